import GameCatalog
import Minesweeper
import TicTacToe

/// The games this build plays: the one list the server, the protocol coder and the stores are built with.
///
/// A new game is added here, beside its folder, and nowhere else in room-level code.
enum Games {
    /// Every game, in the order menus and errors list them.
    static let all = GameRegistry([TicTacToe.self, Minesweeper.self])
}
