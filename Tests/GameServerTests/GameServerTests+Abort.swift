import GameCore
import GameServer
import ServerTestSupport
import Testing
import WireProtocol

extension GameServerTests {
    @Test func beforeTheSecondMoveAPlayerMayAbortAndTheRoundDoesNotCount() async throws {
        let room = try await Room.open()
        try room.alice.move(2, seen: 4)
        guard case .moveAccepted(_, let moved)? = try await room.alice.until(Self.accepted("add2")).last else {
            throw Unexpected("not accepted")
        }
        room.bob.send(.abort)
        let aborted = ServerMessage.event(event: .aborted(round: 1, seat: Seat(1)), sequence: moved + 1)
        #expect(try await room.alice.until { $0 == aborted }.last == aborted)
        #expect(try await room.bob.until { $0 == aborted }.last == aborted)
        try room.bob.move(1, seen: moved + 1)
        #expect(try await room.bob.nextError().code == .gameOver)
        room.alice.send(.requestSnapshot)
        guard
            case .snapshot(let snapshot)? = try await room.alice.until({
                if case .snapshot = $0 { true } else { false }
            }).last
        else {
            throw Unexpected("no snapshot")
        }
        #expect(snapshot.phase == .roundOver)
        #expect(snapshot.lastResult == .aborted(seat: Seat(1)))
        #expect(snapshot.score == RoomScore(wins: [0, 0]))
        try await room.close()
    }

    @Test func afterTheSecondMoveAbortIsRefused() async throws {
        let room = try await Room.open()
        try room.alice.move(2, seen: 4)
        guard case .moveAccepted(_, let first)? = try await room.alice.until(Self.accepted("add2")).last else {
            throw Unexpected("not accepted")
        }
        _ = try await room.bob.events(through: first)
        try room.bob.move(1, seen: first)
        _ = try await room.bob.until(Self.accepted("add1"))
        room.alice.send(.abort)
        let refusal = try await room.alice.until { if case .error = $0 { true } else { false } }.last
        #expect(refusal == .error(error: .tooLateToAbort(movesPlayed: 2)))
        try await room.close()
    }
}
