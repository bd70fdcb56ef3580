public import GameCatalog
public import GameCore

/// An entry of the main menu or of one of its pages.
public enum MenuItem: Hashable, Sendable {
    /// A way a game offers to be played at this keyboard (hot-seat, or against the computer).
    case offer(GameKind, MenuOffer)
    /// Create a room on the server and wait for a friend to join it by its game ID.
    case hostOnline
    /// Open the page where the game ID of a room to join is typed.
    case joinOnline
    /// Open the page where the game ID of a room to watch is typed.
    case watchOnline
    /// Play the first online player waiting for a game, or wait for one.
    case quickMatch
    /// Play the game of the setups page shown with this setup.
    case setup(SetupOffer)
    /// Switch the seat the person plays against the computer: this one now, named `name` ("X"), and its place in
    /// the first round's order of moves (0 opens it, 1 moves second).
    case personSeat(Seat, name: String, turn: Int)
    /// Play the computer at this level.
    case computerLevel(ComputerLevelOffer)
    /// Back from a page to the main menu.
    case back
    /// Show the help overlay.
    case help
    /// Leave the program.
    case quit
}
