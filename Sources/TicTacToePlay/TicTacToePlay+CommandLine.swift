public import GameCatalog
public import GameCommandLine
public import TicTacToe

extension TicTacToePlay: GameCommandLine {
    /// Two players, X and O.
    public static var players: ClosedRange<Int> { TicTacToe.seatRange }

    /// The one board.
    public static func setup(_ options: NoGameOptions, players: Int) throws -> GameSetup {
        GameKind(TicTacToe.self).standardSetup
    }
}
