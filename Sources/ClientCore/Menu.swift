public import TicTacToe

/// The menu on screen: which page, and which entry is selected.
public struct Menu: Hashable, Sendable {
    /// A page of the menu.
    public enum Page: Hashable, Sendable {
        /// Play hot-seat, play the computer, help, quit.
        case main
        /// The computer levels, the mark the person plays, and back.
        case computer
    }

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

    /// The entries of the page shown, top to bottom.
    public var items: [MenuItem] {
        switch page {
        case .main: return [.playHotSeat, .playComputer, .help, .quit]
        case .computer: return ComputerLevel.allCases.map(MenuItem.computerLevel) + [.humanMark(humanMark), .back]
        }
    }

    /// The selected entry.
    public var selectedItem: MenuItem { items[min(max(selection, 0), items.count - 1)] }
}
