import CustomDump
public import Foundation
public import TermCore

/// Text snapshots kept as files in a test target's `__Snapshots__` folder.
///
/// A missing file, or `PARLOR_RECORD_SNAPSHOTS=1`, writes the file and fails the test, so a snapshot is never
/// accepted without a person looking at it and running the tests again. Each test target that keeps snapshots
/// names its folder and records the mismatch as its test's issue (its `Snapshot+Folder.swift`).
public enum Snapshot {
    /// The folder `__Snapshots__` beside the file at `filePath`.
    public static func directory(beside filePath: String) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    }

    /// Compares `text` with the snapshot called `name` in `directory`: `nil` when they are the same, else what
    /// failed (the difference, or that the snapshot was recorded and the test must run again).
    public static func mismatch(_ text: String, named name: String, in directory: URL) -> String? {
        let file = directory.appendingPathComponent("\(name).txt")
        let recording = ProcessInfo.processInfo.environment["PARLOR_RECORD_SNAPSHOTS"] == "1"
        guard !recording, let stored = try? String(contentsOf: file, encoding: .utf8) else {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try (text + "\n").write(to: file, atomically: true, encoding: .utf8)
                return "recorded snapshot \(name), re-run"
            } catch {
                return "could not record snapshot \(name): \(error)"
            }
        }
        let expected = String(stored.dropLast(stored.hasSuffix("\n") ? 1 : 0))
        guard text != expected else { return nil }
        let difference = diff(expected, text) ?? ""
        return "snapshot \(name) differs (−stored +rendered); PARLOR_RECORD_SNAPSHOTS=1 re-records it:\n\(difference)"
    }

    /// The canvas's styles as text: one letter per distinct style in each cell ("." for the plain style), then a
    /// legend naming each letter's colours and attributes.
    public static func styleMap(_ canvas: Canvas) -> String {
        var letters: [Style: Character] = [.plain: "."]
        var legend: [String] = []
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        var rows: [String] = []
        for y in 0..<canvas.size.height {
            var row = ""
            for x in 0..<canvas.size.width {
                let style = canvas[x, y]?.style ?? .plain
                if letters[style] == nil {
                    let letter = alphabet[legend.count % alphabet.count]
                    letters[style] = letter
                    legend.append("\(letter) = \(describe(style))")
                }
                row.append(letters[style]!)
            }
            rows.append(row)
        }
        return (rows + [""] + legend).joined(separator: "\n")
    }

    static func describe(_ style: Style) -> String {
        var parts: [String] = []
        if case .palette(let index) = style.foreground { parts.append("fg \(index)") }
        if case .palette(let index) = style.background { parts.append("bg \(index)") }
        let names: [(TextAttributes, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.reverse, "reverse"), (.underline, "underline"),
        ]
        parts += names.filter { style.attributes.contains($0.0) }.map(\.1)
        return parts.isEmpty ? "plain" : parts.joined(separator: " ")
    }
}
