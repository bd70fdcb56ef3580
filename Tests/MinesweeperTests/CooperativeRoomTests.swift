import CustomDump
import GameCatalog
import GameCore
import Minesweeper
import ServerCore
import Testing
import WireProtocol

/// Rooms of a co-operative kind (Minesweeper): any number of seats, everyone moving at once, no claims.
@Suite struct CooperativeRoomTests {
    static let id = try! GameID("MNPQRSTV")
    static let ann = ConnectionID(1)
    static let bob = ConnectionID(2)
    static let cy = ConnectionID(3)
    static let dee = ConnectionID(4)
    static let options = MinesweeperPreset.beginner.options
    static let setup = GameSetup.minesweeper(MinesweeperSetup(options: options, maxPlayers: 3))
    static let e5 = Cell(name: "e5")!

    /// A Minesweeper room Ann hosted at t=1000, with fixed randomness.
    struct Board {
        var room: Room
        var random = SplitMix64(seed: 11)
        var records: [RoomRecord]
        var now = Moment(milliseconds: 1_000)
        var moves = 0

        init() {
            var random = SplitMix64(seed: 11)
            let (room, update) = Room.create(
                id: id, setup: setup, origin: .hosted, name: try! PlayerName("Ann"), by: ann, at: now,
                random: &random)
            self.room = room
            self.random = random
            records = update.records
        }

        @discardableResult
        mutating func send(_ request: RoomRequest, from connection: ConnectionID) -> RoomUpdate {
            let update = room.handle(request, from: connection, at: now, random: &random)
            records += update.records
            return update
        }

        /// Sends `move`, chosen at `seen` (the room's sequence unless given), under a new client move ID.
        @discardableResult
        mutating func play(_ move: Minesweeper.Move, from connection: ConnectionID, seen: Int? = nil) -> RoomUpdate {
            moves += 1
            return send(
                .move(
                    .minesweeper(move), clientMoveID: try! ClientMoveID("m\(moves)"),
                    lastSeenSequence: seen ?? room.sequence),
                from: connection)
        }

        var game: Minesweeper {
            guard let game = room.game.minesweeper else { preconditionFailure("not a Minesweeper room") }
            return game
        }
    }

    static func errors(_ update: RoomUpdate) -> [ProtocolError] {
        update.messages.compactMap { if case .error(let error) = $0.message { error } else { nil } }
    }

    @Test func theHostStartsClearingAtOnce() {
        let board = Board()
        guard case .roundStarted(1, Seat(0), _, Moment(milliseconds: 1_000))? = board.records.last else {
            Issue.record("round 1 did not start on creation: \(board.records)")
            return
        }
        #expect(board.records.count == 3)
        #expect(board.room.phase == .playing)
        #expect(board.room.seats.count == 3)
        #expect(!board.room.isStale(at: Moment(milliseconds: 1_000_000_000)), "a started room is never reaped")
        let snapshot = board.room.snapshot(for: .seat(Seat(0)), at: Moment(milliseconds: 3_500))
        #expect(snapshot.clock == GameTime(milliseconds: 2_500))
        #expect(snapshot.view == .minesweeper(MinesweeperView(options: Self.options, seatCount: 3)))
    }

