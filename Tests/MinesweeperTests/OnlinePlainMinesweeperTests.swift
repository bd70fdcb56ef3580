import ClientCore
import CustomDump
import GameCatalog
import GameCore
import Minesweeper
import PlainMode
import TestGames
import Testing
import WireProtocol

/// Online plain mode on a shared Minesweeper board: room K7MZ2QHD, Ann (seat 0) and Bob (seat 1) on a 5x5 board
/// whose five mines wall off column e (d1 to d5).
struct OnlinePlainMinesweeperTests {
    typealias Step = OnlineTranscript.Step

    /// The room, its players and Ann's seat secret.
    enum F {
        static let gameID = try! GameID("K7MZ2QHD")
        static let ann = try! PlayerName("Ann")
        static let bob = try! PlayerName("Bob")
        static let secret = SeatSecret(rawBytes: Array(repeating: 7, count: SeatSecret.byteCount))!
    }

    static let options = try! MinesweeperOptions(rows: 5, columns: 5, mines: 5)
    static let mines: Set<Cell> = Set(["d1", "d2", "d3", "d4", "d5"].map { Cell(name: $0)! })

    /// The board after `moves`, each (seat, move), one second apart from 1 s.
    static func game(_ moves: [(Int, Minesweeper.Move)]) -> Minesweeper {
        var game = Minesweeper(options: options, seatCount: 2, mines: mines)
        for (index, (seat, move)) in moves.enumerated() {
            try! game.apply(move, by: Seat(seat), at: GameTime(milliseconds: Int64(index + 1) * 1000))
        }
        return game
    }

    static func room(seat: Seat?, moves: [(Int, Minesweeper.Move)] = [], sequence: Int = 3) -> RoomSnapshot {
        RoomSnapshot(
            gameID: F.gameID, setup: .minesweeper(MinesweeperSetup(options: options, maxPlayers: 4)),
            phase: .playing, round: 1, view: .minesweeper(game(moves).view(for: .spectator)), yourSeat: seat,
            players: [PlayerInfo(seat: Seat(0), name: F.ann), PlayerInfo(seat: Seat(1), name: F.bob)],
            score: RoomScore(seatCount: 4), spectators: 0, lastResult: nil, sequence: sequence,
            clock: GameTime(milliseconds: 500))
    }

    static func moved(_ moves: [(Int, Minesweeper.Move)], _ sequence: Int) -> Step {
        let (seat, move) = moves.last!
        let change = game(moves).update(since: game(Array(moves.dropLast())), for: .spectator)
        let event = RoomEvent.moved(seat: Seat(seat), move: .minesweeper(move), update: .change(.minesweeper(change)))
        return .net(.received(.event(event: event, sequence: sequence)))
    }

    static func event(_ event: RoomEvent, _ sequence: Int) -> Step {
        .net(.received(.event(event: event, sequence: sequence)))
    }

    /// Ann's client connects and room K7MZ2QHD's snapshot (sequence 3, Ann in seat 0, no move yet) arrives.
    static let roomArrives: [Step] = [.net(.connected), .net(.received(.snapshot(snapshot: room(seat: Seat(0)))))]

    /// A board before any reveal, as the transcripts print it.
    static let hiddenBoard = """
           a b c d e
        1  . . . . .
        2  . . . . .
        3  . . . . .
        4  . . . . .
        5  . . . . .
        """

    /// What `roomArrives` prints: the room's ID, its players and board 1 all hidden, then the prompt.
    static let roomArrivesText = """
        ~ connected
        ~ snapshot 3
        Game ID: K7MZ2QHD
        Co-op Minesweeper online: Ann and Bob on 5x5, 5 mines.
        Board 1: 5x5, 5 mines
        \(hiddenBoard)
        Type r, f, u or c and a cell (like r c3), or help.
        """

    static let flood: (Int, Minesweeper.Move) = (0, .reveal(Cell(name: "a3")!))
    static let flag: (Int, Minesweeper.Move) = (1, .flag(Cell(name: "d2")!, on: true))
    static let hit: (Int, Minesweeper.Move) = (1, .reveal(Cell(name: "d1")!))

    /// What `steps` print, with each step written before its lines as in the other games' transcripts.
    static func transcript(_ intent: OnlineIntent, _ steps: [Step]) -> (String, [AnyMove]) {
        var plain = OnlinePlainSession(
            session: OnlineSession(
                intent: intent, name: F.ann, clientVersion: "t", moveIDPrefix: "p", plays: TestGames.plays))
        _ = plain.start()
        var lines: [String] = []
        var moves: [AnyMove] = []
        for step in steps {
            lines.append(step.description)
            let result: OnlinePlainStep
            switch step {
            case .net(let action): result = plain.reduce(action)
            case .typed(let line): result = plain.handle(line)
            case .endOfInput: result = plain.endOfInput()
            }
            lines += result.lines
            for case .send(.move(let move, _, _)) in result.effects { moves.append(move) }
        }
        return (lines.joined(separator: "\n"), moves)
    }

