public import ClientCore
import GameCatalog
import GameCore
public import TermCore

/// The whole screen for an `AppState`: a pure function from state and size to a canvas, which the driver draws.
public enum AppView {
    /// The screen for `state` in a terminal of `size`: the status bar, the menu or the board, the key hints, and
    /// the help over them; or only "Terminal too small" below `Layout.minimumSize`.
    public static func render(_ state: AppState, size: Size, options: RenderOptions) -> Canvas {
        var canvas = Canvas(size: size)
        guard Layout.fits(size) else {
            TooSmallView.draw(into: &canvas, options: options)
            return canvas
        }
        if let table = state.table, let screen = state.plays.play(for: table.setup.kind) as? any GameScreen.Type {
            TableView.draw(table, screen: screen, state: state, into: &canvas, options: options)
            if state.isHelpVisible {
                HelpOverlay.drawTable(
                    screen, settings: state.settings, passesKeys: table.hands != nil, into: &canvas, options: options)
            }
            return canvas
        }
        if let entry = state.menu?.gameIDEntry {
            MenuGameIDView.draw(entry, into: &canvas, options: options)
        } else {
            StatusBar.draw(state, into: &canvas, options: options)
            switch state.screen {
            case .menu(let menu):
                MenuView.draw(menu, notice: state.notice, into: &canvas, options: options)
            case .table:
                break
            }
            HintBar.draw(state, into: &canvas, options: options)
            if let menu = state.menu, let notice = state.notice {
                MenuView.drawNotice(notice, for: menu, into: &canvas, options: options)
            }
        }
        if state.isHelpVisible {
            // NB: the help belongs to the screen it is opened from: the menu's keys and what it offers, the field's
            // typing, or the board's keys.
            switch state.screen {
            case .menu(let menu) where menu.gameIDEntry != nil:
                HelpOverlay.drawTyping(into: &canvas, options: options)
            case .menu(let menu):
                HelpOverlay.drawMenu(plays: state.plays, entries: menu.items.count, into: &canvas, options: options)
            case .table:
                break
            }
        }
        return canvas
    }
}
