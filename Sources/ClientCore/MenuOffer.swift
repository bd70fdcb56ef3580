/// A way the menu offers to start a game at this keyboard, declared by the game's play parts (`menuOffers`): the
/// room-level menu lists every game's offers in the registry's order, the first game's before the online entries.
public struct MenuOffer: Hashable, Sendable {
    /// What choosing the entry starts.
    public enum Start: Hashable, Sendable {
        /// Every seat a person at this keyboard, named as the settings name them (or by their marks).
        case everyoneHere
        /// The person against the computer: a page of the game's computer levels, and the seat the person plays.
        case againstComputer
        /// A page of setups to choose from (boards of sizes), for the people named in the settings' players; a
        /// setup is called a `noun` ("board") in plain mode's questions.
        case choosingSetup([SetupOffer], noun: String)
    }

    /// What the entry starts.
    public var start: Start
    /// The entry's name on the full screen ("Play hot-seat").
    public var label: String
    /// A shorter name for narrow terminals ("Hot-seat").
    public var shortLabel: String
    /// A few dim words beside the entry when there is room ("two players, one keyboard").
    public var detail: String?
    /// The entry as plain mode's numbered menu reads it, the game named ("Draughts against the computer").
    public var plainLabel: String

    /// An offer to start `start`, named `label` (`shortLabel` when narrow; `label` when not given) with `detail`
    /// beside it, and `plainLabel` in plain mode.
    public init(_ start: Start, label: String, shortLabel: String? = nil, detail: String? = nil, plainLabel: String) {
        self.start = start
        self.label = label
        self.shortLabel = shortLabel ?? label
        self.detail = detail
        self.plainLabel = plainLabel
    }
}
