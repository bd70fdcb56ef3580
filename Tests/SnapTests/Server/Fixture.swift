import CustomDump
import Foundation
import TestGames
import Testing

/// The protocol's golden JSON files (`ProtocolFixtures`) that carry Snap's values: the exact bytes the encoder
/// must produce.
///
/// A missing file, or `PARLOR_RECORD_FIXTURES=1`, writes the file and fails the test, so no fixture is accepted
/// without a person reading it and running the tests again.
enum Fixture {
    /// The stored text of `name`, without its final newline, or `nil` if there is none (or we are recording).
    static func stored(_ name: String) -> String? { ProtocolFixtures.stored(name) }

    /// Compares `text` with the fixture `name`; records it (and fails) when it is missing or recording is on.
    static func expect(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let stored = stored(name) else {
            do {
                try ProtocolFixtures.record(text, named: name)
                Issue.record("recorded fixture \(name); read it, then re-run", sourceLocation: sourceLocation)
            } catch {
                Issue.record("could not record fixture \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        if text != stored {
            Issue.record(
                """
                fixture \(name) differs (−stored +encoded); PARLOR_RECORD_FIXTURES=1 re-records it:
                \(diff(stored, text) ?? "")
                """,
                sourceLocation: sourceLocation)
        }
    }

    /// The names of every file in the fixtures' folder.
    static func allNames() throws -> [String] { try ProtocolFixtures.allNames() }
}
