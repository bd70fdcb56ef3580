import CustomDump
import GameCatalog
import GameCore
import TestGames
import Testing
import WireProtocol

@Suite struct RoomSnapshotTests {
    static let base = Race.playingSnapshot

    @Test(arguments: [
        (4, SequenceCheck.alreadySeen), (3, .alreadySeen), (0, .alreadySeen), (6, .gap(expected: 5, received: 6)),
        (40, .gap(expected: 5, received: 40)),
    ])
    func outOfOrderEventLeavesTheSnapshotAlone(sequence: Int, check: SequenceCheck) {
        var snapshot = Self.base
        #expect(snapshot.apply(.spectatorsChanged(count: 9), sequence: sequence) == check)
        expectNoDifference(snapshot, Self.base)
    }

    @Test func nextEventIsAppliedAndCounted() {
        var snapshot = Self.base
        #expect(snapshot.apply(.spectatorsChanged(count: 9), sequence: 5) == .applied)
        #expect(snapshot.sequence == 5)
        #expect(snapshot.spectators == 9)
        #expect(snapshot.apply(.spectatorsChanged(count: 3), sequence: 5) == .alreadySeen)
        #expect(snapshot.spectators == 9)
    }

    static let ada = PlayerInfo(seat: Seat(0), name: Samples.ada)
    static let bob = PlayerInfo(seat: Seat(1), name: Samples.bob)

    /// Each event, and what it changes in `base` (Ada's view of round 1 once the race opened, sequence 4).
    static let changes: [(RoomEvent, @Sendable (inout RoomSnapshot) -> Void)] = [
        (
            .playerJoined(seat: Seat(1), name: try! PlayerName("Bobby")),
            { $0.players[1].name = try! PlayerName("Bobby") }
        ),
        (
            .playerDisconnected(seat: Seat(1), claimableInMilliseconds: 60_000),
            {
                $0.players[1].connection = .disconnected
                $0.players[1].claimableInMilliseconds = 60_000
            }
        ),
        (
            .playerLeft(seat: Seat(1), claimableInMilliseconds: 0),
            {
                $0.players[1].connection = .left
                $0.players[1].claimableInMilliseconds = 0
            }
        ),
        (.playerReconnected(seat: Seat(1)), { _ in }),
        (
            .moved(seat: Seat(1), move: Race.press, update: .whole(Race.view(Race.won))),
            { $0.view = Race.view(Race.won) }
        ),
        (
            .moved(seat: Seat(1), move: nil, update: .whole(Race.view(Race.won, for: .spectator))),
            { $0.view = Race.view(Race.won, for: .spectator) }
        ),
        (
            .roundEnded(round: 1, outcome: .won(by: [Seat(0)])),
            {
                $0.phase = .roundOver
                $0.score.wins = [1, 0]
                $0.lastResult = .finished(outcome: .won(by: [Seat(0)]))
            }
        ),
        (
            .roundEnded(round: 1, outcome: .draw),
            {
                $0.phase = .roundOver
                $0.score.draws = 1
                $0.lastResult = .finished(outcome: .draw)
            }
        ),
        (
            .roundEnded(round: 1, outcome: .lostByAll),
            {
                $0.phase = .roundOver
                $0.score.sharedLosses = 1
                $0.lastResult = .finished(outcome: .lostByAll)
            }
        ),
        (
            .victoryClaimed(round: 1, seat: Seat(1), outcome: .won(by: [Seat(1)])),
            {
                $0.phase = .roundOver
                $0.score.wins = [0, 1]
                $0.lastResult = .victoryClaimed(seat: Seat(1), outcome: .won(by: [Seat(1)]))
            }
        ),
        (
            .aborted(round: 1, seat: Seat(0)),
            {
                $0.phase = .roundOver
                $0.lastResult = .aborted(seat: Seat(0))
            }
        ),
        (.rematchRequested(seat: Seat(0)), { $0.players[0].wantsRematch = true }),
        (.spectatorsChanged(count: 0), { $0.spectators = 0 }),
        (.roomClosed(reason: .abandoned), { $0.phase = .closed }),
        (
            .roundStarted(round: 2, starter: Seat(1), view: Race.view(Race.start(seed: 2))),
            {
                $0.round = 2
                $0.view = Race.view(Race.start(seed: 2))
            }
        ),
    ]

    @Test(arguments: changes.indices)
    func eventChangesExactlyWhatItSays(index: Int) {
        let (event, change) = Self.changes[index]
        var expected = Self.base
        change(&expected)
        expected.sequence = 5
        var snapshot = Self.base
        #expect(snapshot.apply(event, sequence: 5) == .applied)
        expectNoDifference(snapshot, expected)
    }

