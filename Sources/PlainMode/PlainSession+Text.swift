import ClientCore
import GameCore
import TicTacToe

extension PlainSession {
    /// "Tic-tac-toe: X (Ann) against O (Bob)."; a computer seat adds its level.
    var greeting: String {
        let seats = match.players.indices.map { index in
            let seat = Seat(index)
            guard case .computer(let level) = match.players[index].control else { return label(seat) }
            let name = displayName(seat)
            return "\(markName(seat)) (\(name.map { "\($0), " } ?? "")\(level) level)"
        }
        return "Tic-tac-toe: \(seats.joined(separator: " against "))."
    }

    /// Whose turn it is and what to type, or what to do once the round is over.
    var prompt: String {
        guard let seat = match.game.seatToMove else { return "Type new for the next round or quit." }
        return "\(label(seat)) to move. Enter a square a1-c3 or 1-9, or help."
    }

    /// The board as four lines: column letters, then one line per row with its number, `.` for empty.
    var boardLines: [String] {
        ["   a b c"]
            + (0..<3).map { row in
                let marks = (0..<3).map { column in
                    match.game[Square(row: row, column: column)].map { "\($0)" } ?? "."
                }
                return "\(row + 1)  \(marks.joined(separator: " "))"
            }
    }

    /// "Result: X wins", "Result: O wins" or "Result: draw".
    func resultLine(_ ending: TicTacToe.Ending) -> String {
        switch ending {
        case .won(let seat, _): return "Result: \(markName(seat)) wins"
        case .draw: return "Result: draw"
        }
    }

    /// "Score: X (Ann) 2, O (Bob) 1, draws 0."
    var scoreLine: String {
        let wins = match.players.indices.map { index in "\(label(Seat(index))) \(match.score[Seat(index)])" }
        return "Score: \(wins.joined(separator: ", ")), draws \(match.score.draws)."
    }

    /// How to play, in the digit layout of this session.
    var helpLines: [String] {
        let digitLine =
            switch digits {
            case .keypad: "Or type a digit 1-9 as on a keypad: 7 8 9 is the top row, 1 2 3 the bottom."
            case .phone: "Or type a digit 1-9 as on a phone: 1 2 3 is the top row, 7 8 9 the bottom."
            }
        return [
            "Type a square as column letter a-c and row number 1-3: "
                + "a1 is top left, b2 the centre, c3 bottom right.",
            digitLine,
            "Commands: board shows the board, new starts the next round once this one is over, quit leaves.",
        ]
    }

    /// "X (Ann)", or just "X" when the player's name is the mark itself.
    func label(_ seat: Seat) -> String {
        displayName(seat).map { "\(markName(seat)) (\($0))" } ?? markName(seat)
    }

    /// "X" or "O".
    func markName(_ seat: Seat) -> String {
        Mark(seat: seat).map { "\($0)" } ?? "\(seat)"
    }

    /// The seat's name made safe to print, or `nil` when it adds nothing (empty, or the mark itself).
    private func displayName(_ seat: Seat) -> String? {
        let name = PlainText.visible(PlainText.trimmed(match.name(of: seat)))
        return name.isEmpty || name.uppercased() == markName(seat) ? nil : name
    }
}