    @Test func everyMoveIsToldWithWhoMadeItAndTheEndWithTheBoardAndTheResult() {
        let (text, sent) = Self.transcript(
            .join(F.gameID, secret: F.secret),
            Self.roomArrives + [
                .typed("r a3"),
                Self.moved([Self.flood], 4),
                Self.moved([Self.flood, Self.flag], 5),
                .typed("u d2"),
                .net(.received(.error(error: ProtocolError(code: .illegalMove, message: "d2 is Bob's flag.")))),
                .typed("c b9"),
                .typed("player Bob"),
                .typed("new"),
                Self.moved([Self.flood, Self.flag, Self.hit], 6),
                Self.event(.roundEnded(round: 1, outcome: .lostByAll), 7),
                .typed("r a1"),
                .typed("new"),
                Self.event(.rematchRequested(seat: Seat(0)), 8),
                Self.event(
                    .roundStarted(round: 2, starter: Seat(0), view: .minesweeper(Self.game([]).view(for: .spectator))),
                    9),
            ])
        expectNoDifference(
            text,
            """
            \(Self.roomArrivesText)
            > r a3
            ~ event 4 moved
            Ann revealed 15 cells from a3
            ~ event 5 moved
            Bob flagged d2
            > u d2
            ~ error illegalMove
            d2 is Bob's flag.
            Type r, f, u or c and a cell (like r c3), or help.
            > c b9
            b9 is not on the board: columns are a-e and rows 1-5.
            Type r, f, u or c and a cell (like r c3), or help.
            > player Bob
            Online, everyone types for themselves: player is for local play.
            Type r, f, u or c and a cell (like r c3), or help.
            > new
            n starts a new board once this one is over.
            Type r, f, u or c and a cell (like r c3), or help.
            ~ event 6 moved
            ~ event 7 roundEnded
               a b c d e
            1  - - 2 X .
            2  - - 3 F .
            3  - - 3 * .
            4  - - 3 * .
            5  - - 2 * .
            Result: mine hit by Bob at d1
            Score: 0 cleared, 1 lost.
            Type new for a new board or quit.
            > r a1
            The board is over: type new for a new board.
            Type new for a new board or quit.
            > new
            ~ event 8 rematchRequested
            ~ event 9 roundStarted
            Ann started a new board
            Board 2: 5x5, 5 mines
            \(Self.hiddenBoard)
            Type r, f, u or c and a cell (like r c3), or help.
            """)
        #expect(
            sent == [.minesweeper(.reveal(Cell(name: "a3")!)), .minesweeper(.flag(Cell(name: "d2")!, on: false))])
    }

    @Test func linesTypedBeforeTheRoomWaitAndAreCarriedOutInOrderEachAfterTheServersAnswer() {
        let (text, sent) = Self.transcript(
            .host(.minesweeper(MinesweeperSetup(options: Self.options, maxPlayers: 4))),
            [.typed("r a3"), .typed("help"), .typed("board"), .typed("f d2"), .typed("quit"), .endOfInput]
                + Self.roomArrives + [
                    Self.moved([Self.flood], 4),
                    Self.moved([Self.flood, (0, .flag(Cell(name: "d2")!, on: true))], 5),
                ])
        expectNoDifference(
            text,
            """
            > r a3
            > help
            Cells are a column letter and a row number: a1 is top left.
            r a1 reveals a1 (a cell alone does too; on a number it chords), f a1 flags it, u a1 or f a1 off takes \
            the flag off, c a1 reveals around a number whose flags are all placed.
            The board shows . hidden, - empty, 1-8 a number, F a flag.
            Commands: board shows the board, new starts a new board once this board is over, quit leaves (your \
            seat is kept).
            Connecting...
            > board
            > f d2
            > quit
            ^D
            \(Self.roomArrivesText)
            ~ event 4 moved
            Ann revealed 15 cells from a3
               a b c d e
            1  - - 2 . .
            2  - - 3 . .
            3  - - 3 . .
            4  - - 3 . .
            5  - - 2 . .
            Type r, f, u or c and a cell (like r c3), or help.
            ~ event 5 moved
            Ann flagged d2
            Score: 0 cleared, 0 lost.
            You left; your seat is kept: parlor join K7MZ2QHD takes it back.
            Goodbye.
            """)
        #expect(
            sent == [.minesweeper(.reveal(Cell(name: "a3")!)), .minesweeper(.flag(Cell(name: "d2")!, on: true))])
    }

    @Test func pipedMovesThenTheEndOfInputWaitForTheBoardsResultBeforeLeaving() {
        let hit: (Int, Minesweeper.Move) = (0, .reveal(Cell(name: "d1")!))
        let (text, sent) = Self.transcript(
            .join(F.gameID, secret: nil),
            [.typed("r a3"), .typed("r d1"), .endOfInput]
                + Self.roomArrives + [
                    Self.moved([Self.flood], 4),
                    Self.moved([Self.flood, hit], 5),
                    Self.event(.roundEnded(round: 1, outcome: .lostByAll), 6),
                ])
        expectNoDifference(
            text,
            """
            > r a3
            > r d1
            ^D
            \(Self.roomArrivesText)
            ~ event 4 moved
            Ann revealed 15 cells from a3
            ~ event 5 moved
            ~ event 6 roundEnded
               a b c d e
            1  - - 2 X .
            2  - - 3 * .
            3  - - 3 * .
            4  - - 3 * .
            5  - - 2 * .
            Result: mine hit by Ann at d1
            Score: 0 cleared, 1 lost.
            You left; your seat is kept: parlor join K7MZ2QHD takes it back.
            Goodbye.
            """)
        #expect(sent == [.minesweeper(.reveal(Cell(name: "a3")!)), .minesweeper(.reveal(Cell(name: "d1")!))])
    }
}
