public import ClientCore
public import Foundation
public import GameCatalog
import Minesweeper
import MinesweeperPlay
import Snap
import TicTacToe
import TicTacToePlay

/// The games the tests are built with: the tests' registry.
public enum TestGames {
    /// Every game the parlor executable registers, and the games that exist only for tests.
    public static let all = GameRegistry([TicTacToe.self, Minesweeper.self, Snap.self, PressRace.self, CountToTen.self])

    /// The games the parlor executable registers, in its order: what its errors name as the known kinds.
    public static let shipped = GameRegistry([TicTacToe.self, Minesweeper.self, Snap.self])

    /// The play parts of the games that have them on the client, as the executable registers its own (Minesweeper's
    /// client parts are not yet in its folder).
    public static let plays = PlayRegistry([TicTacToePlay.self, MinesweeperPlay.self, PressRacePlay.self])

    /// Foundation's decoder, given `games`: for values that name a game.
    public static func decoder(games: GameRegistry = shipped) -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.userInfo[GameRegistry.userInfoKey] = games.kinds
        return decoder
    }
}
