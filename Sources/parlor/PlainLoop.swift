import ClientCore
import Foundation
import GameCore
import PlainMode
import TicTacToe
import WireProtocol

/// Plays a plain-mode session on standard input and output, one line at a time, and keeps each game that ends
/// in the local history.
enum PlainLoop {
    /// Reads lines until `quit` or the end of input, writing each answer at once.
    static func run(_ session: PlainSession, clock: GameClock, history: LocalHistory) -> ExitReason {
        var session = session
        write(session.openingLines)
        // NB: a round's time runs from its first move, the computer's opening one included.
        var round = session.match.round
        var firstMove = session.match.game.moves.isEmpty ? nil : clock.now()
        while !session.isFinished {
            guard let line = readLine(strippingNewline: true) else {
                write(session.endOfInput())
                return .endOfInput
            }
            let wasOver = session.match.game.isOver
            write(session.handle(line))
            let now = clock.now()
            if session.match.round != round {
                round = session.match.round
                firstMove = nil
            } else if !wasOver, session.match.game.isOver,
                let game = FinishedGame.local(
                    session.match, from: firstMove ?? now, to: now, wallClockOrigin: clock.origin)
            {
                history.record(game)
            }
            if firstMove == nil, !session.match.game.moves.isEmpty { firstMove = now }
        }
        return .quit
    }

    /// Reads lines until `quit` or the end of input, telling the session the time each line arrived at.
    static func run(_ session: MinesweeperPlainSession, clock: GameClock, history: LocalHistory) -> ExitReason {
        var session = session
        write(session.openingLines)
        while !session.isFinished {
            guard let line = readLine(strippingNewline: true) else {
                write(session.endOfInput())
                return .endOfInput
            }
            let wasOver = session.match.isOver
            write(session.handle(line, at: clock.now()))
            if !wasOver, let game = FinishedGame.local(session.match, wallClockOrigin: clock.origin) {
                history.record(game)
            }
        }
        return .quit
    }

    /// Writes `lines` in one unbuffered write, so a script reading the pipe sees each answer as soon as it is made.
    private static func write(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        FileHandle.standardOutput.write(Data(lines.map { $0 + "\n" }.joined().utf8))
    }
}
