import ClientCore
import CustomDump
import GameCatalog
import GameCore
import Minesweeper
import Testing
import WireProtocol

/// A co-operative Minesweeper room, ABCD2345: Ann (seat 0) and Bob (seat 1) on a 5x5 board whose five mines
/// wall off column e (d1 to d5), so a reveal of a3 floods columns a to c and leaves the board in play.
enum CoopFixture {
    static let gameID = OnlineFixture.gameID
    static let ann = OnlineFixture.ann
    static let bob = OnlineFixture.bob
    static let cy = try! PlayerName("Cy")
    static let options = try! MinesweeperOptions(rows: 5, columns: 5, mines: 5)
    static let setup = GameSetup.minesweeper(MinesweeperSetup(options: options, maxPlayers: 4))
    static let mines: Set<Cell> = [cell("d1"), cell("d2"), cell("d3"), cell("d4"), cell("d5")]

    static func cell(_ name: String) -> Cell {
        guard let cell = Cell(name: name) else { preconditionFailure("\(name) is not a cell") }
        return cell
    }

    /// The game after `moves`, each by (seat, move), a second apart from 1 s.
    static func game(_ moves: [(Int, Minesweeper.Move)]) -> Minesweeper {
        var game = Minesweeper(options: options, seatCount: 2, mines: mines)
        for (index, (seat, move)) in moves.enumerated() {
            try! game.apply(move, by: Seat(seat), at: GameTime(milliseconds: Int64(index + 1) * 1000))
        }
        return game
    }

    /// The room as `seat` (or a spectator) sees it after `moves`, the server's clock at `clock`.
    static func snapshot(
        seat: Seat?, moves: [(Int, Minesweeper.Move)] = [], sequence: Int = 3, clock: GameTime? = nil,
        phase: RoomPhase = .playing
    ) -> RoomSnapshot {
        RoomSnapshot(
            gameID: gameID, setup: setup, phase: phase, round: 1,
            view: .minesweeper(game(moves).view(for: seat.map(Viewer.seat) ?? .spectator)), yourSeat: seat,
            players: [PlayerInfo(seat: Seat(0), name: ann), PlayerInfo(seat: Seat(1), name: bob)],
            score: RoomScore(seatCount: 4), spectators: 0, lastResult: nil, sequence: sequence, clock: clock)
    }

    /// The `moved` event of the last of `moves`, carrying only what it changed.
    static func moved(_ moves: [(Int, Minesweeper.Move)]) -> RoomEvent {
        let before = game(Array(moves.dropLast()))
        let after = game(moves)
        let (seat, move) = moves.last!
        return .moved(
            seat: Seat(seat), move: .minesweeper(move),
            update: .change(.minesweeper(after.update(since: before, for: .spectator))))
    }

    /// Ann's connected session in the room after `moves`.
    static func session(
        seat: Seat? = Seat(0), moves: [(Int, Minesweeper.Move)] = [], clock: GameTime? = nil
    ) -> OnlineSession {
        var session = OnlineFixture.session(seat == nil ? .watch(gameID) : .join(gameID, secret: nil))
        _ = session.reduce(.received(.snapshot(snapshot: snapshot(seat: seat, moves: moves, clock: clock))))
        return session
    }
}

struct OnlineSessionMinesweeperTests {
    typealias C = CoopFixture

    static let flood: (Int, Minesweeper.Move) = (1, .reveal(C.cell("a3")))

