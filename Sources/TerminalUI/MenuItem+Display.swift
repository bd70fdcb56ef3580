import ClientCore
import Minesweeper
import TicTacToe

extension MenuItem {
    /// The entry's name in the menu.
    var label: String {
        switch self {
        case .playHotSeat: return "Play hot-seat"
        case .playComputer: return "Play the computer"
        case .hostOnline: return "Create online game"
        case .joinOnline: return "Join by game ID"
        case .watchOnline: return "Watch by game ID"
        case .quickMatch: return "Quick match"
        case .humanMark(.x): return "You play: X (moves first)"
        case .humanMark(.o): return "You play: O"
        case .computerLevel(let level): return level.rawValue.prefix(1).uppercased() + level.rawValue.dropFirst()
        case .playMinesweeper: return "Play Minesweeper"
        case .minesweeperPreset(let preset): return preset.rawValue.prefix(1).uppercased() + preset.rawValue.dropFirst()
        case .back: return "Back"
        case .help: return "Help"
        case .quit: return "Quit"
        }
    }

    /// A shorter name for narrow terminals.
    var shortLabel: String {
        switch self {
        case .playHotSeat: return "Hot-seat"
        case .playComputer: return "Computer"
        case .playMinesweeper: return "Minesweeper"
        case .hostOnline: return "Create online"
        case .joinOnline: return "Join by ID"
        case .watchOnline: return "Watch by ID"
        case .humanMark(let mark): return "You play: \(mark)"
        default: return label
        }
    }

    /// A few dim words beside the entry, when there is room.
    var detail: String? {
        switch self {
        case .playHotSeat: return "two players, one keyboard"
        case .playComputer: return "easy, medium or perfect"
        case .hostOnline: return "a friend joins by its ID"
        case .joinOnline: return "take a seat in a friend's game"
        case .watchOnline: return "follow a game live"
        case .quickMatch: return "pair with a stranger"
        case .help: return "keys and rules"
        case .computerLevel(.easy): return "plays at random"
        case .computerLevel(.medium): return "wins and blocks"
        case .computerLevel(.perfect): return "never loses"
        case .humanMark: return "Enter to switch"
        case .playMinesweeper: return "co-op, solo or hot-seat"
        case .minesweeperPreset(let preset):
            let options = preset.options
            return "\(options.rows)x\(options.columns), \(options.mines) mines"
        case .computerLevel, .back, .quit: return nil
        }
    }
}
