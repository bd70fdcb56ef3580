import GameCore
public import WireProtocol

extension Room {
    /// Relays where the player of `connection` points (`nil`: off the board) to everyone else in the room.
    ///
    /// Nothing is recorded and no sequence number is used: a pointer changes nothing in the room, and the next one
    /// makes good a lost one. The same point twice is passed on once. A spectator has no cursor to show.
    public mutating func point(at point: BoardPoint?, from connection: ConnectionID) -> RoomUpdate {
        guard let seat = players[connection] else {
            guard spectatorPlace(of: connection).found else {
                return RoomUpdate(messages: [Outbound(connection, .error(error: .notInRoom(inReplyTo: .pointer)))])
            }
            let error = ProtocolError.spectatorCannotPlay(inReplyTo: .pointer, clientMoveID: nil)
            return RoomUpdate(messages: [Outbound(connection, .error(error: error))])
        }
        guard pointers[seat] != point else { return RoomUpdate() }
        pointers[seat] = point
        return RoomUpdate(messages: everyoneElse(than: seat, .pointer(seat: seat, at: point)))
    }

    /// `message` for every connection in the room but `seat`'s: each other player, then every spectator at once.
    func everyoneElse(than seat: Seat, _ message: ServerMessage) -> [Outbound] {
        var messages = players.filter { $0.value != seat }.keys.sorted().map { Outbound($0, message) }
        if !spectators.isEmpty { messages.append(Outbound(spectators: spectators, message)) }
        return messages
    }

    /// The cursors of the other seats, for a connection that has just been given a snapshot.
    func pointerMessages(for connection: ConnectionID) -> [Outbound] {
        let own = seat(of: connection)
        return pointers.filter { $0.key != own }.sorted { $0.key < $1.key }.map { seat, point in
            Outbound(connection, .pointer(seat: seat, at: point))
        }
    }
}
