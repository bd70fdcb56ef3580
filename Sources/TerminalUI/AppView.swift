public import ClientCore
import GameCatalog
import GameCore
import Minesweeper
public import TermCore

/// The whole screen for an `AppState`: a pure function from state and size to a canvas, which the driver draws.
public enum AppView {
    /// The screen for `state` in a terminal of `size`: the status bar, the menu or the board, the key hints, and
    /// the help over them; or only "Terminal too small" below `Layout.minimumSize`.
    public static func render(_ state: AppState, size: Size, options: RenderOptions) -> Canvas {
        if let match = state.minesweeper {
            let scene = minesweeperScene(match, notice: state.notice, glyphs: options.glyphs)
            var canvas = MinesweeperSceneView.render(scene, size: size, options: options)
            if state.isHelpVisible {
                MinesweeperSceneView.drawHelp(over: &canvas, context: scene.context, options: options)
            }
            return canvas
        }
        var canvas = Canvas(size: size)
        guard Layout.fits(size) else {
            TooSmallView.draw(into: &canvas, options: options)
            return canvas
        }
        if let table = state.table, let screen = state.plays.play(for: table.setup.kind) as? any GameScreen.Type {
            TableView.draw(table, screen: screen, state: state, into: &canvas, options: options)
            if state.isHelpVisible {
                HelpOverlay.drawTable(screen, settings: state.settings, into: &canvas, options: options)
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
            case .minesweeper, .table:
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
            case .menu:
                HelpOverlay.drawMenu(plays: state.plays, into: &canvas, options: options)
            case .minesweeper, .table:
                break
            }
        }
        return canvas
    }

    /// What the Minesweeper screen shows of a local match: every player's cursor in their colour, the keys with
    /// the player whose cursor they move, the match's clock and event line, and the last refusal.
    static func minesweeperScene(_ match: MinesweeperMatch, notice: String?, glyphs: GlyphSet) -> MinesweeperScene {
        let kind = match.isHotSeat ? "Co-op Minesweeper" : "Minesweeper"
        let players = match.players.indices.map { index in
            MinesweeperScene.Player(
                seat: Seat(index), name: match.players[index],
                note: match.isHotSeat && match.hands == Seat(index) ? "hands on keys" : nil)
        }
        return MinesweeperScene(
            title: [kind, "board \(match.board)", MinesweeperWording.summary(of: match.options)]
                .joined(separator: glyphs.separator),
            view: match.view, players: players, cursors: match.cursors, focus: match.hands, elapsed: match.elapsed,
            eventLine: match.eventLine, notice: notice,
            hints: match.isHotSeat ? ["Tab next player", "m menu"] : ["m menu"],
            context: match.isHotSeat ? .hotSeat : .solo)
    }
}
