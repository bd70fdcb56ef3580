import ClientCore
import Foundation
import GameCatalog
import GameCore
import PlainMode
import WireProtocol

/// Plays a plain-mode session on standard input and output, one line at a time, and keeps each game that ends
/// in the local history.
///
/// A signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT) ends the session as the end of input does, with its closing lines
/// (the score and `Goodbye.`), and the program then exits with 128 plus the signal's number.
enum PlainLoop {
    /// Reads lines until `quit`, the end of input or a signal, telling the session the time each line arrived at,
    /// and waking for the game's deadlines (a countdown, the computer's move) alone in between.
    static func run(_ session: PlainTableSession, clock: GameClock, history: LocalHistory) -> ExitReason {
        var session = session
        // NB: listening before the first line is written, so a signal sent once it is read is heard.
        let (inbox, stop) = PlainInput.listen()
        defer { stop() }
        write(session.openingLines)
        while !session.isFinished {
            let wasOver = session.table.game.isOver
            let wake = session.nextDeadline.map { deadline in
                DispatchTime.now() + .milliseconds(Int(max(1, deadline.milliseconds - clock.now().milliseconds)))
            }
            switch inbox.take(before: wake) {
            case .line(let text)?: write(session.handle(text, at: clock.now()))
            case .endOfInput?:
                write(session.endOfInput())
                return .endOfInput
            case .signal(let number)?:
                write(session.endOfInput())
                return .signal(number)
            case nil: write(session.clock(at: clock.now()))
            }
            if !wasOver, let game = FinishedGame.local(session.table, at: clock.now(), wallClockOrigin: clock.origin) {
                history.record(game)
            }
        }
        return .quit
    }

    /// Writes `lines` in one unbuffered write, so a script reading the pipe sees each answer as soon as it is made.
    ///
    /// NB: a reader that went away (`| head -2`) ends the program as SIGPIPE ends any Unix filter, status 141; online
    /// the network library ignores SIGPIPE, so the failed write says so instead of trapping.
    static func write(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        do {
            try FileHandle.standardOutput.write(contentsOf: Data(lines.map { $0 + "\n" }.joined().utf8))
        } catch {
            exit(128 + SIGPIPE)
        }
    }
}
