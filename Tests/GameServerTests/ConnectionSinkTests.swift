import GameCore
import NIOCore
import Testing
import WireProtocol

@testable import GameServer

struct ConnectionSinkTests {
    /// A server text frame: FIN and opcode 1, the length in 7, 7+16 or 7+64 bits, no mask, then the text.
    static func frame(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        var header: [UInt8] = [0x81]
        switch bytes.count {
        case ..<126: header.append(UInt8(bytes.count))
        case ...0xFFFF: header += [126, UInt8(bytes.count >> 8), UInt8(bytes.count & 0xFF)]
        default: header += [127] + (0..<8).reversed().map { UInt8((bytes.count >> ($0 * 8)) & 0xFF) }
        }
        return header + bytes
    }

    @Test(arguments: [0, 1, 40, 125, 126, 4_000, 65_535, 70_000])
    func aPayloadIsTheWholeTextFrame(nonceLength: Int) {
        let message = ServerMessage.pong(nonce: String(repeating: "n", count: nonceLength))
        let payload = ConnectionSink.payload(of: message)
        #expect(Array(payload.readableBytesView) == Self.frame(WireCoder.encode(message)))
    }

    /// The messages the direct writer renders go into the frame as they are too.
    @Test(arguments: [
        ServerMessage.moveAccepted(clientMoveID: try! ClientMoveID("b2"), sequence: 5),
        .moveAccepted(clientMoveID: try! ClientMoveID("a-Z_09"), sequence: 1_234_567),
        .event(event: .rematchRequested(seat: Seat(1)), sequence: 13),
        .event(event: .roundEnded(round: 3, outcome: .won(by: [Seat(0)])), sequence: 120),
    ])
    func aDirectlyWrittenPayloadIsTheWholeTextFrame(message: ServerMessage) {
        let payload = ConnectionSink.payload(of: message)
        #expect(Array(payload.readableBytesView) == Self.frame(WireCoder.encode(message)))
    }

    @Test func theCPUCountFollowsTheAffinity() throws {
        let count = try #require(ServerLoops.affinityCPUCount())
        #expect(count >= 1 && count <= System.coreCount)
    }
}
