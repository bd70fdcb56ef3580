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
}
