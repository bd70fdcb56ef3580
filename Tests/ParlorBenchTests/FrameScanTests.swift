import Foundation
import Testing

@testable import parlor_bench

/// The generator reads server frames by scanning bytes; these are the protocol's golden server messages.
@Suite struct FrameScanTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let fixture: String
        let type: String
        let sequence: Int?
        let eventType: StaticString?

        var testDescription: String { fixture }
    }

    static let cases: [Case] = [
        Case(fixture: "server-moveAccepted", type: "moveAccepted", sequence: 4, eventType: nil),
        Case(fixture: "server-event-moved", type: "event", sequence: 4, eventType: "moved"),
        Case(fixture: "server-event-roundStarted", type: "event", sequence: 2, eventType: "roundStarted"),
        Case(fixture: "server-event-roundEnded", type: "event", sequence: 11, eventType: "roundEnded"),
        Case(fixture: "server-event-spectatorsChanged", type: "event", sequence: 3, eventType: "spectatorsChanged"),
        Case(fixture: "server-event-playerJoined", type: "event", sequence: 1, eventType: "playerJoined"),
        Case(fixture: "server-seated", type: "seated", sequence: nil, eventType: nil),
        Case(fixture: "server-welcome", type: "welcome", sequence: nil, eventType: nil),
        Case(fixture: "server-error-staleSequence", type: "error", sequence: nil, eventType: nil),
    ]

    @Test(arguments: cases)
    func readsTypeAndSequence(_ example: Case) throws {
        let bytes = try Self.fixture(example.fixture)
        bytes.withUnsafeBytes { frame in
            #expect(FrameScan.messageType(frame) == example.type[...])
            #expect(FrameScan.trailingSequence(frame) == example.sequence)
            if let eventType = example.eventType {
                #expect(FrameScan.firstTypeIs(frame, eventType))
            }
            #expect(!FrameScan.firstTypeIs(frame, "moved") || example.eventType?.description == "moved")
        }
    }

    @Test func readsTheGameIDOfASeat() throws {
        let bytes = try Self.fixture("server-seated")
        bytes.withUnsafeBytes { frame in
            #expect(FrameScan.string(after: "\"gameID\":\"", in: frame) == "K7MZ2QHD")
        }
    }

    @Test func readsTheSequenceOfASnapshot() throws {
        let bytes = try Self.fixture("server-snapshot-spectator")
        bytes.withUnsafeBytes { frame in
            #expect(FrameScan.isType(frame, "snapshot"))
            #expect(FrameScan.integer(after: "\"sequence\":", in: frame) == 19)
        }
    }

    private static func fixture(_ name: String) throws -> [UInt8] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("WireProtocolTests/Fixtures/\(name).json")
        var bytes = Array(try Data(contentsOf: url))
        while bytes.last == 10 || bytes.last == 13 { bytes.removeLast() }
        return bytes
    }
}
