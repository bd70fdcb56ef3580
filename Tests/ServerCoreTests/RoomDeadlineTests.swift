import CustomDump
import GameCatalog
import GameCore
import ServerCore
import TestGames
import Testing
import WireProtocol

/// A room's deadlines as pure values: the test-only press race (a countdown, a timeout, a move for a seat away).
@Suite struct RoomDeadlineTests {
    static let id = try! GameID("PRSSRCEE")
    static let ann = ConnectionID(1)
    static let bob = ConnectionID(2)
    static let cy = ConnectionID(3)
    static let options = PressRace.Options(seats: 3, countdownMilliseconds: 3_000, pressWithinMilliseconds: 10_000)
    static let policy = RoomPolicy(gracePeriodMilliseconds: 60_000)

    /// A press race of three that started at t=1000.
    struct Race {
        var room: Room
        var random = SplitMix64(seed: 3)
        var records: [RoomRecord]

        init(policy: RoomPolicy = RoomDeadlineTests.policy) {
            var random = SplitMix64(seed: 3)
            let start = Moment(milliseconds: 1_000)
            var (room, update) = Room.create(
                id: id, setup: GameSetup(PressRace.self, options), origin: .hosted, name: try! PlayerName("Ann"),
                by: ann, at: start, policy: policy, random: &random)
            var records = update.records
            for (name, connection) in [("Bob", bob), ("Cy", cy)] {
                records +=
                    room.handle(
                        .join(name: try! PlayerName(name), secret: nil), from: connection, at: start, random: &random
                    ).records
            }
            self.room = room
            self.random = random
            self.records = records
        }

        @discardableResult
        mutating func send(_ request: RoomRequest, from connection: ConnectionID, at milliseconds: Int64) -> RoomUpdate
        {
            let update = room.handle(request, from: connection, at: Moment(milliseconds: milliseconds), random: &random)
            records += update.records
            return update
        }

        var game: PressRace { room.game.state(of: PressRace.self)! }

        var timedMoves: [AnyMove] {
            records.compactMap { if case .timedMove(_, let move, _) = $0 { move } else { nil } }
        }
    }

    @Test func theWinnersChoiceStartsTheNextRoundForEveryoneAsTheGameMakesItAndARestartRebuildsIt() throws {
        var race = Race()
        race.send(.deadlinesDue, from: RoomUpdateClock.connection, at: 4_000)
        race.send(
            .move(
                AnyMove(PressRace.self, .press), clientMoveID: try ClientMoveID("b1"),
                lastSeenSequence: race.room.sequence),
            from: Self.bob, at: 4_500)
        #expect(race.room.phase == .roundOver)
        let longer = AnyRoundChoice(PressRace.self, .longerCountdown)
        let refused = race.send(.chooseNextRound(longer), from: Self.ann, at: 5_000)
        #expect(refused.records.isEmpty)
        #expect(refused.messages.map(\.message) == [.error(error: .choiceNotYours)])
        let chosen = race.send(.chooseNextRound(longer), from: Self.bob, at: 5_000)
        guard case .roundChosen(2, _, _, longer, Moment(milliseconds: 5_000))? = chosen.records.first else {
            Issue.record("no round chosen: \(chosen.records)")
            return
        }
        #expect(race.room.phase == .playing)
        #expect(race.game.options.countdownMilliseconds == 6_000)
        #expect(race.room.nextDeadline == Moment(milliseconds: 11_000))
        #expect(
            race.send(.chooseNextRound(longer), from: Self.bob, at: 5_100).records.isEmpty, "only once a round ends")
        let rebuilt = try Room(
            id: Self.id, records: race.records, policy: Self.policy, restoredAt: Moment(milliseconds: 0))
        expectNoDifference(rebuilt.game, race.room.game)
        #expect(rebuilt.round == 2)
    }

    @Test func theCountdownIsDueWhenItEndsAndFiresOnlyThen() {
        var race = Race()
        #expect(race.room.phase == .playing)
        #expect(race.room.nextDeadline == Moment(milliseconds: 4_000))
        #expect(race.send(.deadlinesDue, from: RoomUpdateClock.connection, at: 3_999).records.isEmpty)
        let update = race.send(.deadlinesDue, from: RoomUpdateClock.connection, at: 4_000)
        expectNoDifference(
            update.records,
            [.timedMove(seat: Seat(0), move: AnyMove(PressRace.self, .go), at: Moment(milliseconds: 4_000))])
        #expect(race.game.open)
        #expect(update.messages.count == 3, "each player is told, with its own view")
        #expect(race.room.nextDeadline == Moment(milliseconds: 14_000), "the race's own timeout counts from the go")
    }

    @Test func aDeadlineLongPastFiresOnceAndTheNextCountsFromThen() {
        var race = Race()
        race.send(.deadlinesDue, from: RoomUpdateClock.connection, at: 100_000)
        #expect(race.timedMoves == [AnyMove(PressRace.self, .go)])
        #expect(race.room.nextDeadline == Moment(milliseconds: 110_000))
    }

    @Test func withEverySeatAwayNothingIsDueUntilSomeoneIsBack() throws {
        var race = Race()
        for connection in [Self.ann, Self.bob, Self.cy] { race.send(.disconnected, from: connection, at: 2_000) }
        #expect(race.room.nextDeadline == nil)
        #expect(race.send(.deadlinesDue, from: RoomUpdateClock.connection, at: 50_000).records.isEmpty)
    }

    @Test func aSeatAwayPastTheGracePeriodForfeitsAndTheLastLeftWins() {
        var race = Race(policy: RoomPolicy(gracePeriodMilliseconds: 5_000))
        race.send(.disconnected, from: Self.bob, at: 2_000)
        race.send(.disconnected, from: Self.cy, at: 2_500)
        race.send(.deadlinesDue, from: RoomUpdateClock.connection, at: 4_000)
        #expect(race.room.nextDeadline == Moment(milliseconds: 7_000), "Bob's grace period ends before the race's")
        race.send(.deadlinesDue, from: RoomUpdateClock.connection, at: 7_500)
        #expect(race.game.out == [Seat(1), Seat(2)])
        #expect(race.room.result == .finished(outcome: .won(by: [Seat(0)])))
        #expect(race.room.nextDeadline == nil)
    }

    @Test func theStoredRecordsRebuildTheSameRoom() throws {
        var race = Race(policy: RoomPolicy(gracePeriodMilliseconds: 5_000))
        race.send(.deadlinesDue, from: RoomUpdateClock.connection, at: 4_000)
        race.send(.disconnected, from: Self.cy, at: 5_000)
        race.send(.deadlinesDue, from: RoomUpdateClock.connection, at: 10_000)
        #expect(race.timedMoves == [AnyMove(PressRace.self, .go), AnyMove(PressRace.self, .forfeit)])
        let rebuilt = try Room(
            id: Self.id, records: race.records, policy: Self.policy, restoredAt: Moment(milliseconds: 0))
        expectNoDifference(rebuilt.game, race.room.game)
        #expect(rebuilt.sequence == race.room.sequence)
    }
}

/// The connection a room's deadlines come from in these tests: none of the players'.
enum RoomUpdateClock {
    static let connection = ConnectionID(0)
}
