import CustomDump
import GameCore
import ServerCore
import Testing
import WireProtocol

@Suite struct PointerTests {
    typealias T = Table
    static let d7 = BoardPoint(row: 6, column: 3)

    @Test func aPointerGoesToEveryoneElseAndIsNeitherRecordedNorNumbered() {
        var table = T.twoPlayers()
        table.send(.watch, from: T.carol)
        let sequence = table.room.sequence
        let update = table.room.point(at: Self.d7, from: T.alice)
        expectNoDifference(
            update,
            RoomUpdate(messages: [
                Outbound(T.bob, .pointer(seat: Seat(0), at: Self.d7)),
                Outbound(spectators: [T.carol], .pointer(seat: Seat(0), at: Self.d7)),
            ]))
        #expect(table.room.sequence == sequence)
        #expect(table.room.point(at: Self.d7, from: T.alice) == RoomUpdate(), "the same point twice is passed on once")
    }

    @Test func spectatorsAndStrangersCannotPoint() {
        var table = T.twoPlayers()
        table.send(.watch, from: T.carol)
        expectNoDifference(
            table.room.point(at: Self.d7, from: T.carol).messages,
            [Outbound(T.carol, .error(error: .spectatorCannotPlay(inReplyTo: .pointer, clientMoveID: nil)))])
        expectNoDifference(
            table.room.point(at: Self.d7, from: T.dave).messages,
            [Outbound(T.dave, .error(error: .notInRoom(inReplyTo: .pointer)))])
    }

    @Test(arguments: [RoomRequest.leave, .disconnected])
    func aPlayerWhoGoesHasItsCursorTakenAway(request: RoomRequest) {
        var table = T.twoPlayers()
        table.send(.watch, from: T.carol)
        _ = table.room.point(at: Self.d7, from: T.bob)
        let update = table.send(request, from: T.bob)
        let gone = update.messages.filter { if case .pointer = $0.message { true } else { false } }
        expectNoDifference(
            gone,
            [
                Outbound(T.alice, .pointer(seat: Seat(1), at: nil)),
                Outbound(spectators: [T.carol], .pointer(seat: Seat(1), at: nil)),
            ])
        #expect(table.room.pointers.isEmpty)
    }

    @Test func aNewcomerSeesTheCursorsAfterItsSnapshot() {
        var table = T.twoPlayers()
        _ = table.room.point(at: Self.d7, from: T.bob)
        let update = table.send(.watch, from: T.carol)
        let toCarol = T.messages(update, to: T.carol)
        guard toCarol.count == 2, case .snapshot = toCarol[0] else {
            Issue.record("Carol got \(toCarol)")
            return
        }
        #expect(toCarol[1] == .pointer(seat: Seat(1), at: Self.d7))
    }
}
