import Minesweeper
public import TicTacToe

/// The menu on screen: which page, and which entry is selected.
public struct Menu: Hashable, Sendable {
    /// A page of the menu.
    public enum Page: Hashable, Sendable {
        /// Play hot-seat, play the computer, the online entries, help, quit.
        case main
        /// The computer levels, the mark the person plays, and back.
        case computer
        /// The Minesweeper boards (the presets) and back.
        case minesweeper
        /// A field for the game ID of a room to join or watch; it has no entries.
        case gameID(GameIDEntry)
    }

    /// The entries of the main page, top to bottom: tic-tac-toe locally, then online, then Minesweeper, help and
    /// quit.
    ///
    /// NB: Minesweeper comes after the online entries so their digits (3 to 6) stay what people learnt.
    public static let mainItems: [MenuItem] = [
        .playHotSeat, .playComputer, .hostOnline, .joinOnline, .watchOnline, .quickMatch, .playMinesweeper, .help,
        .quit,
    ]

    /// The page shown.
    public var page: Page
    /// The index of the selected entry in `items`.
    public var selection: Int
    /// The mark the person plays against the computer; X moves first.
    public var humanMark: Mark

    /// The main page with its first entry selected.
    public init(page: Page = .main, selection: Int = 0, humanMark: Mark = .x) {
        self.page = page
        self.selection = selection
        self.humanMark = humanMark
    }

    /// The entries of the page shown, top to bottom; none on the game-ID page.
    public var items: [MenuItem] {
        switch page {
        case .main: return Self.mainItems
        case .computer: return ComputerLevel.allCases.map(MenuItem.computerLevel) + [.humanMark(humanMark), .back]
        case .minesweeper: return MinesweeperPreset.allCases.map(MenuItem.minesweeperPreset) + [.back]
        case .gameID: return []
        }
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
}
