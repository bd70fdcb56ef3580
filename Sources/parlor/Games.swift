import ClientCore
import GameCatalog
import Minesweeper
import TicTacToe

/// The games this build plays: the one list of rules the server, the protocol coder and the stores are built
/// with, and the one list of play parts the client is built with.
///
/// A new game is added here, beside its folder, and nowhere else in room-level code.
enum Games {
    /// Every game, in the order menus and errors list them.
    static let all = GameRegistry([TicTacToe.self, Minesweeper.self])

    /// The games' play parts, for the online session, its screen and plain mode, and play at one keyboard.
    /// NB: tic-tac-toe's and Minesweeper's client parts are not in their folders yet; the room-level modules still
    /// hold them, so they are not listed here.
    static let plays = PlayRegistry([])
}