    @Test func everyEventTypeHasAChangeCase() {
        #expect(Set(Self.changes.map(\.0.type)) == Set(RoomEvent.EventType.allCases))
    }

    @Test func newRoundClearsRematchOffersAndTheLastResult() {
        var snapshot = Self.base
        _ = snapshot.apply(.roundEnded(round: 1, outcome: .won(by: [Seat(0)])), sequence: 5)
        _ = snapshot.apply(.rematchRequested(seat: Seat(1)), sequence: 6)
        #expect(snapshot.player(in: Seat(1))?.wantsRematch == true)
        _ = snapshot.apply(.rematchRequested(seat: Seat(0)), sequence: 7)
        _ = snapshot.apply(
            .roundStarted(round: 2, starter: Seat(1), view: Race.view(Race.start(seed: 2))), sequence: 8)
        #expect(snapshot.players.allSatisfy { !$0.wantsRematch })
        #expect(snapshot.lastResult == nil)
        #expect(snapshot.phase == .playing)
        #expect(snapshot.score == RoomScore(wins: [1, 0]))
    }

    @Test func roundEndClearsClaimCountdowns() {
        var snapshot = Self.base
        _ = snapshot.apply(.playerDisconnected(seat: Seat(1), claimableInMilliseconds: 60_000), sequence: 5)
        _ = snapshot.apply(.victoryClaimed(round: 1, seat: Seat(0), outcome: .won(by: [Seat(0)])), sequence: 6)
        #expect(snapshot.player(in: Seat(1))?.claimableInMilliseconds == nil)
        #expect(snapshot.player(in: Seat(1))?.connection == .disconnected)
    }

    @Test func joiningPlayersAreKeptInSeatOrder() {
        var snapshot = Race.waitingSnapshot
        snapshot.players = []
        _ = snapshot.apply(.playerJoined(seat: Seat(1), name: Samples.bob), sequence: 1)
        _ = snapshot.apply(.playerJoined(seat: Seat(0), name: Samples.ada), sequence: 2)
        #expect(snapshot.players == [Self.ada, Self.bob])
        #expect(snapshot.player(in: Seat(1)) == Self.bob)
        #expect(snapshot.player(in: Seat(2)) == nil)
        #expect(snapshot.kind == GameKind(PressRace.self))
    }

    @Test func eventsForAnEmptySeatChangeNothingButTheSequence() {
        var snapshot = Race.waitingSnapshot
        _ = snapshot.apply(.playerReconnected(seat: Seat(1)), sequence: 1)
        var expected = Race.waitingSnapshot
        expected.sequence = 1
        expectNoDifference(snapshot, expected)
    }

    @Test(arguments: [
        (Outcome.won(by: [Seat(0)]), RoomScore(wins: [1, 0])),
        (.won(by: [Seat(0), Seat(1)]), RoomScore(wins: [1, 1])),
        (.won(by: [Seat(5)]), RoomScore(wins: [0, 0])), (.draw, RoomScore(wins: [0, 0], draws: 1)),
        (.lostByAll, RoomScore(wins: [0, 0], sharedLosses: 1)),
    ])
    func scoreCountsEachOutcome(outcome: Outcome, score: RoomScore) {
        var counted = RoomScore(seatCount: 2)
        counted.record(outcome)
        #expect(counted == score)
    }

    @Test(arguments: [
        (RoomEvent.roundStarted(round: 1, starter: Seat(0), view: Race.view(Race.start())), true),
        (.moved(seat: Seat(0), move: nil, update: .whole(Race.view(Race.open))), true),
        (.roundEnded(round: 1, outcome: .draw), true), (.aborted(round: 1, seat: Seat(0)), true),
        (.victoryClaimed(round: 1, seat: Seat(0), outcome: .won(by: [Seat(0)])), true),
        (.roomClosed(reason: .expired), true), (.playerJoined(seat: Seat(1), name: Samples.bob), false),
        (.playerDisconnected(seat: Seat(1), claimableInMilliseconds: nil), false),
        (.playerReconnected(seat: Seat(1)), false), (.playerLeft(seat: Seat(1), claimableInMilliseconds: nil), false),
        (.rematchRequested(seat: Seat(0)), false), (.spectatorsChanged(count: 2), false),
    ])
    func onlyGameEventsMakeAMoveStale(event: RoomEvent, changesGame: Bool) {
        #expect(event.changesGame == changesGame)
    }
}
