import ClientCore
import CustomDump
import GameCore
import PlainMode
import Testing
import TicTacToe

@Suite("Plain mode against the computer")
struct PlainComputerTests {
    @Test("Perfect against perfect plays a whole round at once and draws", arguments: [0, 1, 42, 2024] as [UInt64])
    func perfectAgainstPerfect(seed: UInt64) {
        let session = TicTacToeTable.plain(
            ["Deep", "Blue"], computer: [Seat(0), Seat(1)], level: .perfect, seed: seed)
        let lines = session.openingLines
        let moves = lines.filter { $0.hasPrefix("X plays ") || $0.hasPrefix("O plays ") }
        expectNoDifference(lines.filter { $0.hasPrefix("Result: ") }, ["Result: draw"])
        expectNoDifference(moves.count, 9)
        expectNoDifference(
            Array(lines.prefix(2)),
            ["Tic-tac-toe: X (Deep, perfect level) against O (Blue, perfect level).", "Round 1: X (Deep) moves first."]
        )
        expectNoDifference(
            Array(lines.suffix(3)),
            ["Result: draw", "Score: X (Deep) 0, O (Blue) 0, draws 1.", "Type new for the next round or quit."]
        )
    }

    @Test("Against the computer, its moves are announced in the same answer as the person's")
    func personAgainstComputer() {
        // NB: as the README's table has it, the round's heading is followed by its board, the empty one, and the
        // computer's opening move comes after them.
        let transcript = """
            Tic-tac-toe: X (Computer, perfect level) against O (You).
            Round 1: X (Computer) moves first.
               a b c
            1  . . .
            2  . . .
            3  . . .
            X plays a1 (top left)
            O (You) to move. Enter a square a1-c3 or 1-9, or help.
            > b2
            O plays b2 (centre)
            X plays c3 (bottom right)
            O (You) to move. Enter a square a1-c3 or 1-9, or help.
            > a3
            O plays a3 (bottom left)
            X plays c1 (top right)
            O (You) to move. Enter a square a1-c3 or 1-9, or help.
            > b1
            O plays b1 (top edge)
            X plays c2 (right edge)
               a b c
            1  X O X
            2  . O X
            3  O . X
            Result: X wins
            Score: X (Computer) 1, O (You) 0, draws 0.
            Type new for the next round or quit.
            > new
            Round 2: O (You) moves first.
               a b c
            1  . . .
            2  . . .
            3  . . .
            O (You) to move. Enter a square a1-c3 or 1-9, or help.
            > quit
            Score: X (Computer) 1, O (You) 0, draws 0.
            Goodbye.
            """
        let session = TicTacToeTable.plain(["Computer", "You"], computer: [Seat(0)], level: .perfect, seed: 7)
        expectNoDifference(Transcript.replay(transcript, in: session), transcript)
    }

    @Test("A round the computer opens after new is headed, then its empty board, then the computer's move")
    func computerOpensTheNextRound() {
        let transcript = """
            Tic-tac-toe: X (You) against O (Computer, perfect level).
            Round 1: X (You) moves first.
               a b c
            1  . . .
            2  . . .
            3  . . .
            X (You) to move. Enter a square a1-c3 or 1-9, or help.
            > b2
            X plays b2 (centre)
            O plays a1 (top left)
            X (You) to move. Enter a square a1-c3 or 1-9, or help.
            > c3
            X plays c3 (bottom right)
            O plays a3 (bottom left)
            X (You) to move. Enter a square a1-c3 or 1-9, or help.
            > c2
            X plays c2 (right edge)
            O plays a2 (left edge)
               a b c
            1  O . .
            2  O X X
            3  O . X
            Result: O wins
            Score: X (You) 0, O (Computer) 1, draws 0.
            Type new for the next round or quit.
            > new
            Round 2: O (Computer) moves first.
               a b c
            1  . . .
            2  . . .
            3  . . .
            O plays c1 (top right)
            X (You) to move. Enter a square a1-c3 or 1-9, or help.
            > quit
            Score: X (You) 0, O (Computer) 1, draws 0.
            Goodbye.
            """
        let session = TicTacToeTable.plain(["You", "Computer"], computer: [Seat(1)], level: .perfect, seed: 7)
        expectNoDifference(Transcript.replay(transcript, in: session), transcript)
    }
}
