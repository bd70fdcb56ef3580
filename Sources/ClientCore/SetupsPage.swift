public import GameCatalog

/// The menu's page of the setups a game offers at this keyboard (boards of sizes), for the people named in
/// the settings' players.
public struct SetupsPage: Hashable, Sendable {
    /// The game played.
    public let game: GameKind
    /// The page's title: the entry that opened it as plain mode names it ("Co-op puzzle").
    public let title: String
    /// The main page's entry that opened this page, selected again on the way back.
    public let opener: MenuItem
    /// The setups, in order.
    public let offers: [SetupOffer]

    /// The page of `game`, titled `title` and opened by `opener`, offering `offers`.
    public init(game: GameKind, title: String, opener: MenuItem, offers: [SetupOffer]) {
        self.game = game
        self.title = title
        self.opener = opener
        self.offers = offers
    }
}
