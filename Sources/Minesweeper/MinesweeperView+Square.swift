public import GameCore

extension MinesweeperView {
    /// What one cell shows a viewer.
    ///
    /// Wire shape: one character of a board row (see `MinesweeperView`): `.` hidden, `0`-`8` a revealed number,
    /// `a`-`z` a flag placed by seat 0-25, `F` a flag placed for everyone at a win, `*` a mine shown after the end,
    /// `X` the mine that was hit, `!` a flag on a cell without a mine, shown after a loss.
    public enum Square: Hashable, Sendable {
        /// Not revealed; may or may not hide a mine.
        case hidden
        /// Hidden under a flag placed by a seat, or by the game itself (`nil`) on the mines left when the board
        /// was cleared.
        case flagged(by: Seat?)
        /// Revealed and safe, showing how many of its neighbours hold mines (0-8).
        case revealed(Int)
        /// A mine nobody flagged, shown once the game is lost.
        case mine
        /// The mine whose reveal lost the game.
        case exploded
        /// A flag on a cell without a mine, shown once the game is lost.
        case misflagged

        /// The square's character in a board row.
        var symbol: Character {
            switch self {
            case .hidden: return "."
            case .flagged(nil): return "F"
            case .flagged(let seat?): return Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(seat.index)))
            case .revealed(let number): return Character(String(number))
            case .mine: return "*"
            case .exploded: return "X"
            case .misflagged: return "!"
            }
        }

        /// Whether `symbol` can stand for this square (a flag's seat must be 0-25, a number 0-8).
        var isEncodable: Bool {
            switch self {
            case .flagged(let seat?): return (0..<26).contains(seat.index)
            case .revealed(let number): return (0...8).contains(number)
            default: return true
            }
        }

        /// The square a board row's character stands for, or `nil` for a character outside the alphabet.
        init?(symbol: Character) {
            switch symbol {
            case ".": self = .hidden
            case "F": self = .flagged(by: nil)
            case "*": self = .mine
            case "X": self = .exploded
            case "!": self = .misflagged
            default:
                guard let ascii = symbol.asciiValue else { return nil }
                switch ascii {
                case UInt8(ascii: "0")...UInt8(ascii: "8"): self = .revealed(Int(ascii - UInt8(ascii: "0")))
                case UInt8(ascii: "a")...UInt8(ascii: "z"): self = .flagged(by: Seat(Int(ascii - UInt8(ascii: "a"))))
                default: return nil
                }
            }
        }

        /// Whether a flag, placed by a seat or by the game, covers the cell.
        public var isFlagged: Bool {
            if case .flagged = self { return true }
            return false
        }

        /// Whether the cell has been revealed as a safe number.
        public var isRevealed: Bool {
            if case .revealed = self { return true }
            return false
        }

        /// Whether the square is a mine shown after the end (hit or not).
        var showsMine: Bool {
            self == .mine || self == .exploded
        }
    }
}
