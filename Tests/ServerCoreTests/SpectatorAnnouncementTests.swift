import CustomDump
import GameCore
import ServerCore
import Testing
import WireProtocol

/// The spectator count is announced at most once per policy interval: the first change after a quiet interval at
/// once, later ones in one `spectatorsChanged` when the interval is over, and a count that came back to what was
/// last announced not at all.
@Suite struct SpectatorAnnouncementTests {
    typealias T = Table

    static let erin = ConnectionID(5)

    /// The spectator-count records of `update`.
    static func counts(_ update: RoomUpdate) -> [Int] {
        update.records.compactMap { record in
            if case .spectatorsChanged(let count) = record { return count }
            return nil
        }
    }

    @Test func theFirstSpectatorIsAnnouncedAtOnceAndTheNextOnesAtTheEndOfTheInterval() {
        var table = T.twoPlayers()
        let first = table.send(.watch, from: T.carol)
        #expect(Self.counts(first) == [1])
        #expect(T.messages(first, to: T.alice) == [.event(event: .spectatorsChanged(count: 1), sequence: 5)])
        let second = table.send(.watch, from: T.dave)
        #expect(Self.counts(second) == [])
        #expect(second.spectatorsDueAt == table.now.adding(milliseconds: 1_000))
        #expect(T.messages(second, to: T.alice) == [])
        table.send(.watch, from: Self.erin)
        #expect(table.room.spectatorCount == 3)
        let snapshot = table.room.snapshot(for: .spectator, at: table.now)
        #expect(snapshot.spectators == 3)

        table.now = table.now.adding(milliseconds: 1_000)
        let announced = table.room.announceSpectators(at: table.now)
        #expect(Self.counts(announced) == [3])
        let event = ServerMessage.event(event: .spectatorsChanged(count: 3), sequence: 6)
        expectNoDifference(
            announced.messages,
            [
                Outbound(T.alice, event), Outbound(T.bob, event),
                Outbound(spectators: [T.carol, T.dave, Self.erin], event),
            ])
    }

    @Test func aSpectatorWhoLeavesWithinTheIntervalCostsNoAnnouncement() {
        var table = T.twoPlayers()
        table.send(.watch, from: T.carol)
        table.now = table.now.adding(milliseconds: 10)
        let joined = table.send(.watch, from: T.dave)
        let left = table.send(.leave, from: T.dave)
        #expect(Self.counts(joined) + Self.counts(left) == [])
        #expect(joined.spectatorsDueAt != nil)
        #expect(left.spectatorsDueAt == nil)
        let sequence = table.room.sequence
        #expect(table.room.announceSpectators(at: table.now.adding(milliseconds: 1_000)) == RoomUpdate())
        #expect(table.room.sequence == sequence)
    }

    @Test func aChangeAfterAQuietIntervalIsAnnouncedAtOnce() {
        var table = T.twoPlayers()
        table.send(.watch, from: T.carol)
        table.now = table.now.adding(milliseconds: 1_000)
        let left = table.send(.disconnected, from: T.carol)
        #expect(Self.counts(left) == [0])
        #expect(left.spectatorsDueAt == nil)
    }

    /// Joining S spectators costs O(S) messages, not S²/2: 200 spectators within one interval are told one count.
    @Test func manySpectatorsJoiningAtOnceCostOneAnnouncement() {
        var table = T.twoPlayers()
        var messages = 0
        for index in 0..<200 {
            messages += table.send(.watch, from: ConnectionID(UInt64(100 + index))).messages.count
        }
        let announced = table.room.announceSpectators(at: table.now.adding(milliseconds: 1_000))
        #expect(Self.counts(announced) == [200])
        // NB: each newcomer gets its snapshot; the first is announced to the two players at once.
        #expect(messages == 200 + 2)
        // NB: one message each for the two players, one for all 200 spectators.
        #expect(announced.messages.count == 3)
        #expect(announced.messages.last?.receiver == .spectators((0..<200).map { ConnectionID(UInt64(100 + $0)) }))
    }

    /// After a restart the players come back to a room with no spectators and snapshots that say so: the first
    /// spectator to arrive is news to them, whatever count the records last announced.
    @Test func aRestoredRoomAnnouncesItsFirstSpectatorToThePlayersWhoCameBack() throws {
        var table = T.twoPlayers()
        table.send(.watch, from: T.carol)
        #expect(Self.counts(table.send(.disconnected, from: T.carol)) == [])
        table.room = try Room(id: T.id, records: table.records, restoredAt: table.now)
        #expect(table.room.spectatorCount == 0)
        table.send(.join(name: T.name("Ann"), secret: table.aliceSecret), from: T.alice)
        guard let bobSecret = table.bobSecret else { preconditionFailure("Bob has no seat") }
        table.send(.join(name: T.name("Bob"), secret: bobSecret), from: T.bob)
        let watched = table.send(.watch, from: T.dave)
        #expect(Self.counts(watched) == [1])
        let sequence = table.room.sequence
        let event = ServerMessage.event(event: .spectatorsChanged(count: 1), sequence: sequence)
        #expect(T.messages(watched, to: T.alice) == [event])
        #expect(T.messages(watched, to: T.bob) == [event])
    }
}
