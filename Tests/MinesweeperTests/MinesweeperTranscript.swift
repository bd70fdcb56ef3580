import GameCore
import PlainMode

/// A Minesweeper plain-mode conversation in the form of `Transcript`: output lines as they are, each input line
/// after `> `, `^D` where input ends. The n-th input line is typed n seconds after the start.
enum MinesweeperTranscript {
    /// What `session` prints when fed the inputs found in `transcript`, written in the same form.
    static func replay(_ transcript: String, in session: PlainTableSession) -> String {
        var session = session
        var lines = session.openingLines
        var typed: Int64 = 0
        for line in transcript.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "^D" {
                lines.append("^D")
                lines += session.endOfInput()
            } else if line.hasPrefix(">") {
                typed += 1
                lines.append(String(line))
                lines += session.handle(String(line.dropFirst(2)), at: GameTime(milliseconds: typed * 1000))
            }
        }
        return lines.joined(separator: "\n")
    }
}
