import ClientCore
import GameCatalog
import GameCore
import TermCore

/// A local table of any registered game: the status bar (the game, the round, whose move or how it ended, and
/// every seat's score), the game's own part drawn by its screen, the last refusal, and the key hints.
enum TableView {
    /// Draws `table` as `screen` shows it, with `notice` under the game.
    static func draw(
        _ table: LocalTable, screen: any GameScreen.Type, notice: String?, into canvas: inout Canvas,
        options: RenderOptions
    ) {
        let size = canvas.size
        let theme = options.theme
        let names = table.seatNames
        canvas.fill(Rect(x: 0, y: 0, width: size.width, height: 1), with: Cell(" ", style: theme[.statusBar]))
        let left = [table.setup.kind.displayName, "round \(table.round)", status(table, screen: screen, names: names)]
            .joined(separator: options.glyphs.separator)
        let scores = (0..<table.setup.seatCount).map { "\(names[Seat($0)].terminalSafe) \(table.score.wins[$0])" }
        let right = (scores + ["D \(table.score.draws)"]).joined(separator: options.glyphs.separator)
        let shownLeft = left.terminalSafe.truncated(to: size.width - 2, ellipsis: options.glyphs.ellipsis)
        canvas.put(shownLeft, x: 1, y: 0, style: theme[.statusEmphasis])
        if shownLeft.columnCount + 4 + right.columnCount <= size.width {
            canvas.put(right, x: size.width - 1 - right.columnCount, y: 0, style: theme[.statusBar])
        }
        let frame = gameFrame(in: size)
        let context = GameScreenContext(seat: nil, names: names, isYourMove: !table.game.isOver)
        screen.draw(
            table.view, state: table.clientState, context: context, into: &canvas, frame: frame, options: options)
        let message = notice ?? (table.game.isOver ? "Press n for the next round" : nil)
        if let message {
            let row = Rect(x: 0, y: size.height - 3, width: size.width, height: 1)
            let shown = message.terminalSafe.truncated(to: size.width - 2, ellipsis: options.glyphs.ellipsis)
            canvas.putCentred(shown, y: row.origin.y, in: row, style: theme[notice == nil ? .message : .notice])
        }
        let choices = screen.roundChoices(after: table.view, for: nil).map { "\($0.key) \($0.word)" }
        var hints = table.game.isOver ? ["n next round"] + choices : screen.moveHint.map { [$0] } ?? []
        hints += ["? help", "m menu", "q quit"]
        var line = hints.joined(separator: options.glyphs.separator)
        while line.count > size.width - 2, hints.count > 1 {
            hints.removeFirst()
            line = hints.joined(separator: options.glyphs.separator)
        }
        canvas.put(line, x: 1, y: size.height - 1, style: theme[.hintText])
    }

    /// Where the game's part of a table's screen goes in a terminal of `size`: what drawing and clicking both use.
    static func gameFrame(in size: Size) -> Rect {
        Rect(x: 1, y: 2, width: size.width - 2, height: max(1, size.height - 5))
    }

    /// The status: how the round ended, what the game says, or whose move it is.
    static func status(_ table: LocalTable, screen: any GameScreen.Type, names: SeatNames) -> String {
        let view = table.view
        if let outcome = view.outcome {
            switch outcome {
            case .won(let seats): return seats.map { names[$0] }.joined(separator: " and ") + " won"
            case .draw: return "Draw"
            case .lostByAll: return "Lost by everyone"
            }
        }
        if let said = screen.status(of: view, for: .spectator, names: names) { return said }
        guard let seat = view.seatsToAct.first else { return "Waiting" }
        return view.seatsToAct.count == 1 ? "\(names[seat])'s move" : "Everyone's move"
    }
}
