import GameCore
import PlainMode

/// A plain-mode conversation written the way a person sees it: output lines as they are, each input line
/// after `> `, and `^D` where input ends.
enum Transcript {
    /// What `session` prints when fed the inputs found in `transcript`, written in the same form: compare it
    /// with `transcript` itself to check every output line. Each line is typed a second after the one before.
    static func replay(_ transcript: String, in session: PlainTableSession) -> String {
        var session = session
        var lines = session.openingLines
        var now = GameTime.start
        for line in transcript.split(separator: "\n", omittingEmptySubsequences: false) {
            now = GameTime(milliseconds: now.milliseconds + 1000)
            if line == "^D" {
                lines.append("^D")
                lines += session.endOfInput()
            } else if line.hasPrefix(">") {
                lines.append(String(line))
                lines += session.handle(String(line.dropFirst(2)), at: now)
            }
        }
        return lines.joined(separator: "\n")
    }
}
