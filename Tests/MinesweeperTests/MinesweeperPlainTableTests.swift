import ClientCore
import CustomDump
import GameCatalog
import GameCore
import Minesweeper
import PlainMode
import TestGames
import Testing

@Suite("Minesweeper plain-mode transcripts")
struct MinesweeperPlainTableTests {
    /// With seed 3 the first reveal at c3 leaves mines at a4, f4, a5 and c5.
    static let small = try! MinesweeperOptions(rows: 5, columns: 6, mines: 4)

    /// The `small` board before any reveal, as the transcripts print it.
    static let hiddenBoard = """
           a b c d e f
        1  . . . . . .
        2  . . . . . .
        3  . . . . . .
        4  . . . . . .
        5  . . . . . .
        """

    static func session(_ players: [String], seed: UInt64 = 3) -> PlainTableSession {
        let setup = GameSetup(Minesweeper.self, MinesweeperSetup(options: small, maxPlayers: players.count))
        return PlainTableSession(setup: setup, names: players, plays: TestGames.plays, seed: seed)!
    }

    @Test("A solo board cleared: reveal, flags, refusals, a chord, the board and the Result line")
    func soloBoardCleared() {
        let transcript = """
            Minesweeper for Ann: 5x6, 4 mines.
            \(Self.hiddenBoard)
            Type r, f, u or c and a cell (like r d3), or help.
            > r c3
            Ann revealed 22 cells from c3
            Type r, f, u or c and a cell (like r d3), or help.
            > board
               a b c d e f
            1  - - - - - -
            2  - - - - - -
            3  1 1 - - 1 1
            4  . 3 1 1 1 .
            5  . . . . . .
            Type r, f, u or c and a cell (like r d3), or help.
            > f a4
            Ann flagged a4
            Type r, f, u or c and a cell (like r d3), or help.
            > F A4
            a4 is already flagged by Ann.
            Type r, f, u or c and a cell (like r d3), or help.
            > r a4
            a4 is flagged by Ann: take the flag off before revealing it.
            Type r, f, u or c and a cell (like r d3), or help.
            > u a4
            Ann took the flag off a4
            Type r, f, u or c and a cell (like r d3), or help.
            > f a4 on
            Ann flagged a4
            Type r, f, u or c and a cell (like r d3), or help.
            > c b4
            b4 shows 3 but has 1 flag around it: a chord needs exactly 3.
            Type r, f, u or c and a cell (like r d3), or help.
            > f a5
            Ann flagged a5
            Type r, f, u or c and a cell (like r d3), or help.
            > flag c5
            Ann flagged c5
            Type r, f, u or c and a cell (like r d3), or help.
            > r b4
            Ann chorded b4: 1 cell revealed
            Type r, f, u or c and a cell (like r d3), or help.
            > r b4
            b4 has no hidden unflagged neighbour to reveal.
            Type r, f, u or c and a cell (like r d3), or help.
            > d5
            Ann revealed d5: 1
            Type r, f, u or c and a cell (like r d3), or help.
            > reveal e5
            Ann revealed e5: 1
            Type r, f, u or c and a cell (like r d3), or help.
            > r f5
            Ann revealed f5: 1
               a b c d e f
            1  - - - - - -
            2  - - - - - -
            3  1 1 - - 1 1
            4  F 3 1 1 1 F
            5  F 3 F 1 1 1
            Result: cleared in 14 s
            Type new for a new board or quit.
            > quit
            Goodbye.
            """
        expectNoDifference(MinesweeperTranscript.replay(transcript, in: Self.session(["Ann"])), transcript)
    }

    @Test("Hot-seat: player hands the keys over, a mine hit by Bob, a new board, the end of input")
    func hotSeatMineHit() {
        let transcript = """
            Co-op Minesweeper for Ann and Bob: 5x6, 4 mines.
            \(Self.hiddenBoard)
            Ann acts. Type r, f, u or c and a cell (like r d3), player NAME, or help.
            > r c3
            Ann revealed 22 cells from c3
            Ann acts. Type r, f, u or c and a cell (like r d3), player NAME, or help.
            > f b5
            Ann flagged b5
            Ann acts. Type r, f, u or c and a cell (like r d3), player NAME, or help.
            > player bo
            Bob has the keyboard
            Bob acts. Type r, f, u or c and a cell (like r d3), player NAME, or help.
            > player Zed
            There is no player 'Zed': the players are Ann and Bob.
            Bob acts. Type r, f, u or c and a cell (like r d3), player NAME, or help.
            > new
            Board 1 is not over: finish it before starting a new one.
            Bob acts. Type r, f, u or c and a cell (like r d3), player NAME, or help.
            > r a5
               a b c d e f
            1  - - - - - -
            2  - - - - - -
            3  1 1 - - 1 1
            4  * 3 1 1 1 *
            5  X ! * . . .
            Result: mine hit by Bob at a5
            Type new for a new board or quit.
            > r d5
            Board 1 is over: type new for a new board.
            Type new for a new board or quit.
            > n
            Board 2: 5x6, 4 mines
            \(Self.hiddenBoard)
            Bob acts. Type r, f, u or c and a cell (like r d3), player NAME, or help.
            ^D
            Goodbye.
            """
        expectNoDifference(MinesweeperTranscript.replay(transcript, in: Self.session(["Ann", "Bob"])), transcript)
    }

