extension Menu.Page {
    /// The main-menu entry that opens this page, selected again when Esc or Back leaves it; `nil` for the main
    /// page and the game-ID page (which has its own way back).
    var opener: MenuItem? {
        switch self {
        case .computer(let page): return page.opener
        case .setups(let page): return page.opener
        case .main, .gameID: return nil
        }
    }
}