    @Test func aChangeIsAppliedToTheBoardAndToldOnTheEventLine() {
        var session = C.session()
        #expect(
            session.reduce(.received(.event(event: C.moved([Self.flood]), sequence: 4)))
                == [.tick(after: .seconds(1))], "the first reveal starts the clock")
        expectNoDifference(session.minesweeper, C.game([Self.flood]).view(for: .seat(Seat(0))))
        #expect(session.eventLine == "Bob revealed 15 cells from a3")
        #expect(session.room?.sequence == 4)
    }

    @Test func aGapAsksForASnapshotAndLeavesTheBoardAsItWas() {
        var session = C.session()
        let before = session.minesweeper
        #expect(
            session.reduce(.received(.event(event: C.moved([Self.flood]), sequence: 5))) == [.send(.requestSnapshot)])
        #expect(session.minesweeper == before)
        #expect(session.reduce(.received(.event(event: C.moved([Self.flood]), sequence: 6))) == [], "one request")
        _ = session.reduce(.received(.snapshot(snapshot: C.snapshot(seat: Seat(0), moves: [Self.flood], sequence: 6))))
        expectNoDifference(session.minesweeper, C.game([Self.flood]).view(for: .seat(Seat(0))))
        #expect(session.eventLine == "Bob revealed 15 cells from a3", "the snapshot's last change is told")
    }

    @Test func aChangeForABoardNotHeldAsksForASnapshot() {
        var session = OnlineFixture.session(.join(C.gameID, secret: nil))
        var empty = C.snapshot(seat: Seat(0))
        empty.view = nil
        _ = session.reduce(.received(.snapshot(snapshot: empty)))
        #expect(
            session.reduce(.received(.event(event: C.moved([Self.flood]), sequence: 4))) == [.send(.requestSnapshot)])
        #expect(session.minesweeper == nil)
    }

    @Test(arguments: [
        (MinesweeperIntent.flag(C.cell("d1")), Minesweeper.Move.flag(C.cell("d1"), on: true)),
        (.flag(C.cell("d2")), .flag(C.cell("d2"), on: false)),
        (.reveal(C.cell("c3")), .chord(C.cell("c3"))),
        (.reveal(C.cell("e1")), .reveal(C.cell("e1"))),
        (.chord(C.cell("b2")), .chord(C.cell("b2"))),
    ])
    func aKeyBecomesTheMoveItMeansOnThisBoard(_ intent: MinesweeperIntent, _ move: Minesweeper.Move) {
        // NB: after the flood, d2 carries Bob's flag and c3 shows 3.
        var session = C.session(moves: [Self.flood, (1, .flag(C.cell("d2"), on: true))])
        let effects = session.reduce(.minesweeper(intent))
        let sent = effects.compactMap { effect -> AnyMove? in
            guard case .send(.move(let move, _, let sequence)) = effect, sequence == 3 else { return nil }
            return move
        }
        #expect(sent == [.minesweeper(move)])
        #expect(session.boardCursor == move.cell, "the cursor goes where the click acted")
    }

    @Test func aMoveAtTheCursorAndARefusalThatStaysUntilTheNextKey() {
        var session = C.session(moves: [Self.flood])
        #expect(session.boardCursor == C.cell("c3"), "the cursor starts in the middle")
        _ = session.reduce(.minesweeper(.moveCursor(.right)))
        let effects = session.reduce(.minesweeper(.reveal(nil)))
        #expect(
            effects.contains(
                .send(
                    .move(
                        move: .minesweeper(.reveal(C.cell("d3"))), clientMoveID: try! ClientMoveID("t-1"),
                        lastSeenSequence: 3))))
        let refusal = ProtocolError(
            code: .illegalMove, message: "d3 is flagged by seat 1: take the flag off before revealing it.",
            violation: .minesweeper(.protectedByFlag(C.cell("d3"), by: Seat(1))))
        _ = session.reduce(.received(.error(error: refusal)))
        #expect(session.notice == "d3 is flagged by Bob: take the flag off before revealing it.")
        _ = session.reduce(
            .received(.event(event: C.moved([Self.flood, (1, .flag(C.cell("d2"), on: true))]), sequence: 4)))
        #expect(
            session.notice == "d3 is flagged by Bob: take the flag off before revealing it.",
            "a teammate's move does not wipe it")
        #expect(session.eventLine == "Bob flagged d2")
        _ = session.reduce(.minesweeper(.moveCursor(.left)))
        #expect(session.notice == nil)
    }

    @Test func theCursorIsSharedAtMostOnceAPauseAndTheLatestWins() {
        var session = OnlineFixture.session(.join(C.gameID, secret: nil))
        let point = { (name: String) in
            ClientMessage.pointer(at: BoardPoint(row: C.cell(name).row, column: C.cell(name).column))
        }
        let pause = OnlineEffect.pointerPause(after: OnlineSession.pointerPause)
        #expect(
            session.reduce(.received(.snapshot(snapshot: C.snapshot(seat: Seat(0))))) == [.send(point("c3")), pause],
            "the cursor is shown to the others as soon as the board comes")
        #expect(session.reduce(.pointerPauseEnded) == [])
        #expect(
            session.reduce(.minesweeper(.moveCursor(.right)))
                == [.send(point("d3")), .pointerPause(after: OnlineSession.pointerPause)])
        #expect(session.reduce(.minesweeper(.moveCursor(.right))) == [])
        #expect(session.reduce(.minesweeper(.moveCursor(.down))) == [])
        #expect(
            session.reduce(.pointerPauseEnded) == [
                .send(point("e4")), .pointerPause(after: OnlineSession.pointerPause),
            ])
        #expect(session.reduce(.pointerPauseEnded) == [], "a cursor at rest sends nothing")
        #expect(session.reduce(.minesweeper(.moveCursor(.down))).first == .send(point("e5")))
        _ = session.reduce(.minesweeper(.moveCursor(.up)))
        _ = session.reduce(.minesweeper(.moveCursor(.down)))
        #expect(session.reduce(.pointerPauseEnded) == [], "back where it was last sent")
    }

    @Test func aSpectatorMovesTheirCursorButSendsNothing() {
        var session = C.session(seat: nil)
        #expect(session.reduce(.minesweeper(.moveCursor(.left))) == [])
        #expect(session.boardCursor == C.cell("b3"))
        #expect(session.reduce(.minesweeper(.reveal(nil))) == [])
        #expect(session.notice == "You are watching: only the players move.")
    }

    @Test func teammatesCursorsComeAndGo() {
        var session = C.session()
        _ = session.reduce(.received(.pointer(seat: Seat(1), at: BoardPoint(row: 4, column: 0))))
        _ = session.reduce(.received(.pointer(seat: Seat(0), at: BoardPoint(row: 1, column: 1))))
        _ = session.reduce(.received(.pointer(seat: Seat(2), at: BoardPoint(row: 9, column: 9))))
        #expect(session.cursors == [Seat(1): C.cell("a5")], "not this person's own, nor one off the board")
        _ = session.reduce(.received(.pointer(seat: Seat(1), at: nil)))
        #expect(session.cursors == [:])
        _ = session.reduce(.received(.pointer(seat: Seat(1), at: BoardPoint(row: 0, column: 1))))
        _ = session.reduce(
            .received(.event(event: .playerLeft(seat: Seat(1), claimableInMilliseconds: nil), sequence: 4)))
        #expect(session.cursors == [:])
        #expect(session.eventLine == "Bob left")
    }

    @Test func aPlayerJoinsARoundUnderWay() {
        var session = C.session(moves: [Self.flood])
        _ = session.reduce(.received(.event(event: .playerJoined(seat: Seat(2), name: C.cy), sequence: 4)))
        #expect(session.room?.players.map(\.name) == [C.ann, C.bob, C.cy])
        #expect(session.eventLine == "Cy joined")
        #expect(session.status == .boardInPlay)
    }

    @Test func oneAskStartsANewBoardAndSaysWho() {
        let hit: [(Int, Minesweeper.Move)] = [Self.flood, (1, .reveal(C.cell("d1")))]
        var session = C.session()
        _ = session.reduce(.received(.event(event: C.moved([Self.flood]), sequence: 4)))
        _ = session.reduce(.received(.event(event: C.moved(hit), sequence: 5)))
        #expect(session.eventLine == "Bob hit the mine at d1")
        #expect(session.status == .mineHit(name: "Bob"))
        _ = session.reduce(.received(.event(event: .roundEnded(round: 1, outcome: .lostByAll), sequence: 6)))
        #expect(session.reduce(.minesweeper(.reveal(nil))) == [])
        #expect(session.notice == "The board is over: press n for a new board.")
        #expect(session.reduce(.minesweeper(.newBoard)) == [.send(.offerRematch)])
        #expect(session.rematchOffer == nil, "nobody waits for the others to agree")
        _ = session.reduce(.received(.event(event: .rematchRequested(seat: Seat(1)), sequence: 7)))
        let fresh = AnyView.minesweeper(C.game([]).view(for: .seat(Seat(0))))
        _ = session.reduce(
            .received(.event(event: .roundStarted(round: 2, starter: Seat(0), view: fresh), sequence: 8)))
        #expect(session.eventLine == "Bob started a new board")
        #expect(session.status == .boardInPlay)
        #expect(session.elapsed == .start)
    }

    @Test func whoEndedTheBoardStaysInSightWhilePlayersComeAndGo() {
        let hit: [(Int, Minesweeper.Move)] = [Self.flood, (1, .reveal(C.cell("d1")))]
        var session = C.session()
        _ = session.reduce(
            .received(.event(event: .playerDisconnected(seat: Seat(1), claimableInMilliseconds: nil), sequence: 4)))
        #expect(session.eventLine == "Bob is away", "a quit that keeps the seat and a drop look the same")
        _ = session.reduce(.received(.event(event: .playerReconnected(seat: Seat(1)), sequence: 5)))
        #expect(session.eventLine == "Bob is back")
        _ = session.reduce(.received(.event(event: C.moved([Self.flood]), sequence: 6)))
        _ = session.reduce(.received(.event(event: C.moved(hit), sequence: 7)))
        _ = session.reduce(.received(.event(event: .roundEnded(round: 1, outcome: .lostByAll), sequence: 8)))
        let presence: [(RoomEvent, String)] = [
            (.playerDisconnected(seat: Seat(1), claimableInMilliseconds: nil), "Bob is away"),
            (.playerReconnected(seat: Seat(1)), "Bob is back"),
            (.playerJoined(seat: Seat(2), name: C.cy), "Cy joined"),
            (.playerLeft(seat: Seat(2), claimableInMilliseconds: nil), "Cy left"),
        ]
        for (offset, (event, said)) in presence.enumerated() {
            _ = session.reduce(.received(.event(event: event, sequence: 9 + offset)))
            #expect(session.eventLine == "Bob hit the mine at d1 · \(said)")
        }
        #expect(session.status == .mineHit(name: "Bob"))
        _ = session.reduce(.received(.event(event: .rematchRequested(seat: Seat(0)), sequence: 13)))
        let fresh = AnyView.minesweeper(C.game([]).view(for: .seat(Seat(0))))
        _ = session.reduce(
            .received(.event(event: .roundStarted(round: 2, starter: Seat(0), view: fresh), sequence: 14)))
        _ = session.reduce(.received(.event(event: .playerReconnected(seat: Seat(1)), sequence: 15)))
        #expect(session.eventLine == "Bob is back", "a new board lets the ending go")
    }

    /// The line after Bob went away and the server restarted: (the moves, Bob's connection in the snapshot Ann
    /// gets when she is back, the line then).
    static let linesAfterARestart: [([(Int, Minesweeper.Move)], ConnectionState, String?)] = [
        ([], .connected, nil),
        ([], .disconnected, "Bob is away"),
        ([Self.flood], .connected, "Bob revealed 15 cells from a3"),
        ([Self.flood], .left, "Bob revealed 15 cells from a3"),
        ([Self.flood, (1, .reveal(C.cell("d1")))], .connected, "Bob hit the mine at d1"),
        ([Self.flood, (1, .reveal(C.cell("d1")))], .disconnected, "Bob hit the mine at d1 · Bob is away"),
    ]

    @Test(arguments: linesAfterARestart)
    func aSnapshotAfterARestartCorrectsWhoTheLineSaysIsAway(
        _ moves: [(Int, Minesweeper.Move)], _ bob: ConnectionState, _ line: String?
    ) {
        var session = C.session(moves: moves)
        _ = session.reduce(
            .received(.event(event: .playerDisconnected(seat: Seat(1), claimableInMilliseconds: nil), sequence: 4)))
        #expect(session.eventLine?.hasSuffix("Bob is away") == true)
        // NB: the server restarts; Bob takes his seat back before Ann does, so Ann never sees "Bob is back".
        _ = session.reduce(.disconnected(reason: "closed (1001) server shutting down"))
        _ = session.reduce(.connected)
        var snapshot = C.snapshot(seat: Seat(0), moves: moves, sequence: 6)
        snapshot.players[1].connection = bob
        _ = session.reduce(.received(.snapshot(snapshot: snapshot)))
        #expect(session.eventLine == line)
    }

    /// Keys of no meaning and cursor moves on a finished board say how to go on; during the board they say nothing.
    @Test func keysOnAFinishedBoardSayHowToGoOn() {
        var session = C.session(moves: [Self.flood])
        _ = session.reduce(.minesweeper(.unboundKey))
        _ = session.reduce(.minesweeper(.moveCursor(.down)))
        #expect(session.notice == nil)
        let hit: [(Int, Minesweeper.Move)] = [Self.flood, (1, .reveal(C.cell("d1")))]
        session = C.session(moves: hit)
        _ = session.reduce(.received(.event(event: .roundEnded(round: 1, outcome: .lostByAll), sequence: 4)))
        #expect(session.notice == nil)
        var moved = session
        _ = session.reduce(.minesweeper(.unboundKey))
        #expect(session.notice == "The board is over: press n for a new board.")
        _ = moved.reduce(.minesweeper(.moveCursor(.down)))
        #expect(moved.notice == "The board is over: press n for a new board.")
    }

    @Test func aTeammatesNewBoardEndsTheRefusalThatAskedForOne() {
        let hit: [(Int, Minesweeper.Move)] = [Self.flood, (1, .reveal(C.cell("d1")))]
        var session = C.session(moves: hit)
        _ = session.reduce(.received(.event(event: .roundEnded(round: 1, outcome: .lostByAll), sequence: 4)))
        _ = session.reduce(.minesweeper(.reveal(nil)))
        #expect(session.notice == "The board is over: press n for a new board.")
        _ = session.reduce(.received(.event(event: .rematchRequested(seat: Seat(1)), sequence: 5)))
        #expect(session.notice == "The board is over: press n for a new board.", "still true until it starts")
        let fresh = AnyView.minesweeper(C.game([]).view(for: .seat(Seat(0))))
        _ = session.reduce(
            .received(.event(event: .roundStarted(round: 2, starter: Seat(0), view: fresh), sequence: 6)))
        #expect(session.notice == nil)
        #expect(session.eventLine == "Bob started a new board")
    }

    @Test func aNewBoardAskedForDuringABoardSaysWhenItCan() {
        var session = C.session(moves: [Self.flood])
        #expect(session.reduce(.minesweeper(.newBoard)) == [])
        #expect(session.notice == "n starts a new board once this one is over.")
    }

    @Test func nothingToClaimOrAbortTogether() {
        var session = C.session()
        #expect(!session.canAbort)
        #expect(session.reduce(.abortRequested) == [])
        #expect(session.notice == "A shared board cannot be aborted: q leaves and keeps your seat.")
        #expect(session.reduce(.claimRequested) == [])
        #expect(session.notice == "Nothing to claim: the board is won or lost by everyone together.")
    }

    @Test func theClockStartsFromTheServersAndTicksOnlyWhileItRuns() {
        // NB: the flood was the first reveal, at 1 s of the round; the server's clock says 3.4 s now.
        var session = OnlineFixture.session(.join(C.gameID, secret: nil))
        let effects = session.reduce(
            .received(
                .snapshot(snapshot: C.snapshot(seat: Seat(0), moves: [Self.flood], clock: GameTime(milliseconds: 3400)))
            ))
        #expect(session.elapsed == GameTime(milliseconds: 2400))
        #expect(effects.contains(.tick(after: .milliseconds(600))), "woken as the shown second turns")
        #expect(session.reduce(.ticked).contains(.tick(after: .seconds(1))))
        #expect(session.elapsed == GameTime(milliseconds: 3000))
        let lost = [Self.flood, (1, Minesweeper.Move.reveal(C.cell("d1")))]
        #expect(session.reduce(.received(.event(event: C.moved(lost), sequence: 4))) == [])
        _ = session.reduce(.ticked)
        #expect(session.elapsed == GameTime(milliseconds: 1000), "the board's end time, from its first reveal")
        #expect(session.reduce(.received(.event(event: .spectatorsChanged(count: 1), sequence: 5))) == [])
    }

    @Test func anUnstartedBoardAsksForNoTimer() {
        var session = OnlineFixture.session(.join(C.gameID, secret: nil))
        let effects = session.reduce(
            .received(.snapshot(snapshot: C.snapshot(seat: Seat(0), clock: GameTime(milliseconds: 9000)))))
        #expect(!effects.contains { if case .tick = $0 { true } else { false } })
        #expect(session.elapsed == .start)
        let started = session.reduce(.received(.event(event: C.moved([Self.flood]), sequence: 4)))
        #expect(started.contains(.tick(after: .seconds(1))), "the first reveal starts it at 0")
    }
}
