import Foundation

/// The protocol's golden messages, read from the main package's test fixtures.
enum Fixtures {
    /// Each fixture's name (its file name less `.json`) and text, sorted by name.
    static func messages() -> [(name: String, text: String)] {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tests/WireProtocolTests/Fixtures")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            // NB: no fixtures would mean no wire benchmarks, which the check reports as missing thresholds; say why.
            print("No protocol fixtures at \(folder.path)")
            return []
        }
        return names.filter { $0.hasSuffix(".json") }.sorted().compactMap { file in
            guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8) else {
                return nil
            }
            return (String(file.dropLast(5)), text.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }
}
