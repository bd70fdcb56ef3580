import ClientCore
import CustomDump
import GameCatalog
import GameCore
import Minesweeper
import MinesweeperPlay
import TestGames
import Testing
import WireProtocol

extension OnlineSession {
    /// The board of the room's current or last round.
    var board: MinesweeperView? { room?.view?.minesweeper }
    /// The person's cursor on it.
    var cursor: Cell? { clientState?.state(of: MinesweeperPlay.self)?.cursor }
}

/// A co-operative Minesweeper room, ABCD2345: Ann (seat 0) and Bob (seat 1) on a 5x5 board whose five mines
/// wall off column e (d1 to d5), so a reveal of a3 floods columns a to c and leaves the board in play.
enum CoopFixture {
    static let gameID = try! GameID("ABCD2345")
    static let ann = try! PlayerName("Ann")
    static let bob = try! PlayerName("Bob")
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

    /// Ann's session, connected, before the room arrives.
    static func connected(_ intent: OnlineIntent) -> OnlineSession {
        var session = OnlineSession(
            intent: intent, name: ann, clientVersion: "t", moveIDPrefix: "t", plays: TestGames.plays)
        _ = session.start()
        _ = session.reduce(.connected)
        // NB: the spinner's tick, pending since start(), goes off; only then may another timer be asked for.
        _ = session.reduce(.ticked())
        return session
    }

    /// A key, click or typed command on the board.
    static func act(_ intent: MinesweeperPlay.Intent) -> OnlineAction {
        .play(PlayIntent(MinesweeperPlay.self, intent))
    }

    /// Ann's connected session in the room after `moves`.
    static func session(
        seat: Seat? = Seat(0), moves: [(Int, Minesweeper.Move)] = [], clock: GameTime? = nil
    ) -> OnlineSession {
        var session = connected(seat == nil ? .watch(gameID) : .join(gameID, secret: nil))
        _ = session.reduce(.received(.snapshot(snapshot: snapshot(seat: seat, moves: moves, clock: clock))))
        return session
    }
}

struct OnlineMinesweeperSessionTests {
    typealias C = CoopFixture

    static let flood: (Int, Minesweeper.Move) = (1, .reveal(C.cell("a3")))

