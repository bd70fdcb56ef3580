import ClientCore
import Foundation
import PlainMode
import WireProtocol

/// Plays an online game on standard input and output, one line at a time.
enum OnlinePlainLoop {
    /// Runs until `quit`, the session ending, or the server staying unreachable. The end of input only ends the
    /// commands: the session finishes once it has nothing left to wait for (see `OnlinePlainSession.endOfInput`).
    ///
    /// `joinLines`, when given, is printed once the room's game ID is known (`parlor host --lan` says there how a
    /// friend joins). `beforeClosing` runs once the session is over, before the connection is closed (`parlor
    /// host --lan` stops its server there).
    static func run(
        _ plain: OnlinePlainSession, bridge: NetworkBridge, inbox: Inbox<OnlineInput>,
        joinLines: ((GameID) -> [String])? = nil, beforeClosing: () -> Void = {}
    ) -> ExitReason {
        var plain = plain
        StandardInputLines.listen { inbox.put($0.map(OnlineInput.line) ?? .endOfInput) }
        StopSignals.watch { inbox.put(.signal($0)) }
        defer {
            StandardInputLines.stopListening()
            StopSignals.stop()
        }
        var step = plain.start()
        var joinLines = joinLines
        while true {
            var lines = step.lines
            if let extra = joinLines, let gameID = plain.session.room?.gameID {
                // NB: right under the "Game ID:" line, where a script or a screen reader has just found the ID.
                let after = lines.firstIndex { $0.hasPrefix("Game ID:") }.map { $0 + 1 } ?? lines.endIndex
                lines.insert(contentsOf: extra(gameID), at: after)
                joinLines = nil
            }
            PlainLoop.write(lines)
            if bridge.perform(step.effects) || plain.isFinished { break }
            switch inbox.take() {
            case .action(let action): step = plain.reduce(action)
            case .line(let line): step = plain.handle(line)
            case .endOfInput: step = plain.endOfInput()
            case .signal(let number):
                // NB: as `quit`: a player hears that the seat is kept and how to take it back.
                PlainLoop.write(plain.leave().lines)
                beforeClosing()
                bridge.close()
                return .signal(number)
            }
        }
        beforeClosing()
        bridge.close()
        if plain.session.failure != nil || plain.session.link == .unreachable { return .failed }
        return plain.isInputClosed ? .endOfInput : .quit
    }
}
