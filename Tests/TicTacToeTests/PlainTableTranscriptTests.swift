import ClientCore
import CustomDump
import GameCore
import PlainMode
import Testing

@Suite("Tic-tac-toe at one keyboard in plain mode")
struct PlainTableTranscriptTests {
    static let hotSeat = TicTacToeTable.plain(["Ann", "Bob"])

    @Test("A hot-seat round won by X, the next round, and quit")
    func hotSeatGame() {
        let transcript = """
            Tic-tac-toe: X (Ann) against O (Bob).
            Round 1: X (Ann) moves first.
               a b c
            1  . . .
            2  . . .
            3  . . .
            X (Ann) to move. Enter a square a1-c3 or 1-9, or help.
            > b2
            X plays b2 (centre)
            O (Bob) to move. Enter a square a1-c3 or 1-9, or help.
            > A1
            O plays a1 (top left)
            X (Ann) to move. Enter a square a1-c3 or 1-9, or help.
            > 1
            X plays a3 (bottom left)
            O (Bob) to move. Enter a square a1-c3 or 1-9, or help.
            > board
               a b c
            1  O . .
            2  . X .
            3  X . .
            O (Bob) to move. Enter a square a1-c3 or 1-9, or help.
            > b1
            O plays b1 (top edge)
            X (Ann) to move. Enter a square a1-c3 or 1-9, or help.
            > 9
            X plays c1 (top right)
               a b c
            1  O O X
            2  . X .
            3  X . .
            Result: X wins
            Score: X (Ann) 1, O (Bob) 0, draws 0.
            Type new for the next round or quit.
            > c3
            Round 1 is over: type new for the next round.
            Type new for the next round or quit.
            > new
            Round 2: O (Bob) moves first.
               a b c
            1  . . .
            2  . . .
            3  . . .
            O (Bob) to move. Enter a square a1-c3 or 1-9, or help.
            > c3
            O plays c3 (bottom right)
            X (Ann) to move. Enter a square a1-c3 or 1-9, or help.
            > quit
            Score: X (Ann) 1, O (Bob) 0, draws 0.
            Goodbye.
            > b2
            ^D
            """
        expectNoDifference(Transcript.replay(transcript, in: Self.hotSeat), transcript)
    }

    @Test("A drawn hot-seat round, ended by the end of input")
    func hotSeatDraw() {
        let transcript = """
            Tic-tac-toe: X against O.
            Round 1: X moves first.
               a b c
            1  . . .
            2  . . .
            3  . . .
            X to move. Enter a square a1-c3 or 1-9, or help.
            > b2
            X plays b2 (centre)
            O to move. Enter a square a1-c3 or 1-9, or help.
            > a1
            O plays a1 (top left)
            X to move. Enter a square a1-c3 or 1-9, or help.
            > c1
            X plays c1 (top right)
            O to move. Enter a square a1-c3 or 1-9, or help.
            > a3
            O plays a3 (bottom left)
            X to move. Enter a square a1-c3 or 1-9, or help.
            > a2
            X plays a2 (left edge)
            O to move. Enter a square a1-c3 or 1-9, or help.
            > c2
            O plays c2 (right edge)
            X to move. Enter a square a1-c3 or 1-9, or help.
            > b1
            X plays b1 (top edge)
            O to move. Enter a square a1-c3 or 1-9, or help.
            > b3
            O plays b3 (bottom edge)
            X to move. Enter a square a1-c3 or 1-9, or help.
            > c3
            X plays c3 (bottom right)
               a b c
            1  O X X
            2  X X O
            3  O O X
            Result: draw
            Score: X 0, O 0, draws 1.
            Type new for the next round or quit.
            ^D
            Score: X 0, O 0, draws 1.
            Goodbye.
            """
        let session = TicTacToeTable.plain(["X", "O"])
        expectNoDifference(Transcript.replay(transcript, in: session), transcript)
    }

