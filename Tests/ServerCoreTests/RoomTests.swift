import CustomDump
import GameCatalog
import GameCore
import ServerCore
import TestGames
import Testing
import WireProtocol

@Suite struct RoomTests {
    typealias T = Table
    static let at = Moment(milliseconds: 1_000)

    @Test func creatingCommitsTheRoomAndSeatThenTellsOnlyTheCreatorItsSecret() {
        let table = T()
        expectNoDifference(
            table.records,
            [
                .created(setup: T.setup, at: Self.at, origin: .hosted),
                .seatTaken(
                    seat: Seat(0), name: T.name("Alice"), secretHash: SecretHash(of: table.aliceSecret), at: Self.at),
            ])
        let (_, update) = {
            var random = SplitMix64(seed: 7)
            return Room.create(
                id: T.id, setup: T.setup, origin: .hosted, name: T.name("Alice"), by: T.alice, at: Self.at,
                random: &random)
        }()
        let snapshot = RoomSnapshot(
            gameID: T.id, setup: T.setup, phase: .waitingForPlayers, round: 0, view: nil, yourSeat: Seat(0),
            players: [PlayerInfo(seat: Seat(0), name: T.name("Alice"))], score: RoomScore(seatCount: 2),
            spectators: 0, lastResult: nil, sequence: 2)
        expectNoDifference(
            update.messages,
            [
                Outbound(T.alice, .seated(gameID: T.id, seat: Seat(0), seatSecret: table.aliceSecret)),
                Outbound(T.alice, .snapshot(snapshot: snapshot)),
            ])
        #expect(table.room.isOpen)
    }

    @Test func theSecondPlayerStartsRoundOneAndTheFirstIsTold() {
        var table = T()
        let update = table.send(.join(name: T.name("Bob"), secret: nil), from: T.bob)
        guard case .seated(_, Seat(1), let secret)? = T.messages(update, to: T.bob).first else {
            Issue.record("Bob was not seated: \(update.messages)")
            return
        }
        guard case .roundStarted(1, Seat(0), let seed, Self.at)? = update.records.last else {
            Issue.record("round 1 did not start: \(update.records)")
            return
        }
        expectNoDifference(
            update.records,
            [
                .seatTaken(seat: Seat(1), name: T.name("Bob"), secretHash: SecretHash(of: secret), at: Self.at),
                .roundStarted(round: 1, starter: Seat(0), seed: seed, at: Self.at),
            ])
        let snapshot = RoomSnapshot(
            gameID: T.id, setup: T.setup, phase: .playing, round: 1, view: T.view([]), yourSeat: Seat(1),
            players: [
                PlayerInfo(seat: Seat(0), name: T.name("Alice")), PlayerInfo(seat: Seat(1), name: T.name("Bob")),
            ],
            score: RoomScore(seatCount: 2), spectators: 0, lastResult: nil, sequence: 4)
        expectNoDifference(
            update.messages,
            [
                Outbound(T.alice, .event(event: .playerJoined(seat: Seat(1), name: T.name("Bob")), sequence: 3)),
                Outbound(
                    T.alice, .event(event: .roundStarted(round: 1, starter: Seat(0), view: T.view([])), sequence: 4)),
                Outbound(T.bob, .seated(gameID: T.id, seat: Seat(1), seatSecret: secret)),
                Outbound(T.bob, .snapshot(snapshot: snapshot)),
            ])
        #expect(!table.room.isOpen)
    }

    @Test func aMoveIsAcknowledgedAndBroadcastToPlayersAndSpectators() {
        var table = T.twoPlayers()
        table.send(.watch, from: T.carol)
        let update = table.move(2, from: T.alice)
        expectNoDifference(
            update.records, [.moved(seat: Seat(0), move: T.add(2), clientMoveID: T.moveID("add2"), at: Self.at)])
        let event = ServerMessage.event(
            event: .moved(seat: Seat(0), move: T.add(2), update: .whole(T.view([2]))), sequence: 6)
        expectNoDifference(
            update.messages,
            [
                Outbound(T.alice, .moveAccepted(clientMoveID: T.moveID("add2"), sequence: 6)),
                Outbound(T.alice, event), Outbound(T.bob, event), Outbound(spectators: [T.carol], event),
            ])
    }

