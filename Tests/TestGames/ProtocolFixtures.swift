public import Foundation
public import GameCatalog

/// The protocol's golden files, `Tests/WireProtocolTests/Fixtures` (quoted by docs/protocol.md): the exact bytes of
/// every message. The protocol's tests hold the room-level messages to them, and each game's tests the messages that
/// carry its values.
///
/// A missing file, or `PARLOR_RECORD_FIXTURES=1`, writes the file and fails the test, so no fixture is accepted
/// without a person reading it and running the tests again.
public enum ProtocolFixtures {
    /// The folder of the golden files.
    public static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("WireProtocolTests/Fixtures")

    /// Whether fixtures are being recorded afresh.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["PARLOR_RECORD_FIXTURES"] == "1" }

    /// The file called `name` (with its extension).
    public static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    /// The stored text of `name`, without its final newline, or `nil` if there is none (or we are recording).
    public static func stored(_ name: String) -> String? {
        guard !isRecording, let text = try? String(contentsOf: url(name), encoding: .utf8) else { return nil }
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// Writes `text` as the fixture `name`.
    public static func record(_ text: String, named name: String) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try (text + "\n").write(to: url(name), atomically: true, encoding: .utf8)
    }

    /// The names of every file in the folder.
    public static func allNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    /// The names of the JSON fixtures that carry a value of `kind`'s game (its `"kind"` field).
    public static func names(naming kind: GameKind) throws -> [String] {
        try allNames().filter { name in
            name.hasSuffix(".json") && stored(name)?.contains(#""kind":"\#(kind.rawValue)""#) == true
        }
    }
}