    @Test func aPlayerJoinsTheBoardWhileItIsBeingCleared() {
        var board = Board()
        board.play(.reveal(Self.e5), from: Self.ann)
        let update = board.send(.join(name: try! PlayerName("Bob"), secret: nil), from: Self.bob)
        #expect(update.records.count == 1, "a seat, and no new round: \(update.records)")
        #expect(
            update.messages.first
                == Outbound(
                    Self.ann, .event(event: .playerJoined(seat: Seat(1), name: try! PlayerName("Bob")), sequence: 5)))
        guard case .snapshot(let snapshot)? = update.messages.last?.message else {
            Issue.record("Bob got no snapshot")
            return
        }
        #expect(snapshot.view == board.room.game.view(for: .seat(Seat(1))))
        #expect(snapshot.yourSeat == Seat(1))
    }

    @Test func everyoneMovesAtOnceInArrivalOrderAndALateDuplicateIsRefusedHarmlessly() {
        var board = Board()
        board.play(.reveal(Self.e5), from: Self.ann)
        board.send(.join(name: try! PlayerName("Bob"), secret: nil), from: Self.bob)
        let seen = board.room.sequence
        let hidden = board.game.view(for: .spectator).cells.filter { board.game[$0] == .hidden }
        // NB: both chose at the same sequence; Bob's flag lands first, and Ann's move is still accepted.
        #expect(Self.errors(board.play(.flag(hidden[0], on: true), from: Self.bob, seen: seen)).isEmpty)
        #expect(Self.errors(board.play(.flag(hidden[1], on: true), from: Self.ann, seen: seen)).isEmpty)
        let records = board.records.count
        let refused = board.play(.reveal(Self.e5), from: Self.bob, seen: seen)
        expectNoDifference(
            Self.errors(refused),
            [.refused(.minesweeper(.alreadyRevealed(Self.e5)), clientMoveID: try! ClientMoveID("m4"))])
        let flagged = board.play(.reveal(hidden[0]), from: Self.ann)
        #expect(
            Self.errors(flagged).map(\.violation) == [.minesweeper(.protectedByFlag(hidden[0], by: Seat(1)))])
        #expect(board.records.count == records, "refusals store nothing")
        #expect(board.room.phase == .playing)
    }

    @Test func aMoveChosenBeforeTheRoundStartedIsStale() {
        var board = Board()
        board.play(.reveal(Self.e5), from: Self.ann)
        board.play(.reveal(board.game.mines[0]), from: Self.ann)
        #expect(board.room.phase == .roundOver)
        let oldSequence = board.room.sequence
        board.send(.offerRematch, from: Self.ann)
        let update = board.play(.reveal(Self.e5), from: Self.ann, seen: oldSequence)
        #expect(Self.errors(update).map(\.code) == [.staleSequence])
    }

    @Test func oneRequestStartsTheNextBoardForEveryone() {
        var board = Board()
        board.send(.join(name: try! PlayerName("Bob"), secret: nil), from: Self.bob)
        board.play(.reveal(Self.e5), from: Self.ann)
        board.play(.reveal(board.game.mines[0]), from: Self.bob)
        #expect(board.room.result == .finished(outcome: .lostByAll))
        #expect(board.room.score == RoomScore(wins: [0, 0, 0], sharedLosses: 1))
        let update = board.send(.offerRematch, from: Self.bob)
        guard update.records.count == 2, case .roundStarted(2, _, _, _) = update.records[1] else {
            Issue.record("no new board: \(update.records)")
            return
        }
        #expect(update.records[0] == .rematchRequested(seat: Seat(1)))
        #expect(board.room.phase == .playing)
        #expect(board.game.movesPlayed == 0)
    }

    /// Reveals every safe cell, as whoever `connection` is, until the board is won.
    static func clear(_ board: inout Board, by connection: ConnectionID) {
        for row in 0..<options.rows {
            for column in 0..<options.columns where board.room.phase == .playing {
                let cell = Cell(row: row, column: column)
                if !board.game.mines.contains(cell) { board.play(.reveal(cell), from: connection) }
            }
        }
    }

    @Test func aWonBoardIsCreditedToTheSeatedPlayersOnlyAndEmptySeatsNeverStart() throws {
        var board = Board()
        board.play(.reveal(Self.e5), from: Self.ann)
        Self.clear(&board, by: Self.ann)
        #expect(board.room.result == .finished(outcome: .won(by: [Seat(0)])))
        for _ in 0..<2 {
            let next = board.send(.offerRematch, from: Self.ann)
            guard case .roundStarted(_, let starter, _, _)? = next.records.last else {
                Issue.record("no new board: \(next.records)")
                return
            }
            #expect(starter == Seat(0))
            board.play(.reveal(Self.e5), from: Self.ann)
            Self.clear(&board, by: Self.ann)
        }
        #expect(board.room.score == RoomScore(wins: [3, 0, 0]))
        board.send(.join(name: try! PlayerName("Bob"), secret: nil), from: Self.bob)
        board.send(.offerRematch, from: Self.ann)
        board.play(.reveal(Self.e5), from: Self.bob)
        Self.clear(&board, by: Self.bob)
        #expect(board.room.result == .finished(outcome: .won(by: [Seat(0), Seat(1)])))
        #expect(board.room.score == RoomScore(wins: [4, 1, 0]))
        let rebuilt = try Room(id: Self.id, records: board.records, restoredAt: board.now)
        #expect(rebuilt.score == board.room.score)
    }

    @Test func aRoomStoredWithEmptySeatsCreditedKeepsWhatItRecorded() throws {
        var board = Board()
        board.play(.reveal(Self.e5), from: Self.ann)
        Self.clear(&board, by: Self.ann)
        var records = board.records
        guard case .roundEnded(let round, _)? = records.last else {
            Issue.record("the board did not end: \(records)")
            return
        }
        records[records.count - 1] = .roundEnded(round: round, outcome: .won(by: [Seat(0), Seat(1), Seat(2)]))
        let stored = try Room(id: Self.id, records: records, restoredAt: board.now)
        #expect(stored.score == RoomScore(wins: [1, 1, 1]))
    }

    @Test func nobodyClaimsACooperativeRoundAndLeavingAbandonsNothing() {
        var board = Board()
        board.send(.join(name: try! PlayerName("Bob"), secret: nil), from: Self.bob)
        board.play(.reveal(Self.e5), from: Self.ann)
        let left = board.send(.leave, from: Self.bob)
        #expect(
            left.messages.map(\.message) == [
                .event(event: .playerLeft(seat: Seat(1), claimableInMilliseconds: nil), sequence: 6)
            ])
        expectNoDifference(Self.errors(board.send(.claimVictory, from: Self.ann)), [.nothingToClaimTogether])
        #expect(board.room.phase == .playing)
        let hidden = board.game.view(for: .spectator).cells.first { board.game[$0] == .hidden }!
        #expect(Self.errors(board.play(.flag(hidden, on: true), from: Self.ann)).isEmpty, "Ann plays on")
        #expect(board.room.snapshot(for: .spectator, at: board.now).players[1].claimableInMilliseconds == nil)
    }

    @Test func aFullCooperativeRoomRefusesAFourthPlayer() {
        var board = Board()
        board.send(.join(name: try! PlayerName("Bob"), secret: nil), from: Self.bob)
        board.send(.join(name: try! PlayerName("Cy"), secret: nil), from: Self.cy)
        #expect(
            Self.errors(board.send(.join(name: try! PlayerName("Dee"), secret: nil), from: Self.dee)) == [
                .roomFull(Self.id)
            ])
    }

    @Test func theRoomRebuildsFromItsRecordsSeedAndMoveTimesIncluded() throws {
        var board = Board()
        board.now = Moment(milliseconds: 2_200)
        board.play(.reveal(Self.e5), from: Self.ann)
        board.send(.join(name: try! PlayerName("Bob"), secret: nil), from: Self.bob)
        board.now = Moment(milliseconds: 7_900)
        let hidden = board.game.view(for: .spectator).cells.first { board.game[$0] == .hidden }!
        board.play(.flag(hidden, on: true), from: Self.bob)
        guard
            case .roundStarted(_, _, let seed, _)? = board.records.first(where: {
                if case .roundStarted = $0 { true } else { false }
            })
        else {
            Issue.record("no roundStarted record")
            return
        }
        #expect(board.game.seed == seed.low, "the seed is stored in roundStarted")
        let restored = try Room(id: Self.id, records: board.records, restoredAt: Moment(milliseconds: 9_000))
        expectNoDifference(restored.game, board.room.game)
        #expect(board.game.startedAt == GameTime(milliseconds: 1_200))
    }
}
