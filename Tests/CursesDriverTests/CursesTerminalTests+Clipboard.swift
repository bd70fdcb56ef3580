import CursesDriver
import Foundation
import Glibc
import TermCore
import Testing

// NB: an extension of the serialized suite: curses is process-wide, so these must not run beside its tests.
extension CursesTerminalTests {
    @Test(arguments: [
        ("parlor join K7MZ2QHD", "cGFybG9yIGpvaW4gSzdNWjJRSEQ="),
        (
            "parlor join K7MZ2QHD --server ws://192.168.1.20:7420",
            "cGFybG9yIGpvaW4gSzdNWjJRSEQgLS1zZXJ2ZXIgd3M6Ly8xOTIuMTY4LjEuMjA6NzQyMA=="
        ),
        ("", ""), ("a", "YQ=="), ("ab", "YWI="), ("abc", "YWJj"), ("é→✓", "w6nihpLinJM="),
    ])
    func theClipboardSequenceIsOSC52WithBase64(_ text: String, _ base64: String) {
        #expect(CursesTerminal.clipboardSequence(for: text) == "\u{1b}]52;c;\(base64)\u{07}")
    }

    @Test func copyingWritesExactlyTheSequenceToStandardOutputAndLeavesCursesUndisturbed() throws {
        let files = try TerminalFiles(input: "")
        let terminal = try CursesTerminal(
            terminalType: "xterm-256color", inputPath: files.inputPath, outputPath: files.outputPath,
            locale: "C.UTF-8")
        defer { terminal.stop() }
        var canvas = Canvas(size: terminal.size)
        canvas.put("Game ID K7MZ2QHD", x: 2, y: 1)
        terminal.present(canvas)
        let framed = files.bytesWritten
        let drawn = terminal.drawnLine(1)

        let captured = files.directory.appendingPathComponent("stdout").path
        let written = try Self.capturingStandardOutput(in: captured) {
            terminal.copyToClipboard("parlor join K7MZ2QHD")
        }

        #expect(written == Array("\u{1b}]52;c;cGFybG9yIGpvaW4gSzdNWjJRSEQ=\u{07}".utf8))
        #expect(files.bytesWritten == framed, "nothing went through curses")
        #expect(terminal.drawnLine(1) == drawn)
        terminal.present(canvas)
        #expect(files.bytesWritten == framed, "the same frame again writes nothing: curses' screen is unchanged")
    }

    /// The bytes written to standard output while `body` runs, by pointing descriptor 1 at the file `path`.
    private static func capturingStandardOutput(in path: String, _ body: () -> Void) throws -> [UInt8] {
        fflush(nil)
        let saved = dup(STDOUT_FILENO)
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        #expect(saved >= 0 && file >= 0)
        dup2(file, STDOUT_FILENO)
        close(file)
        body()
        dup2(saved, STDOUT_FILENO)
        close(saved)
        return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
