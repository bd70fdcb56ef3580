import Foundation
import TestGames
import Testing

/// docs/protocol.md promises that its examples are the fixtures; these tests keep the promise.
@Suite struct DocsTests {
    static let document: String? = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/protocol.md")
        return try? String(contentsOf: url, encoding: .utf8)
    }()

    @Test(arguments: try! ProtocolFixtures.allNames().filter { $0.hasSuffix(".json") })
    func everyFixtureIsQuotedInTheDocument(name: String) throws {
        let document = try #require(Self.document, "docs/protocol.md is missing")
        let json = try #require(ProtocolFixtures.stored(name))
        let quoted = document.contains("\n\(json)\n")
        #expect(quoted, "docs/protocol.md does not quote \(name)")
    }

    @Test func theWholeGameIsQuotedLineForLine() throws {
        let document = try #require(Self.document, "docs/protocol.md is missing")
        let transcript = try #require(ProtocolFixtures.stored("conversation.txt"))
        let quoted = document.contains(transcript)
        #expect(quoted, "docs/protocol.md does not quote Fixtures/conversation.txt as it is")
    }

    @Test func everyErrorCodeIsExplained() throws {
        let document = try #require(Self.document, "docs/protocol.md is missing")
        for name in try ProtocolFixtures.allNames() where name.hasPrefix("server-error-") {
            let code = name.dropFirst("server-error-".count).dropLast(".json".count)
            let explained = document.contains("| `\(code)` |")
            #expect(explained, "\(code) has no row in the error table")
        }
    }
}