    @Test("player NAME: an exact name wins over a longer one, a prefix of several names says so, no hand-over to self")
    func playerNamesThatOverlap() {
        let transcript = """
            Co-op Minesweeper for Ann, Anna and Bob: 5x6, 4 mines.
            \(Self.hiddenBoard)
            Ann acts. Type r, f, u or c and a cell (like r d3), player NAME, or help.
            > p An
            'An' matches both Ann and Anna: type more of the name.
            Ann acts. Type r, f, u or c and a cell (like r d3), player NAME, or help.
            > p Ann
            Ann already has the keys.
            Ann acts. Type r, f, u or c and a cell (like r d3), player NAME, or help.
            > player anna
            Anna has the keyboard
            Anna acts. Type r, f, u or c and a cell (like r d3), player NAME, or help.
            > p ann
            Ann has the keyboard
            Ann acts. Type r, f, u or c and a cell (like r d3), player NAME, or help.
            > p Anne
            There is no player 'Anne': the players are Ann, Anna and Bob.
            Ann acts. Type r, f, u or c and a cell (like r d3), player NAME, or help.
            > p b
            Bob has the keyboard
            Bob acts. Type r, f, u or c and a cell (like r d3), player NAME, or help.
            """
        let session = Self.session(["Ann", "Anna", "Bob"])
        expectNoDifference(MinesweeperTranscript.replay(transcript, in: session), transcript)
        var three = Self.session(["Ann", "Anna", "Andy"])
        let answer = three.handle("p a", at: GameTime(milliseconds: 0))
        #expect(answer.first == "'a' matches Ann, Anna and Andy: type more of the name.")
    }

    @Test("What is not a command says why, and help names the cells and commands")
    func mistakesAndHelp() {
        let transcript = """
            Co-op Minesweeper for Ann and Bob: 5x6, 4 mines.
            \(Self.hiddenBoard)
            Ann acts. Type r, f, u or c and a cell (like r d3), player NAME, or help.
            > zz top
            Unknown command 'zz top': type r a1, f a1, u a1, c a1, player NAME, board, help, new or quit.
            Ann acts. Type r, f, u or c and a cell (like r d3), player NAME, or help.
            > f
            Type one cell after f, like f d3.
            Ann acts. Type r, f, u or c and a cell (like r d3), player NAME, or help.
            > r a1 b2
            Type one cell after r, like r d3.
            Ann acts. Type r, f, u or c and a cell (like r d3), player NAME, or help.
            > c 7
            '7' is not a cell: a column letter and a row number, like d3.
            Ann acts. Type r, f, u or c and a cell (like r d3), player NAME, or help.
            > r g1
            g1 is not on the board: columns are a-f and rows 1-5.
            Ann acts. Type r, f, u or c and a cell (like r d3), player NAME, or help.
            > c c3
            c3 is hidden: a chord works on a revealed number.
            Ann acts. Type r, f, u or c and a cell (like r d3), player NAME, or help.
            >
            Ann acts. Type r, f, u or c and a cell (like r d3), player NAME, or help.
            > help
            Cells are a column letter and a row number: a1 is top left.
            r a1 reveals a1 (a cell alone does too; on a number it chords), f a1 flags it, u a1 or f a1 off takes the flag off, c a1 reveals around a number whose flags are all placed.
            The board shows . hidden, - empty, 1-8 a number, F a flag.
            Commands: board shows the board, new starts a new board once this one is over, quit leaves.
            player NAME hands the keyboard to that player: the moves after it are theirs.
            Ann acts. Type r, f, u or c and a cell (like r d3), player NAME, or help.
            > q
            Goodbye.
            > r c3
            """
        expectNoDifference(MinesweeperTranscript.replay(transcript, in: Self.session(["Ann", "Bob"])), transcript)
    }
}