    @Test func aChangeIsAppliedToTheBoard() {
        var session = C.session()
        #expect(
            session.reduce(.received(.event(event: C.moved([Self.flood]), sequence: 4)))
                == [.tick(after: .seconds(1))], "the first reveal starts the clock")
        expectNoDifference(session.board, C.game([Self.flood]).view(for: .seat(Seat(0))))
        #expect(session.room?.sequence == 4)
    }

    @Test func aGapAsksForASnapshotAndLeavesTheBoardAsItWas() {
        var session = C.session()
        let before = session.board
        #expect(
            session.reduce(.received(.event(event: C.moved([Self.flood]), sequence: 5))) == [.send(.requestSnapshot)])
        #expect(session.board == before)
        #expect(session.reduce(.received(.event(event: C.moved([Self.flood]), sequence: 6))) == [], "one request")
        _ = session.reduce(.received(.snapshot(snapshot: C.snapshot(seat: Seat(0), moves: [Self.flood], sequence: 6))))
        expectNoDifference(session.board, C.game([Self.flood]).view(for: .seat(Seat(0))))
    }

    @Test func aChangeForABoardNotHeldAsksForASnapshot() {
        var session = C.connected(.join(C.gameID, secret: nil))
        var empty = C.snapshot(seat: Seat(0))
        empty.view = nil
        _ = session.reduce(.received(.snapshot(snapshot: empty)))
        #expect(
            session.reduce(.received(.event(event: C.moved([Self.flood]), sequence: 4))) == [.send(.requestSnapshot)])
        #expect(session.board == nil)
    }

    @Test(arguments: [
        (MinesweeperPlay.Intent.flag(C.cell("d1")), Minesweeper.Move.flag(C.cell("d1"), on: true)),
        (.flag(C.cell("d2")), .flag(C.cell("d2"), on: false)),
        (.reveal(C.cell("c3")), .chord(C.cell("c3"))),
        (.reveal(C.cell("e1")), .reveal(C.cell("e1"))),
        (.chord(C.cell("b2")), .chord(C.cell("b2"))),
        (.setFlag(C.cell("d2"), on: false), .flag(C.cell("d2"), on: false)),
    ])
    func aKeyBecomesTheMoveItMeansOnThisBoard(_ intent: MinesweeperPlay.Intent, _ move: Minesweeper.Move) {
        // NB: after the flood, d2 carries Bob's flag and c3 shows 3.
        var session = C.session(moves: [Self.flood, (1, .flag(C.cell("d2"), on: true))])
        let effects = session.reduce(C.act(intent))
        let sent = effects.compactMap { effect -> AnyMove? in
            guard case .send(.move(let move, _, let sequence)) = effect, sequence == 3 else { return nil }
            return move
        }
        #expect(sent == [.minesweeper(move)])
        #expect(session.cursor == move.cell, "the cursor goes where the click acted")
    }

    @Test func aMoveAtTheCursorAndARefusalThatStaysUntilTheNextKey() {
        var session = C.session(moves: [Self.flood])
        #expect(session.cursor == C.cell("c3"), "the cursor starts in the middle")
        _ = session.reduce(C.act(.moveCursor(.right)))
        let effects = session.reduce(C.act(.reveal(nil)))
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
        _ = session.reduce(C.act(.moveCursor(.left)))
        #expect(session.notice == nil)
    }

    @Test func theCursorIsSharedAtMostOnceAPauseAndTheLatestWins() {
        var session = C.connected(.join(C.gameID, secret: nil))
        let point = { (name: String) in
            ClientMessage.pointer(at: BoardPoint(row: C.cell(name).row, column: C.cell(name).column))
        }
        let pause = OnlineEffect.pointerPause(after: OnlineSession.pointerPause)
        #expect(
            session.reduce(.received(.snapshot(snapshot: C.snapshot(seat: Seat(0))))) == [.send(point("c3")), pause],
            "the cursor is shown to the others as soon as the board comes")
        #expect(session.reduce(.pointerPauseEnded) == [])
        #expect(session.reduce(C.act(.moveCursor(.right))) == [.send(point("d3")), pause])
        #expect(session.reduce(C.act(.moveCursor(.right))) == [])
        #expect(session.reduce(C.act(.moveCursor(.down))) == [])
        #expect(session.reduce(.pointerPauseEnded) == [.send(point("e4")), pause])
        #expect(session.reduce(.pointerPauseEnded) == [], "a cursor at rest sends nothing")
        #expect(session.reduce(C.act(.moveCursor(.down))).first == .send(point("e5")))
        _ = session.reduce(C.act(.moveCursor(.up)))
        _ = session.reduce(C.act(.moveCursor(.down)))
        #expect(session.reduce(.pointerPauseEnded) == [], "back where it was last sent")
    }

    @Test func aSpectatorSendsNothing() {
        var session = C.session(seat: nil)
        #expect(session.reduce(C.act(.moveCursor(.left))) == [])
        #expect(session.reduce(C.act(.reveal(nil))) == [])
        #expect(session.notice == "You are watching: only the players move.")
    }

    @Test func teammatesPointersComeAndGo() {
        var session = C.session()
        _ = session.reduce(.received(.pointer(seat: Seat(1), at: BoardPoint(row: 4, column: 0))))
        _ = session.reduce(.received(.pointer(seat: Seat(0), at: BoardPoint(row: 1, column: 1))))
        #expect(session.pointers == [Seat(1): BoardPoint(row: 4, column: 0)], "not this person's own")
        _ = session.reduce(.received(.pointer(seat: Seat(1), at: nil)))
        #expect(session.pointers == [:])
        _ = session.reduce(.received(.pointer(seat: Seat(1), at: BoardPoint(row: 0, column: 1))))
        _ = session.reduce(
            .received(.event(event: .playerLeft(seat: Seat(1), claimableInMilliseconds: nil), sequence: 4)))
        #expect(session.pointers == [:])
        #expect(session.roomLine == "Bob left")
    }

    @Test func aPlayerJoinsARoundUnderWay() {
        var session = C.session(moves: [Self.flood])
        _ = session.reduce(.received(.event(event: .playerJoined(seat: Seat(2), name: C.cy), sequence: 4)))
        #expect(session.room?.players.map(\.name) == [C.ann, C.bob, C.cy])
        #expect(session.roomLine == "Cy joined")
        #expect(session.status == .playingTogether)
        #expect(session.canMove && !session.isYourMove, "everyone may act, and nobody is rung for")
    }

    @Test func oneAskStartsANewBoardAndSaysWho() {
        let hit: [(Int, Minesweeper.Move)] = [Self.flood, (1, .reveal(C.cell("d1")))]
        var session = C.session()
        _ = session.reduce(.received(.event(event: C.moved([Self.flood]), sequence: 4)))
        _ = session.reduce(.received(.event(event: C.moved(hit), sequence: 5)))
        #expect(session.status == .game("Bob hit a mine"))
        _ = session.reduce(.received(.event(event: .roundEnded(round: 1, outcome: .lostByAll), sequence: 6)))
        #expect(session.status == .game("Bob hit a mine"))
        #expect(session.reduce(C.act(.reveal(nil))) == [])
        #expect(session.notice == "The board is over: press n for a new board.")
        #expect(session.reduce(.rematchRequested) == [.send(.offerRematch)])
        #expect(session.rematchOffer == nil, "nobody waits for the others to agree")
        _ = session.reduce(.received(.event(event: .rematchRequested(seat: Seat(1)), sequence: 7)))
        let fresh = AnyView.minesweeper(C.game([]).view(for: .seat(Seat(0))))
        _ = session.reduce(
            .received(.event(event: .roundStarted(round: 2, starter: Seat(0), view: fresh), sequence: 8)))
        #expect(session.roomLine == "Bob started a new board")
        #expect(session.status == .playingTogether)
        #expect(session.roundTime == .start)
    }

    @Test func whoCameOrWentIsSaidUntilTheNextMove() {
        var session = C.session()
        _ = session.reduce(
            .received(.event(event: .playerDisconnected(seat: Seat(1), claimableInMilliseconds: nil), sequence: 4)))
        #expect(session.roomLine == "Bob is away", "a quit that keeps the seat and a drop look the same")
        _ = session.reduce(.received(.event(event: .playerReconnected(seat: Seat(1)), sequence: 5)))
        #expect(session.roomLine == "Bob is back")
        _ = session.reduce(.received(.event(event: C.moved([Self.flood]), sequence: 6)))
        #expect(session.roomLine == nil)
    }

    /// The line after Bob went away and the server restarted: (Bob's connection in the snapshot Ann gets when she
    /// is back, the line then).
    static let linesAfterARestart: [(ConnectionState, String?)] = [
        (.connected, nil), (.disconnected, "Bob is away"), (.left, nil),
    ]

    @Test(arguments: linesAfterARestart)
    func aSnapshotAfterARestartCorrectsWhoTheLineSaysIsAway(_ bob: ConnectionState, _ line: String?) {
        var session = C.session()
        _ = session.reduce(
            .received(.event(event: .playerDisconnected(seat: Seat(1), claimableInMilliseconds: nil), sequence: 4)))
        #expect(session.roomLine == "Bob is away")
        // NB: the server restarts; Bob takes his seat back before Ann does, so Ann never sees "Bob is back".
        _ = session.reduce(.disconnected(reason: "closed (1001) server shutting down"))
        _ = session.reduce(.connected)
        var snapshot = C.snapshot(seat: Seat(0), sequence: 6)
        snapshot.players[1].connection = bob
        _ = session.reduce(.received(.snapshot(snapshot: snapshot)))
        #expect(session.roomLine == line)
    }

    @Test func aTeammatesNewBoardEndsTheRefusalThatAskedForOne() {
        let hit: [(Int, Minesweeper.Move)] = [Self.flood, (1, .reveal(C.cell("d1")))]
        var session = C.session(moves: hit)
        _ = session.reduce(.received(.event(event: .roundEnded(round: 1, outcome: .lostByAll), sequence: 4)))
        _ = session.reduce(C.act(.reveal(nil)))
        #expect(session.notice == "The board is over: press n for a new board.")
        _ = session.reduce(.received(.event(event: .rematchRequested(seat: Seat(1)), sequence: 5)))
        #expect(session.notice == "The board is over: press n for a new board.", "still true until it starts")
        let fresh = AnyView.minesweeper(C.game([]).view(for: .seat(Seat(0))))
        _ = session.reduce(
            .received(.event(event: .roundStarted(round: 2, starter: Seat(0), view: fresh), sequence: 6)))
        #expect(session.notice == nil)
        #expect(session.roomLine == "Bob started a new board")
    }

    @Test func aNewBoardAskedForDuringABoardSaysWhenItCan() {
        var session = C.session(moves: [Self.flood])
        #expect(session.reduce(.rematchRequested) == [])
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
        var session = C.connected(.join(C.gameID, secret: nil))
        let effects = session.reduce(
            .received(
                .snapshot(snapshot: C.snapshot(seat: Seat(0), moves: [Self.flood], clock: GameTime(milliseconds: 3400)))
            ))
        #expect(session.roundTime == GameTime(milliseconds: 3400))
        #expect(effects.contains(.tick(after: .milliseconds(600))), "woken as the shown second turns")
        #expect(session.reduce(.ticked()).contains(.tick(after: .seconds(1))))
        #expect(session.roundTime == GameTime(milliseconds: 4000))
        let lost = [Self.flood, (1, Minesweeper.Move.reveal(C.cell("d1")))]
        #expect(session.reduce(.received(.event(event: C.moved(lost), sequence: 4))) == [])
        #expect(session.reduce(.received(.event(event: .spectatorsChanged(count: 1), sequence: 5))) == [])
    }

    /// A process stopped or starved wakes late: the clock counts the time that passed, not the ticks asked for.
    @Test func aLateTickCountsTheTimeThatPassed() {
        var session = C.connected(.join(C.gameID, secret: nil))
        _ = session.reduce(
            .received(
                .snapshot(snapshot: C.snapshot(seat: Seat(0), moves: [Self.flood], clock: GameTime(milliseconds: 3400)))
            ))
        #expect(session.reduce(.ticked(elapsed: .seconds(7))).contains(.tick(after: .milliseconds(600))))
        #expect(session.roundTime == GameTime(milliseconds: 10_400))
    }

    @Test func anUnstartedBoardAsksForNoTimerAndItsFirstRevealSetsTheClock() {
        var session = C.connected(.join(C.gameID, secret: nil))
        let effects = session.reduce(
            .received(.snapshot(snapshot: C.snapshot(seat: Seat(0), clock: GameTime(milliseconds: 900)))))
        #expect(!effects.contains { if case .tick = $0 { true } else { false } })
        // NB: the clock rested while nothing moved: the first reveal, at 1 s of the round, brings it up to date.
        let started = session.reduce(.received(.event(event: C.moved([Self.flood]), sequence: 4)))
        #expect(session.roundTime == GameTime(milliseconds: 1000))
        #expect(started.contains(.tick(after: .seconds(1))), "the first reveal starts it at 0")
    }
}
