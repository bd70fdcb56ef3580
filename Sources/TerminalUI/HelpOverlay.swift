import ClientCore
import GameCore
import TermCore

/// The help: a framed box over the screen listing every row of the key table, a word on the rules, and how to
/// close it. On a narrow terminal it uses the short key names and brief descriptions; on a low one the blank
/// lines go first, then the rules.
enum HelpOverlay {
    /// The line that says how to close the overlay.
    static let closing = "Esc or ? closes"

    private enum Line {
        case blank
        case key(keys: String, summary: String)
        case text(String)
        case closing
    }

    /// What the overlay lists: the rows of a key table, what a click does, and a word on the rules, each in a
    /// full form and a brief one for narrow terminals.
    struct Content {
        var bindings: [KeyBinding]
        var click: (full: String, brief: String)?
        var rules: [String]
        var briefRules: [String]
    }

    /// Draws the help of the main menu and its pages, opened on a page of `entries` entries: the keys that choose
    /// (the digits that page has), and what each game and online play offer; each game's own keys are in the help
    /// of its screen.
    static func drawMenu(plays: PlayRegistry, entries: Int, into canvas: inout Canvas, options: RenderOptions) {
        // NB: a digit past the page's last entry does nothing there: the help names only those that choose.
        let digits = min(max(entries, 1), 9)
        let content = Content(
            bindings: [
                KeyBindings.relabelled(.move(.up), summary: "Move the selection", brief: "Move"),
                KeyBindings.relabelled(.confirm, summary: "Choose the selected entry", brief: "Choose"),
                KeyBindings.relabelled(
                    .digit(1), label: digits == 1 ? "1" : "1-\(digits)", summary: "Choose that entry", brief: "Entry"),
                KeyBindings.relabelled(.toggleHelp),
                KeyBindings.relabelled(.escape, summary: "Close this help, or back to the main menu", brief: "Back"),
                KeyBindings.relabelled(.quit),
            ].compactMap { $0 },
            click: ("Choose an entry", "Choose"),
            rules: plays.plays.compactMap { $0.menuHelp } + [
                "Online: host and share the game ID, join or",
                "watch by ID, or a quick match with a stranger.",
                "In a game, ? shows that game's keys.",
            ],
            briefRules: ["Each game, and online.", "? in a game: its keys."]
        )
        draw(content, into: &canvas, options: options)
    }

    /// Draws the help of the game-ID page, where every printable key types (`q` and the digits included).
    static func drawTyping(into canvas: inout Canvas, options: RenderOptions) {
        let content = Content(
            bindings: [
                KeyBindings.relabelled(.confirm, label: "Enter", summary: "Join or watch that game", brief: "Go"),
                KeyBindings.relabelled(.escape, summary: "Close this help, or back to the menu", brief: "Back"),
                KeyBindings.relabelled(.toggleHelp, label: "F1"),
                KeyBindings.relabelled(.quit, label: "Ctrl-C"),
            ].compactMap { $0 },
            click: nil,
            rules: ["On this page every key types the game ID:", "Backspace deletes, Enter goes, Esc goes back."],
            briefRules: ["Keys type the game ID.", "Esc goes back."]
        )
        draw(content, into: &canvas, options: options)
    }

    private static let seatKept = "Your seat is kept when you leave."

    /// Draws the help of an online room whose game has screen parts: the game's keys, then the room's (rematch,
    /// claim, abort, copying the join command, the help, leaving), what a click does, and a word on the game's
    /// rules.
    static func drawOnline(
        _ screen: any GameScreen.Type, traits: GameTraits?, watching: Bool, settings: Settings,
        into canvas: inout Canvas, options: RenderOptions
    ) {
        let game = watching ? [] : screen.helpBindings(settings: settings, atOneKeyboard: false)
        let room = watching ? OnlineKeyBindings.watching : OnlineKeyBindings.room(of: screen, traits: traits)
        let rules = screen.helpRules(settings: settings)
        let content = Content(
            bindings: game + room, click: watching ? nil : screen.clickHelp,
            rules: watching ? ["You are watching: the game follows the moves."] : rules.full + [Self.seatKept],
            briefRules: watching ? ["You are watching."] : rules.brief + ["Leaving keeps your seat."])
        draw(content, into: &canvas, options: options)
    }

    /// Draws the help of a local table: the game's keys, then the next round, the menu, the help and quitting,
    /// what a click does, and a word on the game's rules.
    static func drawTable(
        _ screen: any GameScreen.Type, settings: Settings, passesKeys: Bool, into canvas: inout Canvas,
        options: RenderOptions
    ) {
        let game = screen.helpBindings(settings: settings, atOneKeyboard: true)
        let passing =
            passesKeys
            ? [
                KeyBinding(
                    commands: [:], label: .init("Tab"), summary: "Hand the keys to the next player here",
                    brief: "Next player")
            ] : []
        let noun = screen.roundNoun
        let table: [KeyBinding] = [
            KeyBindings.relabelled(
                .nextRound, summary: "Next \(noun), once this one is over", brief: "Next \(noun)"),
            KeyBindings.relabelled(.menu), KeyBindings.relabelled(.toggleHelp),
            KeyBindings.relabelled(.escape, summary: "Close this help", brief: "Close"), KeyBindings.relabelled(.quit),
        ].compactMap { $0 }
        let rules = screen.helpRules(settings: settings)
        draw(
            Content(
                bindings: game + passing + table, click: screen.clickHelp, rules: rules.full, briefRules: rules.brief),
            into: &canvas, options: options)
    }

