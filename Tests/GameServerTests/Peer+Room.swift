import GameCatalog
import GameCore
import TicTacToe
import WireProtocol

extension Peer {
    /// Creates a tic-tac-toe room; returns its ID, the seat secret and the first snapshot.
    func createRoom(as name: String) async throws -> (GameID, SeatSecret, RoomSnapshot) {
        send(.createRoom(setup: .ticTacToe(TicTacToeOptions()), name: try PlayerName(name)))
        guard case .seated(let id, _, let secret) = try await next() else { throw Unexpected("not seated") }
        guard case .snapshot(let snapshot) = try await next() else { throw Unexpected("no snapshot") }
        return (id, secret, snapshot)
    }

    /// Asks for a quick match of tic-tac-toe; returns the room's ID, the seat and the snapshot.
    func quickMatch(as name: String) async throws -> (GameID, Seat, RoomSnapshot) {
        send(.quickMatch(kind: .ticTacToe, name: try PlayerName(name)))
        let message = try await next()
        guard case .seated(let id, let seat, _) = message else { throw Unexpected("not seated: \(message)") }
        guard case .snapshot(let snapshot) = try await next() else { throw Unexpected("no snapshot") }
        return (id, seat, snapshot)
    }

    /// Joins room `id`, with `secret` to come back to a seat; returns the seat, its secret and the snapshot.
    func join(_ id: GameID, as name: String, secret: SeatSecret? = nil) async throws -> (Seat, SeatSecret, RoomSnapshot)
    {
        send(.join(gameID: id, name: try PlayerName(name), seatSecret: secret))
        let message = try await next()
        guard case .seated(_, let seat, let seatSecret) = message else { throw Unexpected("not seated: \(message)") }
        guard case .snapshot(let snapshot) = try await next() else { throw Unexpected("no snapshot") }
        return (seat, seatSecret, snapshot)
    }

    /// Sends the move on `square` with move ID `id` (the square's name unless given), seen at `sequence`.
    func move(_ square: String, id: String? = nil, seen sequence: Int) throws {
        send(
            .move(
                move: .ticTacToe(.mark(Square(name: square)!)), clientMoveID: try ClientMoveID(id ?? square),
                lastSeenSequence: sequence))
    }

    /// Messages up to and including the event numbered `sequence`.
    func events(through sequence: Int) async throws -> [ServerMessage] {
        try await until { message in
            if case .event(_, let number) = message { return number >= sequence }
            return false
        }
    }

    /// The next error, skipping nothing: fails when the next message is not one.
    func nextError(within seconds: Double = 5) async throws -> ProtocolError {
        let message = try await next(within: seconds)
        guard case .error(let error) = message else { throw Unexpected("not an error: \(message)") }
        return error
    }
}
