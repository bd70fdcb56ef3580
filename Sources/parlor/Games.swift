import ClientCore
import GameCatalog
import Minesweeper
import TicTacToe
import TicTacToePlay

/// The games this build plays: the one list of rules the server, the protocol coder and the stores are built
/// with, and the one list of play parts the client is built with.
///
/// A new game is added here, beside its folder, and nowhere else in room-level code.
enum Games {
    /// Every game, in the order menus and errors list them.
    static let all = GameRegistry([TicTacToe.self, Minesweeper.self])

    /// The games' play parts, for the online session, its screen and plain mode, and play at one keyboard.
    /// NB: tic-tac-toe's online plain mode is its play parts'; its screens and local play, and all of Minesweeper's
    /// client parts, are still in the room-level modules.
    static let plays = PlayRegistry([TicTacToePlay.self])
}
