public import GameCore

/// The menu on screen: which page, and which entry is selected.
public struct Menu: Hashable, Sendable {
    /// A page of the menu.
    public enum Page: Hashable, Sendable {
        /// The games' entries at this keyboard, the online entries, help, quit.
        case main
        /// A game against the computer: its levels, the seat the person plays, and back.
        case computer(ComputerPage)
        /// A game's setups (boards of sizes) and back.
        case setups(SetupsPage)
        /// A field for the game ID of a room to join or watch; it has no entries.
        case gameID(GameIDEntry)
    }

    /// The page shown.
    public var page: Page
    /// The index of the selected entry in `items`.
    public var selection: Int
    /// The seat the person plays against the computer, kept across pages; the first seat opens.
    public var personSeat: Seat
    /// The main page's entries, top to bottom (`mainItems(for:)`).
    public let mainItems: [MenuItem]

    /// The menu of `mainItems`, showing `page` with entry `selection` selected.
    public init(mainItems: [MenuItem], page: Page = .main, selection: Int = 0, personSeat: Seat = Seat(0)) {
        self.mainItems = mainItems
        self.page = page
        self.selection = selection
        self.personSeat = personSeat
    }

    /// The main page's entries for the games of `plays`: the first game's offers, the online entries, every other
    /// game's offers in the registry's order, then help and quit.
    ///
    /// NB: the other games come after the online entries so that the digits people learnt (the first game's, then
    /// online play's) stay the same as games are added.
    public static func mainItems(for plays: PlayRegistry) -> [MenuItem] {
        let offers = plays.plays.map { play in play.menuOffers.map { MenuItem.offer(play.kind, $0) } }
        let online: [MenuItem] = plays.plays.isEmpty ? [] : [.hostOnline, .joinOnline, .watchOnline, .quickMatch]
        return (offers.first ?? []) + online + offers.dropFirst().flatMap { $0 } + [.help, .quit]
    }

    /// The entries of the page shown, top to bottom; none on the game-ID page.
    public var items: [MenuItem] {
        switch page {
        case .main: return mainItems
        case .computer(let computer):
            return computer.levels.map(MenuItem.computerLevel) + [computer.seatItem(personSeat), .back]
        case .setups(let page): return page.offers.map(MenuItem.setup) + [.back]
        case .gameID: return []
        }
    }

    /// Every form the page's entries take as the person changes them in place (the seat played against the
    /// computer, for every seat): what the page's layout measures, so that such a change does not resize it.
    public var itemsInEveryForm: [MenuItem] {
        guard case .computer(let computer) = page else { return items }
        return items + computer.everySeatItem
    }

    /// The selected entry; `nil` on a page without entries.
    public var selectedItem: MenuItem? {
        let items = items
        guard !items.isEmpty else { return nil }
        return items[min(max(selection, 0), items.count - 1)]
    }

    /// The game-ID field, when that page is shown.
    public var gameIDEntry: GameIDEntry? {
        if case .gameID(let entry) = page { return entry }
        return nil
    }

    /// The same menu showing the main page with `item` selected (the first entry when it is not there), the
    /// person's seat kept.
    func main(selecting item: MenuItem) -> Menu {
        Menu(mainItems: mainItems, selection: mainItems.firstIndex(of: item) ?? 0, personSeat: personSeat)
    }

    /// The same menu showing `page` with entry `selection` selected, the person's seat kept.
    func showing(_ page: Page, selection: Int = 0) -> Menu {
        Menu(mainItems: mainItems, page: page, selection: selection, personSeat: personSeat)
    }
}

extension Menu {
    /// A menu of no entries, left in the screen's place while its value is changed (`AppState.reduce`).
    static let placeholder = Menu(mainItems: [])
}
