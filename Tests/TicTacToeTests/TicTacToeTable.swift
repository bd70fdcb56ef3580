import ClientCore
import GameCore
import PlainMode
import TestGames
import TicTacToe

/// Tic-tac-toe at one keyboard by lines, as `parlor play` starts it.
enum TicTacToeTable {
    /// A table for `names` (X first), the computer playing `computer` at `level`, with `digits`.
    static func plain(
        _ names: [String], computer: Set<Seat> = [], level: ComputerLevel? = nil, digits: DigitLayout = .keypad,
        seed: UInt64 = 1
    ) -> PlainTableSession {
        PlainTableSession(
            setup: .ticTacToe(TicTacToeOptions()), names: names, computerSeats: computer,
            computerLevel: level.flatMap { ComputerLevel.allCases.firstIndex(of: $0) },
            settings: Settings(digitLayout: digits), plays: TestGames.plays, seed: seed)!
    }
}
