import ClientCore
import GameCatalog
import GameCore
import TermCore

/// A local table of any registered game: the status bar (the mode, the round, whose move or how it ended, and
/// every seat's score), the game's own part drawn by its screen, the line under it for a refusal or what to do
/// next, and the key hints.
enum TableView {
    /// Draws the table of `state` as `screen` shows it.
    static func draw(
        _ table: LocalTable, screen: any GameScreen.Type, state: AppState, into canvas: inout Canvas,
        options: RenderOptions
    ) {
        StatusBar.draw(state, into: &canvas, options: options)
        let frame = gameFrame(in: canvas.size)
        screen.draw(
            table.view, state: table.clientState, context: context(table, settings: state.settings), into: &canvas,
            frame: frame, options: options)
        drawNotice(table, screen: screen, notice: state.notice, into: &canvas, options: options)
        HintBar.draw(
            hints(table, screen: screen, state: state, glyphs: options.glyphs), into: &canvas, options: options)
    }

    /// What the game's screen knows of the table: nobody's seat (the people at the keyboard act for whoever is to
    /// move), and whether a move may be made now.
    static func context(_ table: LocalTable, settings: Settings) -> GameScreenContext {
        GameScreenContext(
            seat: nil, names: table.seatNames, isYourMove: !table.game.isOver, settings: settings,
            everyMoveSeenHere: table.computerSeats.isEmpty)
    }

    /// Where the game's part of a table's screen goes in a terminal of `size`: between the bars, less the notice
    /// row. What drawing and clicking both use.
    static func gameFrame(in size: Size) -> Rect {
        Rect(x: 0, y: 1, width: size.width, height: max(1, size.height - 3))
    }

    /// The line under the game: a refused move, or what to do next once the round is over.
    static func drawNotice(
        _ table: LocalTable, screen: any GameScreen.Type, notice: String?, into canvas: inout Canvas,
        options: RenderOptions
    ) {
        let size = canvas.size
        let row = min(screen.area(in: gameFrame(in: size)).maxY, size.height - 2)
        let line = Rect(x: 0, y: row, width: size.width, height: 1)
        if let notice {
            let text = notice.terminalSafe.truncated(to: size.width - 2, ellipsis: options.glyphs.ellipsis)
            canvas.putCentred(text, y: row, in: line, style: options.theme[.notice])
        } else if table.game.isOver {
            let next = HintBar.label(for: .nextRound, glyphs: options.glyphs) ?? "n"
            let confirm = HintBar.label(for: .confirm, glyphs: options.glyphs) ?? "Enter"
            let menu = HintBar.label(for: .menu, glyphs: options.glyphs) ?? "m"
            let long = "Press \(next) or \(confirm) for the next round, \(menu) for the menu"
            let short = "\(next): next round"
            let text = long.count <= size.width - 2 ? long : short
            canvas.putCentred(text, y: row, in: line, style: options.theme[.message])
        }
    }

    /// The hints of the table: the game's move keys while a round is on; the next round, the game's choices and
    /// the menu once it is over; the help and quitting always.
    static func hints(
        _ table: LocalTable, screen: any GameScreen.Type, state: AppState, glyphs: GlyphSet
    ) -> [HintBar.Hint] {
        func keys(_ command: KeyCommand) -> String { HintBar.label(for: command, glyphs: glyphs) ?? "" }
        let help = HintBar.Hint(keys: keys(.toggleHelp), word: "help", dropOrder: 1)
        let quit = HintBar.Hint(keys: keys(.quit), word: "quit", dropOrder: 0)
        if state.isHelpVisible {
            return [
                HintBar.Hint(keys: "\(keys(.escape))/\(keys(.toggleHelp))", word: "close help", dropOrder: 1), quit,
            ]
        }
        let menu = HintBar.Hint(keys: keys(.menu), word: "menu", dropOrder: 3)
        if table.game.isOver {
            let choices = screen.roundChoices(after: table.view, for: nil).enumerated().map { index, offer in
                HintBar.Hint(keys: "\(offer.key)", word: offer.word, dropOrder: 4 + index)
            }
            return [HintBar.Hint(keys: keys(.nextRound), word: "next round", dropOrder: 2)] + choices + [
                menu, help, quit,
            ]
        }
        let moves = screen.moveHints(settings: state.settings, atOneKeyboard: true, glyphs: glyphs)
        let game = moves.enumerated().map { HintBar.Hint(keys: $1.keys, word: $1.word, dropOrder: 2 + $0) }
        return game + [HintBar.Hint(keys: keys(.menu), word: "menu", dropOrder: 2 + moves.count), help, quit]
    }
}
