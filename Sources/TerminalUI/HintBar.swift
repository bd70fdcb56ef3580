import ClientCore
import GameCore
import TermCore

/// The key hints on the bottom row, named from the key table and trimmed to fit, least useful first.
enum HintBar {
    /// One hint: keys and a word, and how readily it is dropped (higher goes first).
    struct Hint: Hashable, Sendable {
        var keys: String
        var word: String
        var dropOrder: Int
    }

    /// Columns between two hints.
    static let gap = 2

    /// Draws the hints for `state` on the last row.
    static func draw(_ state: AppState, into canvas: inout Canvas, options: RenderOptions) {
        draw(hints(for: state, glyphs: options.glyphs), into: &canvas, options: options)
    }

    /// Draws `all` on the last row, dropping the least useful (highest `dropOrder`) until the rest fit.
    static func draw(_ all: [Hint], into canvas: inout Canvas, options: RenderOptions) {
        // NB: counting characters walks the string, so each hint's keys are counted once.
        let keyWidths = all.map(\.keys.columnCount)
        let widths = all.indices.map { keyWidths[$0] + 1 + all[$0].word.columnCount }
        // NB: the most useful hints claim the room first, each keeping its place in the line; once one does not fit,
        // none less useful is shown in its stead, so a short hint never outlasts a more useful long one.
        var kept = Array(repeating: false, count: all.count)
        var anyKept = false
        var used = 2
        for index in all.indices.sorted(by: { all[$0].dropOrder < all[$1].dropOrder }) {
            let width = widths[index] + (anyKept ? gap : 0)
            guard used + width <= canvas.size.width else { break }
            kept[index] = true
            anyKept = true
            used += width
        }
        let keyStyle = options.theme[.hintKey]
        let textStyle = options.theme[.hintText]
        let row = canvas.size.height - 1
        var x = 1
        for index in all.indices where kept[index] {
            if x > 1 {
                canvas.fill(Rect(x: x, y: row, width: gap, height: 1), with: Cell(" ", style: textStyle))
                x += gap
            }
            canvas.put(all[index].keys, x: x, y: row, style: keyStyle)
            canvas.put(" " + all[index].word, x: x + keyWidths[index], y: row, style: textStyle)
            x += widths[index]
        }
    }

    /// The hint label of the key table's row for `command` (what `KeyBindings.binding(for:)` names), or `nil`.
    static func label(for command: KeyCommand, glyphs: GlyphSet) -> String? {
        hintLabels[command]?.text(for: glyphs)
    }

    /// Each command's hint label, from the first row of the key table that holds the command.
    ///
    /// NB: looked up once: finding a command's row searches the whole table, several times in every frame.
    private static let hintLabels: [KeyCommand: KeyBinding.Label] = KeyBindings.all.reduce(into: [:]) { table, row in
        for command in row.commands.values where table[command] == nil {
            table[command] = row.hintLabel
        }
    }

    /// The hints for the screen `state` shows, left to right.
    static func hints(for state: AppState, glyphs: GlyphSet) -> [Hint] {
        func keys(_ command: KeyCommand) -> String {
            label(for: command, glyphs: glyphs) ?? ""
        }
        let help = Hint(keys: keys(.toggleHelp), word: "help", dropOrder: 1)
        let quit = Hint(keys: keys(.quit), word: "quit", dropOrder: 0)
        if state.isHelpVisible {
            return [Hint(keys: "\(keys(.escape))/\(keys(.toggleHelp))", word: "close help", dropOrder: 1), quit]
        }
        switch state.screen {
        case .menu(let menu):
            let select = Hint(keys: glyphs == .unicode ? "↑↓" : "up/down", word: "select", dropOrder: 3)
            let choose = Hint(keys: keys(.confirm), word: "choose", dropOrder: 2)
            let last =
                menu.page == .main
                ? Hint(keys: "1-\(menu.items.count)", word: "pick", dropOrder: 4)
                : Hint(keys: keys(.escape), word: "back", dropOrder: 4)
            return [select, choose, last, help, quit]
        case .table:
            // NB: these screens draw their own hints; AppView never asks here.
            return [help, quit]
        }
    }
}
