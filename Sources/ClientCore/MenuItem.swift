public import TicTacToe

/// An entry of the main menu or of the computer-level menu.
public enum MenuItem: Hashable, Sendable {
    /// Two people at this keyboard.
    case playHotSeat
    /// Open the menu of computer levels.
    case playComputer
    /// Toggle which mark the person plays against the computer.
    case humanMark(Mark)
    /// Play the computer at this level.
    case computerLevel(ComputerLevel)
    /// Back from the computer-level menu to the main menu.
    case back
    /// Show the help overlay.
    case help
    /// Leave the program.
    case quit
}
