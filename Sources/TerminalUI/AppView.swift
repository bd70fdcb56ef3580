public import ClientCore
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
        if let entry = state.menu?.gameIDEntry {
            MenuGameIDView.draw(entry, into: &canvas, options: options)
        } else {
            StatusBar.draw(state, into: &canvas, options: options)
            switch state.screen {
            case .menu(let menu):
                MenuView.draw(menu, notice: state.notice, into: &canvas, options: options)
            case .playing(let playing):
                PlayView.draw(playing, state: state, into: &canvas, options: options)
            }
            HintBar.draw(state, into: &canvas, options: options)
            if let menu = state.menu, let notice = state.notice {
                MenuView.drawNotice(notice, for: menu, into: &canvas, options: options)
            }
        }
        if state.isHelpVisible {
            HelpOverlay.draw(
                settings: state.settings, typing: state.menu?.gameIDEntry != nil, into: &canvas, options: options)
        }
        return canvas
    }
}
