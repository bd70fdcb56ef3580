import ClientCore
import GameCatalog
import GameCore
import TermCore

/// A local table of any registered game: the status bar (the mode, the round, whose move or how it ended, and
/// every seat's score), the game's own part drawn by its screen, the line under it for a refusal or what to do
/// next, and the key hints.
///
/// Each row is drawn by a part of its own: the bars on the first and last rows from what `StatusBar.TableBar` and
/// `Hints` hold, and the game's part and the notice row between them from what `GamePart` holds. `AppRenderer`
/// keeps each of them in a frame while what it is drawn from stays the same, and has the game redraw only what
/// changed otherwise.
enum TableView {
    /// What the hint bar of a table is drawn from, beside the glyphs: equal values draw equal hints.
    struct Hints: Equatable {
        /// The game's screen parts: its move keys.
        var screen: any GameScreen.Type
        /// The person's settings: how the game names its keys.
        var settings: Settings
        var isHelpVisible: Bool
        /// The game's choices for the next round once the round is over; `nil` while it is played.
        var choices: [RoundChoiceOffer<AnyRoundChoice>]?
        /// Whether the people take turns at the keys: Tab hands them on.
        var passesKeys: Bool

        /// The hints of `table`, whose view is `view`, as `screen` draws it for `state`.
        init(_ table: LocalTable, view: AnyView, screen: any GameScreen.Type, state: AppState) {
            self.screen = screen
            settings = state.settings
            isHelpVisible = state.isHelpVisible
            choices = table.game.isOver ? screen.roundChoices(after: view, for: nil) : nil
            passesKeys = table.hands != nil
        }

        static func == (lhs: Hints, rhs: Hints) -> Bool {
            ObjectIdentifier(lhs.screen) == ObjectIdentifier(rhs.screen) && lhs.settings == rhs.settings
                && lhs.isHelpVisible == rhs.isHelpVisible && lhs.choices == rhs.choices
                && lhs.passesKeys == rhs.passesKeys
        }
    }

    /// What the rows between the bars of a table are drawn from, beside the canvas's size and the options: the
    /// game's part and the notice row. Equal parts draw equal rows.
    struct GamePart: Equatable {
        /// The game's screen parts.
        var screen: any GameScreen.Type
        var view: AnyView
        /// The game's own state at the table (a cursor).
        var state: AnyClientState
        var context: GameScreenContext
        /// The line under the game: a refusal, or what to do next once the round is over.
        var notice: String?
        var isOver: Bool

        /// The part of `table`, whose view is `view`, as `screen` draws it for `state`.
        init(_ table: LocalTable, view: AnyView, screen: any GameScreen.Type, state: AppState) {
            self.screen = screen
            self.view = view
            self.state = table.clientState
            context = TableView.context(table, state: state)
            notice = state.notice
            isOver = table.game.isOver
        }

        static func == (lhs: GamePart, rhs: GamePart) -> Bool {
            ObjectIdentifier(lhs.screen) == ObjectIdentifier(rhs.screen) && lhs.view == rhs.view
                && lhs.state == rhs.state && lhs.context == rhs.context && lhs.notice == rhs.notice
                && lhs.isOver == rhs.isOver
        }
    }

    /// Draws the table of `state` as `screen` shows it.
    static func draw(
        _ table: LocalTable, screen: any GameScreen.Type, state: AppState, into canvas: inout Canvas,
        options: RenderOptions
    ) {
        let view = table.view
        StatusBar.draw(
            StatusBar.TableBar(table, view: view), into: &canvas, options: options)
        drawGame(table, view: view, screen: screen, state: state, into: &canvas, options: options)
        drawNotice(table, screen: screen, notice: state.notice, into: &canvas, options: options)
        HintBar.draw(
            hints(Hints(table, view: view, screen: screen, state: state), glyphs: options.glyphs), into: &canvas,
            options: options)
    }

    /// Draws the game's part of the table, `view`, in `gameFrame(in:)`: what `screen` draws there.
    static func drawGame(
        _ table: LocalTable, view: AnyView, screen: any GameScreen.Type, state: AppState,
        into canvas: inout Canvas, options: RenderOptions
    ) {
        screen.draw(
            view, state: table.clientState, context: context(table, state: state), into: &canvas,
            frame: gameFrame(in: canvas.size), options: options)
    }

    /// Draws the rows between the bars, the game's part and the notice row, from `part` over what was drawn there
    /// from `drawn`: the game draws again only what differs from it (`GameScreen.redraw`), the notice row is drawn
    /// anew. With no `drawn`, or one of another game, the rows are cleared and drawn whole.
    static func drawMiddle(_ part: GamePart, over drawn: GamePart?, into canvas: inout Canvas, options: RenderOptions) {
        let size = canvas.size
        let frame = gameFrame(in: size)
        let row = noticeRow(screen: part.screen, view: part.view, in: size)
        if let drawn, ObjectIdentifier(drawn.screen) == ObjectIdentifier(part.screen) {
            // NB: the notice row follows the view (a board's size); one left elsewhere is cleared before the game
            // draws, which may draw there now.
            let drawnRow = noticeRow(screen: drawn.screen, view: drawn.view, in: size)
            if drawnRow != row { canvas.fill(Rect(x: 0, y: drawnRow, width: size.width, height: 1)) }
            part.screen.redraw(
                part.view, state: part.state, context: part.context,
                over: drawn.view, drawnState: drawn.state, drawnContext: drawn.context, into: &canvas, frame: frame,
                options: options)
        } else {
            canvas.fill(Rect(x: 0, y: 1, width: size.width, height: size.height - 2))
            part.screen.draw(
                part.view, state: part.state, context: part.context, into: &canvas, frame: frame, options: options)
        }
        // NB: the game leaves its notice row free; it is cleared here since the game's redraw leaves it as it was.
        canvas.fill(Rect(x: 0, y: row, width: size.width, height: 1))
        drawNotice(part.notice, isOver: part.isOver, screen: part.screen, row: row, into: &canvas, options: options)
    }

