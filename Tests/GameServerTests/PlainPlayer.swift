import ClientCore
import Foundation
import PlainMode
import ServerTestSupport
import TestGames
import WireProtocol

/// A person playing or watching in plain mode on the test server: an `OnlinePlainSession` fed what its own
/// connection receives, its sends carried out, and every line it printed kept in order.
struct PlainPlayer {
    let peer: Peer
    var plain: OnlinePlainSession
    var lines: [String] = []
    /// How many of `lines` an `until` has already looked at.
    private var read = 0

    /// `name` connecting to the server on `port` to `intent`, with the tests' games' play parts.
    static func connect(port: Int, intent: OnlineIntent, name: String) throws -> PlainPlayer {
        let session = OnlineSession(
            intent: intent, name: try PlayerName(name), clientVersion: "test", moveIDPrefix: name,
            plays: TestGames.plays)
        var player = PlainPlayer(peer: Peer(port: port), plain: OnlinePlainSession(session: session))
        player.carryOut(player.plain.start())
        player.carryOut(player.plain.reduce(.connected))
        return player
    }

    /// The person types `line`.
    mutating func type(_ line: String) {
        carryOut(plain.handle(line))
    }

    /// Reads what the server sends until a line printed since the last `until` matches `predicate`, and returns
    /// the lines printed since then.
    @discardableResult
    mutating func until(within seconds: Double = 5, _ predicate: (String) -> Bool) async throws -> [String] {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            if let match = lines[read...].firstIndex(where: predicate) {
                let said = Array(lines[read...match])
                read = match + 1
                return said
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw Unexpected("no such line; printed: \(lines[read...])") }
            carryOut(plain.reduce(.received(try await peer.next(within: left))))
        }
    }

    private mutating func carryOut(_ step: OnlinePlainStep) {
        lines += step.lines
        for case .send(let message) in step.effects {
            peer.send(message)
        }
    }
}