    /// Draws `content` as the overlay.
    static func draw(_ content: Content, into canvas: inout Canvas, options: RenderOptions) {
        let theme = options.theme
        let glyphs = options.glyphs
        let size = canvas.size

        var rows = content.bindings.map { (keys: $0.label.text(for: glyphs), summary: $0.summary) }
        if options.mouseEnabled, let click = content.click { rows.append((keys: "Click", summary: click.full)) }
        var rules = content.rules
        if contentWidth(rows: rows, rules: rules) + 4 > size.width {
            rows = content.bindings.map { (keys: $0.hintLabel.text(for: glyphs), summary: $0.brief) }
            if options.mouseEnabled, let click = content.click { rows.append((keys: "Click", summary: click.brief)) }
            rules = content.briefRules
        }
        let keyWidth = rows.map(\.keys.count).max() ?? 0
        // NB: on the narrowest terminals one space between keys and words saves a column for the words.
        let gap = contentWidth(rows: rows, rules: rules) + 4 > size.width ? 1 : 2
        let boxWidth = min(size.width, contentWidth(rows: rows, rules: rules, gap: gap) + 4)
        let textWidth = boxWidth - 4

        // NB: the box stays between the bars if it can, dropping air and then the rules to do so; only when even the
        // keys do not fit there does it take the whole screen.
        let keyLines = rows.map { Line.key(keys: $0.keys, summary: $0.summary) }
        // NB: the closing line names the keys that open and close the help, so their rows are the first to go when
        // even the tight form does not fit the whole screen.
        let closers = Set<KeyCommand>([.toggleHelp, .escape])
        let keyLinesButClosers = keyLines.indices.filter { index in
            index >= content.bindings.count || content.bindings[index].commands.isEmpty
                || !content.bindings[index].commands.values.allSatisfy(closers.contains)
        }.map { keyLines[$0] }
        let airy: [Line] = [.blank] + keyLines + [.blank] + rules.map(Line.text) + [.blank, .closing]
        let tight: [Line] = keyLines + rules.map(Line.text) + [.closing]
        let between = Rect(x: 0, y: 1, width: size.width, height: size.height - 2)
        let whole = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let candidates: [(region: Rect, lines: [Line])] = [
            (between, airy), (between, tight), (between, keyLines + [.closing]),
            (whole, tight), (whole, keyLines + [.closing]), (whole, keyLinesButClosers + [.closing]),
            (whole, Array(keyLinesButClosers.prefix(max(0, size.height - 3))) + [.closing]),
        ]
        let (region, lines) =
            candidates.first { $0.lines.count + 2 <= $0.region.size.height } ?? candidates[candidates.count - 1]
        let boxHeight = min(region.size.height, lines.count + 2)
        let box = Rect(
            x: (size.width - boxWidth) / 2,
            y: region.origin.y + (region.size.height - boxHeight) / 2,
            width: boxWidth,
            height: boxHeight
        )

        // NB: the help hides what is under it: a blank margin keeps the frame from running into the board or the
        // menu, and a box over the bars clears them whole rather than leaving pieces of words.
        // NB: the rows it takes are cleared whole, so no piece of a wider frame (the menu's) shows beside it.
        if region == whole {
            canvas.fill(whole)
        } else {
            let top = max(region.origin.y, box.origin.y - 1)
            let bottom = min(region.maxY, box.maxY + 1)
            canvas.fill(Rect(x: 0, y: top, width: size.width, height: bottom - top))
        }
        canvas.drawFrame(box, glyphs: glyphs, style: theme[.helpFrame], title: "Help", titleStyle: theme[.helpTitle])
        let ellipsis = glyphs.ellipsis
        for (index, line) in lines.enumerated() {
            let point = Point(x: box.origin.x + 2, y: box.origin.y + 1 + index)
            switch line {
            case .blank:
                continue
            case .key(let keys, let summary):
                let room = max(0, textWidth - keyWidth - gap)
                canvas.put(
                    [
                        Span(keys + String(repeating: " ", count: keyWidth - keys.count + gap), theme[.helpKey]),
                        Span(summary.truncated(to: room, ellipsis: ellipsis), theme[.helpText]),
                    ],
                    at: point
                )
            case .text(let text):
                canvas.put(text.truncated(to: textWidth, ellipsis: ellipsis), at: point, style: theme[.helpText])
            case .closing:
                let rect = Rect(x: point.x, y: point.y, width: textWidth, height: 1)
                canvas.putCentred(closing, y: point.y, in: rect, style: theme[.helpTitle])
            }
        }
    }

    private static func contentWidth(rows: [(keys: String, summary: String)], rules: [String], gap: Int = 2) -> Int {
        let keyWidth = rows.map(\.keys.count).max() ?? 0
        return max(
            keyWidth + gap + (rows.map(\.summary.count).max() ?? 0),
            rules.map(\.count).max() ?? 0,
            closing.count
        )
    }
}