    /// What the game's screen knows of the table: nobody's seat (the people at the keyboard act for whoever is to
    /// move, or for whoever holds the keys), whether a move may be made now, the round's clock, and where the
    /// other people's hands point.
    static func context(_ table: LocalTable, state: AppState) -> GameScreenContext {
        GameScreenContext(
            seat: nil, names: table.seatNames, isYourMove: !table.game.isOver, settings: state.settings,
            everyMoveSeenHere: table.computerSeats.isEmpty, now: table.roundTime(at: state.now),
            pointers: table.otherPointers, hands: table.hands)
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
        drawNotice(
            notice, isOver: table.game.isOver, screen: screen,
            row: noticeRow(screen: screen, view: table.view, in: canvas.size), into: &canvas, options: options)
    }

    /// The row of the line under the game, where `screen` says it goes with `view` drawn in a terminal of `size`.
    static func noticeRow(screen: any GameScreen.Type, view: AnyView, in size: Size) -> Int {
        min(max(1, screen.noticeRow(for: view, in: gameFrame(in: size))), size.height - 2)
    }

    /// Draws `notice` on `row`, or once the round is over (`isOver`) what to do next, in `screen`'s game's words.
    static func drawNotice(
        _ notice: String?, isOver: Bool, screen: any GameScreen.Type, row: Int, into canvas: inout Canvas,
        options: RenderOptions
    ) {
        let size = canvas.size
        let line = Rect(x: 0, y: row, width: size.width, height: 1)
        if let notice {
            let text = notice.terminalSafe.truncated(to: size.width - 2, ellipsis: options.glyphs.ellipsis)
            canvas.putCentred(text, y: row, in: line, style: options.theme[.notice])
        } else if isOver {
            let next = HintBar.label(for: .nextRound, glyphs: options.glyphs) ?? "n"
            let confirm = HintBar.label(for: .confirm, glyphs: options.glyphs) ?? "Enter"
            let menu = HintBar.label(for: .menu, glyphs: options.glyphs) ?? "m"
            let keys = screen.enterStartsNextRound ? "\(next) or \(confirm)" : next
            let long = "Press \(keys) for \(screen.nextRoundPhrase), \(menu) for the menu"
            let short = "\(next): next \(screen.roundNoun)"
            let text = long.count <= size.width - 2 ? long : short
            canvas.putCentred(text, y: row, in: line, style: options.theme[.message])
        }
    }

    /// The hints of the table: the game's move keys while a round is on; the next round, the game's choices and
    /// the menu once it is over; the help and quitting always.
    static func hints(_ table: Hints, glyphs: GlyphSet) -> [HintBar.Hint] {
        func keys(_ command: KeyCommand) -> String { HintBar.label(for: command, glyphs: glyphs) ?? "" }
        let help = HintBar.Hint(keys: keys(.toggleHelp), word: "help", dropOrder: 1)
        let quit = HintBar.Hint(keys: keys(.quit), word: "quit", dropOrder: 0)
        if table.isHelpVisible {
            return [
                HintBar.Hint(keys: "\(keys(.escape))/\(keys(.toggleHelp))", word: "close help", dropOrder: 1), quit,
            ]
        }
        let menu = HintBar.Hint(keys: keys(.menu), word: "menu", dropOrder: 3)
        if let choices = table.choices {
            let offers = choices.enumerated().map { index, offer in
                HintBar.Hint(keys: "\(offer.key)", word: offer.word, dropOrder: 4 + index)
            }
            let next = HintBar.Hint(keys: keys(.nextRound), word: "next \(table.screen.roundNoun)", dropOrder: 2)
            return [next] + offers + [
                menu, help, quit,
            ]
        }
        let moves = table.screen.moveHints(settings: table.settings, atOneKeyboard: true, glyphs: glyphs)
        // NB: the game's keys stay in the help's order on the bar, and are dropped as their priority says: its high
        // ones last (after quitting, and the help unless at a hot seat), then Tab, which the next player cannot do
        // without, then the help there, then the rest.
        let high = moves.count(where: { $0.priority == .high })
        let tab = table.passesKeys ? 1 : 0
        func dropOrder(ofMove index: Int) -> Int {
            let priority = moves[index].priority
            let before = moves.indices.count(where: { other in
                moves[other].priority < priority || (moves[other].priority == priority && other < index)
            })
            return 2 + before + (priority == .high ? 0 : 2 * tab)
        }
        // NB: one array, appended to: the hints are made on every frame whose bar changed.
        var hints: [HintBar.Hint] = []
        hints.reserveCapacity(moves.count + 4)
        for (index, move) in moves.enumerated() {
            hints.append(HintBar.Hint(keys: move.keys, word: move.word, dropOrder: dropOrder(ofMove: index)))
        }
        if table.passesKeys { hints.append(HintBar.Hint(keys: "Tab", word: "next player", dropOrder: 2 + high)) }
        hints.append(HintBar.Hint(keys: keys(.menu), word: "menu", dropOrder: 2 + moves.count + 2 * tab))
        // NB: at a hot seat, Tab outlasts the help: after it, nothing else says who has the keys on a narrow screen.
        hints.append(table.passesKeys ? HintBar.Hint(keys: help.keys, word: help.word, dropOrder: 3 + high) : help)
        hints.append(quit)
        return hints
    }
}
