/// One of a game's computer levels as the menu lists it: its name ("perfect") and a few words on how it plays.
public struct ComputerLevelOffer: Hashable, Sendable {
    /// The level's index in the game's `computerLevels`, weakest first.
    public var index: Int
    /// The level's name, as `--level` takes it.
    public var name: String
    /// How it plays, in a few dim words beside the entry ("never loses"), when the game says.
    public var detail: String?

    /// Level `index` of a game, called `name`, with `detail` beside it.
    public init(index: Int, name: String, detail: String?) {
        self.index = index
        self.name = name
        self.detail = detail
    }
}
