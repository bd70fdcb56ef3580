import GameCatalog
import GameCore
import ServerCore
import Testing
import WireProtocol

/// `RoomTable.place(of:in:)` answers the rate limit's question about a connection without copying its room out.
@Suite struct RoomTableTests {
    @Test(arguments: [
        (Table.alice, Seat(0) as Seat?),
        (Table.bob, Seat(1)),
        (Table.carol, nil),
        (Table.dave, nil),
    ])
    func placeNamesTheSeatAndTheGame(connection: ConnectionID, seat: Seat?) throws {
        var table = Table.twoPlayers()
        table.send(.watch, from: Table.carol)
        var rooms = RoomTable()
        rooms[Table.id] = table.room
        let place = try #require(rooms.place(of: connection, in: Table.id))
        #expect(place.seat == seat)
        #expect(place.kind == Table.setup.kind)
    }

    @Test func placeInAnUnknownRoomIsNil() throws {
        var rooms = RoomTable()
        rooms[Table.id] = Table().room
        #expect(rooms.place(of: Table.alice, in: try GameID("QQQQ3333")) == nil)
    }

    /// A room checked out, handled and stored again is the handled room, its acknowledged moves all there.
    @Test func aCheckedOutRoomStoredAgainIsTheHandledRoom() throws {
        var table = Table.twoPlayers()
        table.move(1, from: Table.alice)
        var rooms = RoomTable()
        rooms[Table.id] = table.room
        let checkedOut = rooms.checkOut(Table.id)
        var room = try #require(checkedOut)
        _ = room.handle(
            .move(Table.add(2), clientMoveID: Table.moveID("add2"), lastSeenSequence: room.sequence),
            from: Table.bob, at: table.now, random: &table.random)
        rooms[Table.id] = room
        #expect(rooms[Table.id] == room)
        #expect(
            room.acknowledged == [
                Seat(0): [Table.moveID("add1"): Acknowledgement(move: Table.add(1), sequence: 5)],
                Seat(1): [Table.moveID("add2"): Acknowledgement(move: Table.add(2), sequence: 6)],
            ])
    }

    /// When a checked-out room's records are not committed, checking it in leaves the committed room exactly as it
    /// was: the moves acknowledged before are back, the uncommitted one is not.
    @Test func checkingInAnUncommittedRoomRestoresTheCommittedOne() throws {
        var table = Table.twoPlayers()
        table.move(1, from: Table.alice)
        let committed = table.room
        var rooms = RoomTable()
        rooms[Table.id] = committed
        let checkedOut = rooms.checkOut(Table.id)
        var room = try #require(checkedOut)
        let update = room.handle(
            .move(Table.add(2), clientMoveID: Table.moveID("add2"), lastSeenSequence: room.sequence),
            from: Table.bob, at: table.now, random: &table.random)
        #expect(update.records.count == 1)
        rooms.checkIn(Table.id, uncommitted: room, records: update.records)
        #expect(rooms[Table.id] == committed)
    }
}
