public import GameCatalog

// NB: the catalog's values hold any game; these make and read Snap's by name.

extension GameKind {
    /// Snap, the card game for 2 to 4 players.
    public static let snap = GameKind(Snap.self)
}

extension GameSetup {
    /// Snap with these options.
    public static func snap(_ options: SnapOptions) -> GameSetup { GameSetup(Snap.self, options) }

    /// The options, if this sets up Snap.
    public var snap: SnapOptions? { options(of: Snap.self) }
}

extension AnyGame {
    /// A round of Snap, face-down cards and seed included.
    public static func snap(_ game: Snap) -> AnyGame { AnyGame(game) }

    /// The round, if it is Snap.
    public var snap: Snap? { state(of: Snap.self) }
}

extension AnyMove {
    /// A Snap move: `{"kind": "snap", "turn": {}}`, `"snap": {"turn": 7}`, `"timedTurn": {}`, `"dealtOut": {}`.
    public static func snap(_ move: Snap.Move) -> AnyMove { AnyMove(Snap.self, move) }

    /// The move, if it is Snap's.
    public var snap: Snap.Move? { move(of: Snap.self) }
}

extension AnyView {
    /// A Snap table as everyone sees it: no face-down card, and no seed until the round is over.
    public static func snap(_ view: SnapView) -> AnyView { AnyView(Snap.self, view) }

    /// The view, if it is Snap's.
    public var snap: SnapView? { view(of: Snap.self) }
}

extension AnyViewChange {
    /// What a Snap move changed.
    public static func snap(_ change: SnapChange) -> AnyViewChange { AnyViewChange(Snap.self, change) }

    /// The change, if it is Snap's.
    public var snap: SnapChange? { change(of: Snap.self) }
}

extension AnyViolation {
    /// A Snap rule was broken.
    public static func snap(_ violation: Snap.Violation) -> AnyViolation { AnyViolation(Snap.self, violation) }

    /// The refusal, if Snap's rules made it.
    public var snap: Snap.Violation? { violation(of: Snap.self) }
}
