import Foundation

/// The protocol's golden messages, from the main package's test fixtures.
enum Fixtures {
    /// Each fixture's name (without `.json`) and text, sorted by name.
    static func all() -> [(String, String)] {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tests/WireProtocolTests/Fixtures")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().compactMap { file in
            guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8) else {
                return nil
            }
            return (String(file.dropLast(5)), text.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }
}
