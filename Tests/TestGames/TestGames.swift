public import Foundation
public import GameCatalog
import Minesweeper
import TicTacToe

/// The games the tests are built with: the tests' registry.
public enum TestGames {
    /// Every game, as the parlor executable registers them.
    public static let all = GameRegistry([TicTacToe.self, Minesweeper.self])

    /// Foundation's decoder, given the tests' games: for values that name a game.
    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.userInfo[GameRegistry.userInfoKey] = all.kinds
        return decoder
    }
}