    /// However many watch, a move is one message for all spectators, listing them in the order of their IDs
    /// whatever order they came in, as they are when it is made; each player still gets its own.
    @Test func everySpectatorGetsAMoveInOneMessageListingThemInOrder() {
        var table = T.twoPlayers()
        for id in [7, 5, 9, 6] as [UInt64] { table.send(.watch, from: ConnectionID(id)) }
        table.send(.leave, from: ConnectionID(9))
        let update = table.move(2, from: T.alice)
        expectNoDifference(
            update.messages.map(\.receiver),
            [
                .connection(T.alice), .connection(T.alice), .connection(T.bob),
                .spectators([5, 6, 7].map { ConnectionID($0) }),
            ])
        #expect(update.messages[3].message == update.messages[1].message)
        #expect(table.room.spectators == [5, 6, 7].map { ConnectionID($0) })
        #expect(table.room.viewer(of: ConnectionID(6)) == .spectator)
        #expect(table.room.viewer(of: ConnectionID(9)) == nil)
    }

    @Test func aResentMoveGetsTheSameAcknowledgementAndIsAppliedOnce() {
        var table = T.twoPlayers()
        table.move(2, from: T.alice, id: "m1")
        table.move(1, from: T.bob, id: "n1")
        let resend = table.move(2, from: T.alice, id: "m1", seen: 2)
        expectNoDifference(
            resend, RoomUpdate(messages: [Outbound(T.alice, .moveAccepted(clientMoveID: T.moveID("m1"), sequence: 5))]))
        #expect(table.room.game.movesPlayed == 2)
        let reused = table.move(3, from: T.alice, id: "m1")
        expectNoDifference(reused.messages, [Outbound(T.alice, .error(error: .moveIDReused(T.moveID("m1"))))])
    }

    typealias Setup = @Sendable (inout Table) -> Void
    typealias Ask = @Sendable (Table) -> RoomRequest

    static func move(_ amount: Int, id: String? = nil, seen: Int? = nil) -> Ask {
        { table in
            .move(
                T.add(amount), clientMoveID: T.moveID(id ?? "add\(amount)"),
                lastSeenSequence: seen ?? table.room.sequence)
        }
    }

    static let nothing: Setup = { _ in }

    /// Each refusal: what happens first, who then asks what, and the error they get.
    static let refusals: [(String, Setup, ConnectionID, Ask, ProtocolError)] = [
        (
            "not your turn", nothing, T.bob, move(2),
            .refused(T.refusal(.notYourTurn(toMove: Seat(0))), clientMoveID: T.moveID("add2"))
        ),
        (
            "past ten", { $0.play([3, 3, 2]) }, T.bob, move(3, id: "again"),
            .refused(T.refusal(.pastTen(3, total: 8)), clientMoveID: T.moveID("again"))
        ),
        (
            "out of range", nothing, T.alice, move(4, id: "four"),
            .refused(T.refusal(.notOneToThree(4)), clientMoveID: T.moveID("four"))
        ),
        (
            "game over", { $0.play(T.aliceWins) }, T.bob, move(1, id: "late"),
            ProtocolError(
                code: .gameOver, message: "The round is over.", inReplyTo: .move, clientMoveID: T.moveID("late"))
        ),
        (
            "spectator moves", { $0.send(.watch, from: T.carol) }, T.carol, move(2),
            .spectatorCannotPlay(inReplyTo: .move, clientMoveID: T.moveID("add2"))
        ),
        ("stranger moves", nothing, T.dave, move(2), .notInRoom(inReplyTo: .move)),
        (
            "stale sequence", { $0.move(2, from: T.alice) }, T.bob, move(1, seen: 4),
            .staleSequence(lastSeen: 4, changedAt: 5, clientMoveID: T.moveID("add1"))
        ),
        (
            "bad seat secret", nothing, T.dave,
            { _ in
                var random = SplitMix64(seed: 99)
                return .join(name: T.name("Mallory"), secret: SeatSecret.random(using: &random))
            }, .badSeatSecret(T.id)
        ),
        ("room full", nothing, T.dave, { _ in .join(name: T.name("Dave"), secret: nil) }, .roomFull(T.id)),
        (
            "joined twice", nothing, T.bob, { _ in .join(name: T.name("Bob"), secret: nil) },
            .alreadyInRoom(T.id, inReplyTo: .join)
        ),
        (
            "abort after the second move", { $0.play([1, 2]) }, T.alice, { _ in .abort },
            .tooLateToAbort(movesPlayed: 2)
        ),
        (
            "abort by a spectator", { $0.send(.watch, from: T.carol) }, T.carol, { _ in .abort },
            .spectatorCannotPlay(inReplyTo: .abort, clientMoveID: nil)
        ),
        (
            "claim while the opponent is here", nothing, T.alice, { _ in .claimVictory },
            .victoryNotClaimable(remainingMilliseconds: nil)
        ),
        (
            "claim within the grace period",
            { table in
                table.send(.disconnected, from: T.bob)
                table.now = table.now.adding(milliseconds: 59_000)
            }, T.alice, { _ in .claimVictory }, .victoryNotClaimable(remainingMilliseconds: 1_000)
        ),
        (
            "claim after the round", { $0.play(T.aliceWins) }, T.alice, { _ in .claimVictory },
            .gameOver(inReplyTo: .claimVictory)
        ),
        ("rematch mid-round", nothing, T.alice, { _ in .offerRematch }, .rematchNotAvailable(.playing)),
        (
            "snapshot for a stranger", nothing, T.dave, { _ in .requestSnapshot },
            .notInRoom(inReplyTo: .requestSnapshot)
        ),
        ("leave by a stranger", nothing, T.dave, { _ in .leave }, .notInRoom(inReplyTo: .leave)),
    ]

