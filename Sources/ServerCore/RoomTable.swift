public import GameCatalog
public import GameCore
public import WireProtocol

/// Rooms by game ID, each kept in a heap box of its own.
///
/// NB: a `Room` is large, and a dictionary keeps between 1.3 and 2.7 empty buckets per entry; with the room inline
/// every bucket was a room's size. Boxed, a bucket holds only the key and a reference.
public struct RoomTable: Sequence {
    private final class Box {
        var room: Room

        init(_ room: Room) {
            self.room = room
        }
    }

    private var boxes: [GameID: Box] = [:]

    /// An empty table.
    public init() {}

    /// The room `id`, or `nil`; setting `nil` removes it.
    public subscript(id: GameID) -> Room? {
        get { boxes[id]?.room }
        set {
            guard let newValue else {
                boxes[id] = nil
                return
            }
            if let box = boxes[id] {
                box.room = newValue
            } else {
                boxes[id] = Box(newValue)
            }
        }
    }

    /// The room `id` to handle a request on, or `nil`; the table keeps its committed value, which `subscript`
    /// replaces with the handled room once that room's records are committed, or which `checkIn(_:uncommitted:)`
    /// makes whole again when they are not.
    ///
    /// NB: the committed room's acknowledged moves go with the returned room, so that a move adds its own in place:
    /// with both values holding the same table, every move copied it whole (more as the room grows, and the copy's
    /// release when the old value went). Until then the committed value in the table has none, so nothing may read them
    /// there: every reader of a room with an uncommitted update commits it first.
    public mutating func checkOut(_ id: GameID) -> Room? {
        guard let box = boxes[id] else { return nil }
        let room = box.room
        box.room.acknowledgements = [:]
        return room
    }

    /// Gives the committed room `id` back the acknowledged moves `checkOut(_:)` took, after the records of
    /// `handled` (the room that was checked out, with its update handled) could not be committed: all of them but
    /// the moves of `records`.
    public mutating func checkIn(_ id: GameID, uncommitted handled: Room, records: [RoomRecord]) {
        guard let box = boxes[id] else { return }
        var acknowledgements = handled.acknowledgements
        for case .moved(let seat, _, let clientMoveID, _) in records {
            acknowledgements[MoveKey(seat: seat, id: clientMoveID)] = nil
        }
        box.room.acknowledgements = acknowledgements
    }

    /// How many rooms there are.
    public var count: Int { boxes.count }

    /// `connection`'s seat in room `id` (`nil` for a spectator or a stranger) and the room's game, read in place;
    /// `nil` when there is no such room.
    ///
    /// NB: the rate limit asks this for every message, and a `Room` copied out of its box retains and releases each
    /// of its fields. Only the two stored fields are read: calling a method on the boxed room (`seat(of:)`) copied the
    /// whole room first.
    public func place(of connection: ConnectionID, in id: GameID) -> (seat: Seat?, kind: GameKind)? {
        guard let box = boxes[id] else { return nil }
        let seat = box.room.players[connection]
        let setup = box.room.setup
        return (seat, setup.kind)
    }

    /// Every room, in no particular order.
    public var rooms: some Sequence<Room> { boxes.values.lazy.map(\.room) }

    /// Every room with its ID, in no particular order.
    public func makeIterator() -> some IteratorProtocol<(id: GameID, room: Room)> {
        boxes.lazy.map { (id: $0.key, room: $0.value.room) }.makeIterator()
    }
}
