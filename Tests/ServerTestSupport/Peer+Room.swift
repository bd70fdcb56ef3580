public import GameCore
public import WireProtocol

// NB: what a client asks of any room, whatever its game; a test's own room (its setup, its moves) is its own.
extension Peer {
    /// Joins room `id`, with `secret` to come back to a seat; returns the seat, its secret and the snapshot.
    public func join(_ id: GameID, as name: String, secret: SeatSecret? = nil) async throws -> (
        Seat, SeatSecret, RoomSnapshot
    ) {
        send(.join(gameID: id, name: try PlayerName(name), seatSecret: secret))
        let message = try await next()
        guard case .seated(_, let seat, let seatSecret) = message else { throw Unexpected("not seated: \(message)") }
        guard case .snapshot(let snapshot) = try await next() else { throw Unexpected("no snapshot") }
        return (seat, seatSecret, snapshot)
    }

    /// Messages up to and including the event numbered `sequence`.
    public func events(through sequence: Int) async throws -> [ServerMessage] {
        try await until { message in
            if case .event(_, let number) = message { return number >= sequence }
            return false
        }
    }

    /// The next error, skipping nothing: fails when the next message is not one.
    public func nextError(within seconds: Double = 5) async throws -> ProtocolError {
        let message = try await next(within: seconds)
        guard case .error(let error) = message else { throw Unexpected("not an error: \(message)") }
        return error
    }
}