    @Test(arguments: refusals.indices)
    func refusalsAnswerWithAReasonAndChangeNothing(index: Int) {
        let (name, setup, connection, ask, expected) = Self.refusals[index]
        var table = T.twoPlayers()
        setup(&table)
        let before = table.room
        let update = table.send(ask(table), from: connection)
        #expect(update.records.isEmpty, "\(name)")
        expectNoDifference(update.messages, [Outbound(connection, .error(error: expected))], "\(name)")
        #expect(table.room == before, "\(name)")
    }

    @Test func aMoveBeforeTheOpponentArrivesWaits() {
        var table = T()
        let update = table.move(2, from: T.alice)
        #expect(update.records.isEmpty)
        guard case .error(let error)? = update.messages.first?.message else {
            Issue.record("not refused: \(update.messages)")
            return
        }
        #expect(error.code == .notYourTurn)
    }

    @Test func aWinEndsTheRoundAndScores() {
        var table = T.twoPlayers()
        table.play([1, 1, 2, 3])
        let update = table.move(3, from: T.alice)
        expectNoDifference(
            T.messages(update, to: T.bob).last,
            .event(event: .roundEnded(round: 1, outcome: .won(by: [Seat(0)])), sequence: 10))
        #expect(table.room.score == RoomScore(wins: [1, 0]))
        #expect(table.room.phase == .roundOver)
    }

    @Test func rematchPressedByBothStartsExactlyOneRoundWithTheOtherStarter() {
        var table = T.twoPlayers()
        table.play(T.aliceWins)
        let first = table.send(.offerRematch, from: T.bob)
        expectNoDifference(first.records, [.rematchRequested(seat: Seat(1))])
        let second = table.send(.offerRematch, from: T.alice)
        guard case .roundStarted(2, Seat(1), let seed, _)? = second.records.last else {
            Issue.record("no round started: \(second.records)")
            return
        }
        expectNoDifference(
            second.records,
            [.rematchRequested(seat: Seat(0)), .roundStarted(round: 2, starter: Seat(1), seed: seed, at: Self.at)])
        let again = table.send(.offerRematch, from: T.bob)
        expectNoDifference(again.messages, [Outbound(T.bob, .error(error: .rematchNotAvailable(.playing)))])
        #expect(table.room.round == 2)
        #expect(table.room.score == RoomScore(wins: [1, 0]))
        #expect(table.room.game.seatsToAct == [Seat(1)])
    }

    @Test func aSecondRematchOfferFromTheSameSeatIsRefused() {
        var table = T.twoPlayers()
        table.play(T.aliceWins)
        table.send(.offerRematch, from: T.bob)
        let twice = table.send(.offerRematch, from: T.bob)
        expectNoDifference(twice.messages, [Outbound(T.bob, .error(error: .rematchNotAvailable(.roundOver)))])
    }

    @Test func aDroppedPlayerIsAnnouncedAndMayRejoinWithItsSecret() {
        var table = T.twoPlayers()
        table.send(.watch, from: T.carol)
        let dropped = table.send(.disconnected, from: T.bob)
        let gone = ServerMessage.event(
            event: .playerDisconnected(seat: Seat(1), claimableInMilliseconds: 60_000), sequence: 6)
        expectNoDifference(dropped.messages, [Outbound(T.alice, gone), Outbound(spectators: [T.carol], gone)])
        let back = table.send(.join(name: T.name("ignored"), secret: table.bobSecret), from: T.dave)
        let here = ServerMessage.event(event: .playerReconnected(seat: Seat(1)), sequence: 7)
        expectNoDifference(
            back.messages,
            [
                Outbound(T.alice, here), Outbound(spectators: [T.carol], here),
                Outbound(T.dave, .seated(gameID: T.id, seat: Seat(1), seatSecret: table.bobSecret!)),
                Outbound(T.dave, .snapshot(snapshot: table.room.snapshot(for: .seat(Seat(1)), at: table.now))),
            ])
        #expect(table.room.seat(of: T.dave) == Seat(1))
    }

