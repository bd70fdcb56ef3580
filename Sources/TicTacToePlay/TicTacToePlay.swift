public import ClientCore
public import GameCore
public import PlainMode
import TermCore
public import TerminalUI
public import TicTacToe

/// Tic-tac-toe's play parts: what a key, a click or a typed square means, the board on the screen and as lines,
/// each mark as a sentence, the seats' marks and the computer player. The client keeps a cursor of its own.
public enum TicTacToePlay: GameScreen, GamePlainText {
    /// The game's rules.
    public typealias Rules = TicTacToe

    /// What the person can do in a round.
    public enum Intent: Hashable, Sendable {
        /// Mark this square (a digit, a click, a typed name): the cursor stays where it is.
        case mark(Square)
        /// Move the cursor one square.
        case moveCursor(Direction)
        /// Mark the square under the cursor.
        case markCursor
    }

    /// The square the cursor is on.
    public typealias ClientState = Square

    /// The cursor starts in the centre.
    public static let initialClientState = Square.centre

    /// A mark is sent as it is, once the room has checked it against the rules; the cursor moves here alone.
    public static func perform(
        _ intent: Intent, by seat: Seat, on view: TicTacToe, state cursor: inout Square
    ) -> PlayOutcome<TicTacToe.Move> {
        switch intent {
        case .mark(let square):
            // NB: the cursor stays where the arrow keys left it: a digit or a click names its square itself, and
            // not moving the cursor keeps a move's repaint to the new mark.
            return .send(.mark(square))
        case .markCursor:
            return .send(.mark(cursor))
        case .moveCursor(let direction):
            cursor = moved(cursor, direction)
            return .changed
        }
    }

    /// `square` moved one step in `direction`, stopping at the edge of the board.
    static func moved(_ square: Square, _ direction: Direction) -> Square {
        switch direction {
        case .up: Square(row: max(0, square.row - 1), column: square.column)
        case .down: Square(row: min(2, square.row + 1), column: square.column)
        case .left: Square(row: square.row, column: max(0, square.column - 1))
        case .right: Square(row: square.row, column: min(2, square.column + 1))
        }
    }

    /// Seat 0 is X, seat 1 is O.
    public static func mark(of seat: Seat) -> String? {
        Mark(seat: seat).map { "\($0)" }
    }

    /// The computer's levels, weakest first.
    public static let computerLevels = ComputerLevel.allCases.map(\.rawValue)

    /// How each level plays, as the menu says it.
    public static let computerLevelDetails = ComputerLevel.allCases.map { level in
        switch level {
        case .easy: "plays at random"
        case .medium: "wins and blocks"
        case .perfect: "never loses"
        }
    }

    /// Two people at this keyboard, or one against the computer.
    public static let menuOffers = [
        MenuOffer(
            .everyoneHere, label: "Play hot-seat", shortLabel: "Hot-seat", detail: "two players, one keyboard",
            plainLabel: "Tic-tac-toe, two players at this keyboard"),
        MenuOffer(
            .againstComputer, label: "Play the computer", shortLabel: "Computer", detail: "easy, medium or perfect",
            plainLabel: "Tic-tac-toe against the computer"),
    ]

    /// The game in the menu's help.
    public static let menuHelp: String? = "Tic-tac-toe: two players here, or the computer."

    /// The computer marks at once, as its level chooses.
    public static func computerMove(
        for seat: Seat, level: Int, on view: TicTacToe, random: inout SplitMix64
    ) -> ComputerMove<TicTacToe.Move>? {
        guard view.seatToMove == seat, ComputerLevel.allCases.indices.contains(level),
            let square = ComputerPlayer(level: ComputerLevel.allCases[level]).chooseSquare(in: view, using: &random)
        else { return nil }
        return ComputerMove(.mark(square), afterMilliseconds: 0)
    }

    /// A square (`b2`) or a digit as `settings` lays them out; the reason a word that looks like one is not one.
    public static func intent(forLine line: String, settings: Settings) -> PlainReading<Intent>? {
        let word = line.lowercased()
        if let square = Square(name: word) { return .intent(.mark(square)) }
        let characters = Array(word)
        if characters.count == 1, let digit = characters[0].wholeNumberValue {
            guard let square = settings.digitLayout.square(for: digit) else {
                return .invalid("There is no square \(digit): the digits are 1-9.")
            }
            return .intent(.mark(square))
        }
        if characters.count == 2, characters[0].isLetter, characters[1].isNumber {
            return .invalid("\(word) is not on the board: columns are a-c and rows 1-3.")
        }
        return nil
    }

    /// A square or a digit.
    public static func commandWords(settings: Settings) -> [String] {
        ["a square like b2", "a digit 1-9"]
    }

    /// The board as four lines: the column letters, then each row with its number.
    public static func lines(for view: TicTacToe, viewer: Viewer, names: SeatNames) -> [String] {
        ["   a b c"]
            + (0..<3).map { row in
                let marks = (0..<3).map { column in view[Square(row: row, column: column)].map { "\($0)" } ?? "." }
                return "\(row + 1)  \(marks.joined(separator: " "))"
            }
    }

    /// "X plays b2 (centre)".
    public static func sentence(
        for move: TicTacToe.Move?, by seat: Seat, after view: TicTacToe, names: SeatNames
    ) -> String? {
        guard case .mark(let square)? = move else { return "\(names[seat]) moved." }
        return "\(names[seat]) plays \(square.name) (\(square.placeName))"
    }

    /// Every mark of the round from the `told`-th on, replayed from the board's move list.
    public static func sentences(forMovesIn view: TicTacToe, from told: Int, names: SeatNames) -> [String] {
        var replay = TicTacToe(starter: view.starter)
        var said: [String] = []
        for (index, square) in view.moves.enumerated() {
            guard let seat = replay.seatToMove, (try? replay.apply(.mark(square), by: seat)) != nil else { break }
            if index >= told { said.append("\(names[seat]) plays \(square.name) (\(square.placeName))") }
        }
        return said
    }

    /// "Enter a square a1-c3 or 1-9, or help."
    public static func prompt(for view: TicTacToe, seat: Seat) -> String {
        "Enter a square a1-c3 or 1-9, or help."
    }

    /// How to name a square, with the digits as `settings` lays them out.
    public static func helpLines(settings: Settings) -> [String] {
        [
            "Type a square as column letter a-c and row number 1-3: a1 is top left, b2 the centre, c3 bottom right.",
            settings.digitLayout == .keypad
                ? "Or type a digit 1-9 as on a keypad: 7 8 9 is the top row, 1 2 3 the bottom."
                : "Or type a digit 1-9 as on a phone: 1 2 3 is the top row, 7 8 9 the bottom.",
        ]
    }
}
