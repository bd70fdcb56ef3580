public import GameCatalog

// NB: the catalog's values hold any game; these make and read tic-tac-toe's by name.

extension GameKind {
    /// Tic-tac-toe, for two seats.
    public static let ticTacToe = GameKind(TicTacToe.self)
}

extension GameSetup {
    /// Tic-tac-toe with `options`.
    public static func ticTacToe(_ options: TicTacToeOptions) -> GameSetup { GameSetup(TicTacToe.self, options) }

    /// The options, if this sets up tic-tac-toe.
    public var ticTacToe: TicTacToeOptions? { options(of: TicTacToe.self) }
}

extension AnyGame {
    /// A game of tic-tac-toe.
    public static func ticTacToe(_ game: TicTacToe) -> AnyGame { AnyGame(game) }

    /// The game, if it is tic-tac-toe.
    public var ticTacToe: TicTacToe? { state(of: TicTacToe.self) }
}

extension AnyMove {
    /// A tic-tac-toe move.
    public static func ticTacToe(_ move: TicTacToe.Move) -> AnyMove { AnyMove(TicTacToe.self, move) }

    /// The move, if it is tic-tac-toe's.
    public var ticTacToe: TicTacToe.Move? { move(of: TicTacToe.self) }
}

extension AnyView {
    /// A tic-tac-toe game as seen: nothing in it is hidden, so the view is the whole game.
    public static func ticTacToe(_ game: TicTacToe) -> AnyView { AnyView(TicTacToe.self, game) }

    /// The view, if it is tic-tac-toe's.
    public var ticTacToe: TicTacToe? { view(of: TicTacToe.self) }
}

extension AnyViolation {
    /// A tic-tac-toe rule was broken.
    public static func ticTacToe(_ violation: TicTacToe.Violation) -> AnyViolation {
        AnyViolation(TicTacToe.self, violation)
    }

    /// The refusal, if tic-tac-toe's rules made it.
    public var ticTacToe: TicTacToe.Violation? { violation(of: TicTacToe.self) }
}