    @Test func aSecretOfASeatAnotherConnectionHoldsIsRefusedWithoutTakeOver() {
        var table = T.twoPlayers()
        let before = table.room
        let update = table.send(.join(name: T.name("Bob"), secret: table.bobSecret), from: T.dave)
        expectNoDifference(update.messages, [Outbound(T.dave, .error(error: .seatInUse(T.id)))])
        #expect(update.evicted.isEmpty)
        #expect(update.records.isEmpty)
        #expect(table.room == before)
    }

    @Test func aNewConnectionWithTheSecretAndTakeOverTakesTheSeatAndTheOldOneIsTold() {
        var table = T.twoPlayers()
        let update = table.send(.join(name: T.name("Bob"), secret: table.bobSecret, takeOver: true), from: T.dave)
        #expect(update.evicted == [T.bob])
        #expect(update.records.isEmpty)
        #expect(T.messages(update, to: T.bob) == [.error(error: .seatTakenOver(T.id))])
        #expect(
            T.messages(update, to: T.dave).first == .seated(gameID: T.id, seat: Seat(1), seatSecret: table.bobSecret!))
        #expect(table.room.seat(of: T.dave) == Seat(1))
        #expect(table.room.seat(of: T.bob) == nil)
    }

    @Test func oneSecretHolderMayTakeASecondSeatAsANewPlayer() {
        var table = T()
        table.send(.join(name: T.name("Alice"), secret: table.aliceSecret), from: T.bob)
        let update = table.send(.join(name: T.name("Bob"), secret: nil), from: T.bob)
        #expect(table.room.seat(of: T.alice) == Seat(0))
        #expect(table.room.seat(of: T.bob) == Seat(1))
        #expect(table.room.seats[1]?.name == T.name("Bob"))
        #expect(table.room.phase == .playing)
        #expect(update.evicted.isEmpty)
    }

    @Test func afterTheGracePeriodTheRemainingPlayerMayClaim() {
        var table = T.twoPlayers(policy: RoomPolicy(gracePeriodMilliseconds: 5_000))
        table.move(2, from: T.alice)
        table.send(.disconnected, from: T.bob)
        table.now = table.now.adding(milliseconds: 5_000)
        let update = table.send(.claimVictory, from: T.alice)
        expectNoDifference(update.records, [.victoryClaimed(round: 1, seat: Seat(0), outcome: .won(by: [Seat(0)]))])
        expectNoDifference(
            update.messages,
            [
                Outbound(
                    T.alice,
                    .event(event: .victoryClaimed(round: 1, seat: Seat(0), outcome: .won(by: [Seat(0)])), sequence: 7))
            ])
        #expect(table.room.score == RoomScore(wins: [1, 0]))
    }

    @Test func aPlayerWhoLeftMayBeClaimedAtOnce() {
        var table = T.twoPlayers()
        table.send(.leave, from: T.bob)
        #expect(table.send(.claimVictory, from: T.alice).records.count == 1)
    }

    @Test func aPlayerMayAbortBeforeTheSecondMove() {
        var table = T.twoPlayers()
        table.move(2, from: T.alice)
        let update = table.send(.abort, from: T.bob)
        expectNoDifference(update.records, [.aborted(round: 1, seat: Seat(1))])
        #expect(table.room.result == .aborted(seat: Seat(1)))
        #expect(table.room.score == RoomScore(wins: [0, 0]))
    }

    @Test func aRoomRebuiltFromItsRecordsEqualsTheLiveOneLessPresence() throws {
        var table = T.twoPlayers()
        table.send(.watch, from: T.carol)
        table.play(T.aliceWins)
        table.send(.offerRematch, from: T.alice)
        table.send(.offerRematch, from: T.bob)
        table.move(3, from: T.bob, id: "r2")
        let restored = try Room(id: T.id, records: table.records, restoredAt: Moment(milliseconds: 9_000))
        expectNoDifference(Facts(restored), Facts(table.room))
        #expect(restored.sequence == table.records.count)
        #expect(restored.players.isEmpty && restored.spectators.isEmpty)
        #expect(
            restored.away == [
                Seat(0): Absence(since: Moment(milliseconds: 9_000), left: false),
                Seat(1): Absence(since: Moment(milliseconds: 9_000), left: false),
            ])
    }

    /// Everything a room keeps across a restart.
    struct Facts: Equatable {
        var setup: GameSetup, createdAt: Moment, seats: [TakenSeat?], game: AnyGame, round: Int, started: Bool
        var result: RoundResult?, closed: Bool, score: RoomScore, rematchReady: Set<Seat>, sequence: Int
        var gameChangedAt: Int, acknowledged: [Seat: [ClientMoveID: Acknowledgement]], roundStartedAt: Moment
        var origin: RoomOrigin

        init(_ room: Room) {
            origin = room.origin
            (setup, createdAt, seats, game, round, started) =
                (room.setup, room.createdAt, room.seats, room.game, room.round, room.started)
            (result, closed, score, rematchReady, sequence) =
                (room.result, room.closed, room.score, room.rematchReady, room.sequence)
            (gameChangedAt, acknowledged, roundStartedAt) = (room.gameChangedAt, room.acknowledged, room.roundStartedAt)
        }
    }

    @Test(arguments: [
        ([] as [RoomRecord], RoomRecordError.notCreatedFirst),
        ([.rematchRequested(seat: Seat(0))], .notCreatedFirst),
        (
            [.created(setup: T.setup, at: at, origin: .hosted), .created(setup: T.setup, at: at, origin: .hosted)],
            .createdTwice
        ),
        (
            [
                .created(setup: T.setup, at: at, origin: .hosted),
                .roundStarted(round: 1, starter: Seat(0), seed: 0, at: at),
                .moved(seat: Seat(1), move: T.add(2), clientMoveID: T.moveID("x"), at: at),
            ], .refusedMove(T.refusal(.notYourTurn(toMove: Seat(0))))
        ),
    ])
    func recordsThatDescribeNoRoomAreRefused(records: [RoomRecord], error: RoomRecordError) {
        #expect(throws: error) { _ = try Room(id: T.id, records: records, restoredAt: Self.at) }
    }

    @Test func secretsReachOnlyTheirOwnSeat() {
        var table = T.twoPlayers()
        table.send(.watch, from: T.carol)
        table.send(.disconnected, from: T.bob)
        var updates = [table.send(.join(name: T.name("Bob"), secret: table.bobSecret), from: T.bob)]
        table.play(T.aliceWins)
        updates.append(table.send(.requestSnapshot, from: T.carol))
        for outbound in updates.flatMap(\.messages) {
            if case .seated(_, let seat, _) = outbound.message {
                #expect(outbound.connection.flatMap(table.room.seat(of:)) == seat)
            }
        }
    }

    @Test(
        arguments: [
            (false, false, 10_000, true), (false, true, 10_000, true), (false, true, 999, false),
            (false, false, 1_000, true), (true, false, 10_000, false), (true, true, 10_000, false),
        ] as [(Bool, Bool, Int64, Bool)])
    func roomsNobodyJoinedAreStaleAfterTheirTimeWhoeverWaits(
        joined: Bool, creatorLeft: Bool, elapsed: Int64, stale: Bool
    ) {
        let policy = RoomPolicy(staleAfterMilliseconds: 1_000)
        var table = joined ? T.twoPlayers(policy: policy) : T(policy: policy)
        if creatorLeft { table.send(.leave, from: T.alice) }
        #expect(table.room.isStale(at: Moment(milliseconds: 1_000 + elapsed)) == stale)
    }

    @Test func closingTellsEveryoneInTheRoomThenLetsThemGo() {
        var table = T()
        table.send(.watch, from: T.carol)
        let sequence = table.room.sequence + 1
        let update = table.room.close(.expired, at: Self.at)
        expectNoDifference(
            update,
            RoomUpdate(
                records: [.roomClosed(reason: .expired)],
                messages: [
                    Outbound(T.alice, .event(event: .roomClosed(reason: .expired), sequence: sequence)),
                    Outbound(spectators: [T.carol], .event(event: .roomClosed(reason: .expired), sequence: sequence)),
                ],
                evicted: [T.alice, T.carol]))
        #expect(table.room.players.isEmpty && table.room.spectators.isEmpty)
        #expect(table.room.phase == .closed)
        #expect(table.room.sequence == sequence)
        expectNoDifference(table.room.close(.expired, at: Self.at), RoomUpdate())
    }
}
