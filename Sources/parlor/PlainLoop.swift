import Foundation
import PlainMode

/// Plays a `PlainSession` on standard input and output, one line at a time.
enum PlainLoop {
    /// Reads lines until `quit` or the end of input, writing each answer at once.
    static func run(_ session: PlainSession) -> ExitReason {
        var session = session
        write(session.openingLines)
        while !session.isFinished {
            guard let line = readLine(strippingNewline: true) else {
                write(session.endOfInput())
                return .endOfInput
            }
            write(session.handle(line))
        }
        return .quit
    }

    /// Writes `lines` in one unbuffered write, so a script reading the pipe sees each answer as soon as it is made.
    private static func write(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        FileHandle.standardOutput.write(Data(lines.map { $0 + "\n" }.joined().utf8))
    }
}