    static let prompt = "X (Ann) to move. Enter a square a1-c3 or 1-9, or help."

    static func unknown(_ shown: String) -> String {
        "Unknown command '\(shown)': type a square like b2, a digit 1-9, board, help, new or quit."
    }

    @Test(
        "Each line typed at the opening position, and the answer",
        arguments: [
            ("", [prompt]),
            ("   ", [prompt]),
            ("zz", [unknown("zz"), prompt]),
            ("play b2", [unknown("play b2"), prompt]),
            ("\u{1B}[2J", [unknown("[2J"), prompt]),
            (String(repeating: "x", count: 30), [unknown("xxxxxxxxxxxxxxxxxxxx..."), prompt]),
            ("0", ["There is no square 0: the digits are 1-9.", prompt]),
            ("d1", ["d1 is not on the board: columns are a-c and rows 1-3.", prompt]),
            ("A4", ["a4 is not on the board: columns are a-c and rows 1-3.", prompt]),
            ("new", ["Round 1 is not over: finish it before starting a new one.", prompt]),
            ("  BOARD ", ["   a b c", "1  . . .", "2  . . .", "3  . . .", prompt]),
            (
                "Help",
                [
                    "Type a square as column letter a-c and row number 1-3: "
                        + "a1 is top left, b2 the centre, c3 bottom right.",
                    "Or type a digit 1-9 as on a keypad: 7 8 9 is the top row, 1 2 3 the bottom.",
                    "Commands: board shows the board, new starts the next round once this one is over, quit leaves.",
                    prompt,
                ]
            ),
            (" B2\t", ["X plays b2 (centre)", "O (Bob) to move. Enter a square a1-c3 or 1-9, or help."]),
            ("7", ["X plays a1 (top left)", "O (Bob) to move. Enter a square a1-c3 or 1-9, or help."]),
            ("QUIT", ["Score: X (Ann) 0, O (Bob) 0, draws 0.", "Goodbye."]),
        ]
    )
    func singleLine(input: String, expected: [String]) {
        var session = Self.hotSeat
        expectNoDifference(session.handle(input, at: GameTime(milliseconds: 1000)), expected)
    }

    @Test("A taken square is refused with one line, and nothing changes")
    func takenSquare() {
        var session = Self.hotSeat
        _ = session.handle("b2", at: GameTime(milliseconds: 1000))
        let before = session
        expectNoDifference(
            session.handle("5", at: GameTime(milliseconds: 2000)),
            ["b2 is taken by X.", "O (Bob) to move. Enter a square a1-c3 or 1-9, or help."]
        )
        expectNoDifference(session, before)
    }

    @Test("Phone digits put 1 2 3 on the top row")
    func phoneDigits() {
        let transcript = """
            Tic-tac-toe: X (Ann) against O (Bob).
            Round 1: X (Ann) moves first.
               a b c
            1  . . .
            2  . . .
            3  . . .
            X (Ann) to move. Enter a square a1-c3 or 1-9, or help.
            > 1
            X plays a1 (top left)
            O (Bob) to move. Enter a square a1-c3 or 1-9, or help.
            > 9
            O plays c3 (bottom right)
            X (Ann) to move. Enter a square a1-c3 or 1-9, or help.
            > 6
            X plays c2 (right edge)
            O (Bob) to move. Enter a square a1-c3 or 1-9, or help.
            > help
            Type a square as column letter a-c and row number 1-3: a1 is top left, b2 the centre, c3 bottom right.
            Or type a digit 1-9 as on a phone: 1 2 3 is the top row, 7 8 9 the bottom.
            Commands: board shows the board, new starts the next round once this one is over, quit leaves.
            O (Bob) to move. Enter a square a1-c3 or 1-9, or help.
            """
        let session = TicTacToeTable.plain(["Ann", "Bob"], digits: .phone)
        expectNoDifference(Transcript.replay(transcript, in: session), transcript)
    }
}
