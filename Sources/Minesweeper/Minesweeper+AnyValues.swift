public import GameCatalog

// NB: the catalog's values hold any game; these make and read Minesweeper's by name.

extension GameKind {
    /// Co-operative Minesweeper, for 1 to 16 seats clearing one board together.
    public static let minesweeper = GameKind(Minesweeper.self)
}

extension GameSetup {
    /// Co-operative Minesweeper on this board, for up to this many players.
    public static func minesweeper(_ setup: MinesweeperSetup) -> GameSetup { GameSetup(Minesweeper.self, setup) }

    /// The setup, if this sets up Minesweeper.
    public var minesweeper: MinesweeperSetup? { options(of: Minesweeper.self) }
}

extension AnyGame {
    /// A game of co-operative Minesweeper, mines and seed included.
    public static func minesweeper(_ game: Minesweeper) -> AnyGame { AnyGame(game) }

    /// The game, if it is Minesweeper.
    public var minesweeper: Minesweeper? { state(of: Minesweeper.self) }
}

extension AnyMove {
    /// A Minesweeper move: `{"kind": "minesweeper", "reveal": "d7"}`, `"flag": "d7", "on": true`, `"chord": "d7"`.
    public static func minesweeper(_ move: Minesweeper.Move) -> AnyMove { AnyMove(Minesweeper.self, move) }

    /// The move, if it is Minesweeper's.
    public var minesweeper: Minesweeper.Move? { move(of: Minesweeper.self) }
}

extension AnyView {
    /// A Minesweeper board as everyone sees it: no unrevealed mine and no seed until the game is over.
    public static func minesweeper(_ view: MinesweeperView) -> AnyView { AnyView(Minesweeper.self, view) }

    /// The view, if it is Minesweeper's.
    public var minesweeper: MinesweeperView? { view(of: Minesweeper.self) }
}

extension AnyViewChange {
    /// What a Minesweeper move changed.
    public static func minesweeper(_ change: MinesweeperChange) -> AnyViewChange {
        AnyViewChange(Minesweeper.self, change)
    }

    /// The change, if it is Minesweeper's.
    public var minesweeper: MinesweeperChange? { change(of: Minesweeper.self) }
}

extension AnyViolation {
    /// A Minesweeper rule was broken.
    public static func minesweeper(_ violation: Minesweeper.Violation) -> AnyViolation {
        AnyViolation(Minesweeper.self, violation)
    }

    /// The refusal, if Minesweeper's rules made it.
    public var minesweeper: Minesweeper.Violation? { violation(of: Minesweeper.self) }
}
