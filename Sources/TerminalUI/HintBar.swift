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
        let all = hints(for: state, glyphs: options.glyphs)
        // NB: the most useful hints claim the room first; each one that still fits keeps its place in the line.
        var kept = Set<Int>()
        var used = 2
        for index in all.indices.sorted(by: { all[$0].dropOrder < all[$1].dropOrder }) {
            let width = all[index].keys.count + 1 + all[index].word.count + (kept.isEmpty ? 0 : gap)
            if used + width <= canvas.size.width {
                kept.insert(index)
                used += width
            }
        }
        let hints = all.indices.filter(kept.contains).map { all[$0] }
        var spans: [Span] = []
        for (index, hint) in hints.enumerated() {
            if index > 0 { spans.append(Span(String(repeating: " ", count: gap), options.theme[.hintText])) }
            spans.append(Span(hint.keys, options.theme[.hintKey]))
            spans.append(Span(" " + hint.word, options.theme[.hintText]))
        }
        canvas.put(spans, at: Point(x: 1, y: canvas.size.height - 1))
    }

    /// The hints for the screen `state` shows, left to right.
    static func hints(for state: AppState, glyphs: GlyphSet) -> [Hint] {
        func keys(_ command: KeyCommand) -> String {
            KeyBindings.binding(for: command)?.hintLabel.text(for: glyphs) ?? ""
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
        case .playing(let playing) where playing.match.game.isOver:
            return [
                Hint(keys: keys(.nextRound), word: "next round", dropOrder: 2),
                Hint(keys: keys(.menu), word: "menu", dropOrder: 3),
                help, quit,
            ]
        case .playing:
            return [
                Hint(keys: keys(.move(.up)), word: "move", dropOrder: 2),
                Hint(keys: keys(.confirm), word: "place", dropOrder: 3),
                Hint(keys: keys(.digit(1)), word: "square", dropOrder: 4),
                Hint(keys: keys(.menu), word: "menu", dropOrder: 5),
                help, quit,
            ]
        }
    }
}
