import Crypto
import Foundation
import GameCore
import Snap
import Testing
import WireProtocol

/// How anyone checks a round's shuffle from the messages a client received (docs/protocol.md, "Checking a deal"):
/// the commitment shown at the deal is the SHA-256 of the room, the round and the seed shown at the end; the seed
/// dealt as `Snap.deal` deals it and played with the moves the client was told of makes every event it was told of
/// and the table it was shown at the end.
enum DealCheck {
    /// The SHA-256 of `<game ID>/<round>/<high>/<low>`, in lower-case hex, as a client computes it.
    static func commitment(room id: GameID, round: Int, seed: SnapSeed) -> String {
        let text = "\(id.text)/\(round)/\(seed.high)/\(seed.low)"
        return SHA256.hash(data: Array(text.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    /// Checks round `round` of room `id` as `client` saw it, to its end.
    static func check(
        _ client: SnapClient, room id: GameID, round: Int, sourceLocation: SourceLocation = #_sourceLocation
    )
        throws
    {
        let opening = try #require(client.opening, sourceLocation: sourceLocation)
        let final = try #require(client.view, sourceLocation: sourceLocation)
        let seed = try #require(final.seed, "the seed shows at the end", sourceLocation: sourceLocation)
        let committed = try #require(opening.commitment, "the deal is committed to", sourceLocation: sourceLocation)
        #expect(commitment(room: id, round: round, seed: seed) == committed.hex, sourceLocation: sourceLocation)
        var game = Snap(options: opening.options, starter: opening.starter, seed: seed)
        #expect(game.view(for: .spectator).piles == opening.piles, sourceLocation: sourceLocation)
        for (seat, move, event) in client.moves {
            // NB: the rules take a move at any moment they allow it; the cards go the same way whenever it came.
            let at = move == .timedTurn ? (game.turnTimerEnds ?? game.activeFrom) : game.activeFrom
            try game.apply(move, by: seat, at: at)
            #expect(game.lastEvent == event, "\(move) by \(seat)", sourceLocation: sourceLocation)
        }
        #expect(game.view(for: .spectator).piles == final.piles, sourceLocation: sourceLocation)
        #expect(game.winner == final.winner, sourceLocation: sourceLocation)
    }
}
