import GameCatalog
import GameCore
import ServerTestSupport
import TestGames
import WireProtocol

extension Peer {
    /// The setup of the rooms these create: the tests' count to ten, a game of turns for two seats.
    static let setup = GameSetup(CountToTen.self, CountToTen.Options())

    /// Creates a room of count to ten; returns its ID, the seat secret and the first snapshot.
    func createRoom(as name: String) async throws -> (GameID, SeatSecret, RoomSnapshot) {
        send(.createRoom(setup: Self.setup, name: try PlayerName(name)))
        guard case .seated(let id, _, let secret) = try await next() else { throw Unexpected("not seated") }
        guard case .snapshot(let snapshot) = try await next() else { throw Unexpected("no snapshot") }
        return (id, secret, snapshot)
    }

    /// Asks for a quick match of count to ten; returns the room's ID, the seat and the snapshot.
    func quickMatch(as name: String) async throws -> (GameID, Seat, RoomSnapshot) {
        send(.quickMatch(kind: Self.setup.kind, name: try PlayerName(name)))
        let message = try await next()
        guard case .seated(let id, let seat, _) = message else { throw Unexpected("not seated: \(message)") }
        guard case .snapshot(let snapshot) = try await next() else { throw Unexpected("no snapshot") }
        return (id, seat, snapshot)
    }

    /// Sends the move adding `amount` with move ID `id` (`add<amount>` unless given: a seat adding one amount twice
    /// in a round gives one of them its own), seen at `sequence`.
    func move(_ amount: Int, id: String? = nil, seen sequence: Int) throws {
        send(
            .move(
                move: AnyMove(CountToTen.self, .add(amount)), clientMoveID: try ClientMoveID(id ?? "add\(amount)"),
                lastSeenSequence: sequence))
    }
}
