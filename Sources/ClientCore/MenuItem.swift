public import Minesweeper
public import TicTacToe

/// An entry of the main menu or of one of its pages.
public enum MenuItem: Hashable, Sendable {
    /// Two people at this keyboard.
    case playHotSeat
    /// Open the menu of computer levels.
    case playComputer
    /// Create a room on the server and wait for a friend to join it by its game ID.
    case hostOnline
    /// Open the page where the game ID of a room to join is typed.
    case joinOnline
    /// Open the page where the game ID of a room to watch is typed.
    case watchOnline
    /// Play the first online player waiting for a game, or wait for one.
    case quickMatch
    /// Open the menu of Minesweeper boards.
    case playMinesweeper
    /// Play co-op Minesweeper on a board of this preset.
    case minesweeperPreset(MinesweeperPreset)
    /// Toggle which mark the person plays against the computer.
    case humanMark(Mark)
    /// Play the computer at this level.
    case computerLevel(ComputerLevel)
    /// Back from a page to the main menu.
    case back
    /// Show the help overlay.
    case help
    /// Leave the program.
    case quit
}
