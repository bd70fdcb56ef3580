public import GameCatalog

/// One of the setups a game's menu page offers (a board's size), as the full screen and plain mode name it.
public struct SetupOffer: Hashable, Sendable {
    /// The game and its options; its seats are made the number of people playing (`GamePlay.setup(_:people:)`).
    public var setup: GameSetup
    /// The entry's name on the full screen ("Beginner").
    public var label: String
    /// A few dim words beside it when there is room ("9x9, 10 mines").
    public var detail: String?
    /// The entry in plain mode's numbered menu ("beginner, 9x9, 10 mines").
    public var plainLabel: String

    /// An offer of `setup`, named `label` with `detail` beside it, and `plainLabel` in plain mode.
    public init(_ setup: GameSetup, label: String, detail: String? = nil, plainLabel: String) {
        self.setup = setup
        self.label = label
        self.detail = detail
        self.plainLabel = plainLabel
    }
}
