import ClientCore
public import TermCore

/// The key table of a Minesweeper board: `MinesweeperInputMapper` reads it, and the help overlay and the hint line
/// are written from it, as `KeyBindings` does for a table. Each row says where its keys mean something, so the
/// help of a board lists only the keys that act on it.
public enum MinesweeperKeyBindings {
    /// Where a board is played, which decides what its keys can do.
    public enum Context: Hashable, Sendable, CaseIterable {
        /// One player at this terminal: no one to hand the keys to.
        case solo
        /// Several players taking turns at the keys of this terminal: Tab hands them on.
        case hotSeat
        /// A seat in an online room: everyone has their own keys, `y` copies the command that joins.
        case online
        /// Watching an online room: the view follows the moves; only help, `y` and quit act.
        case watching
    }

    /// Every row of every context, in the order the help lists them: the board's own keys, then help, back and
    /// quit as everywhere.
    public static var all: [KeyBinding] { rows.map(\.binding) }

    /// The rows whose keys act in `context`, in the order the help lists them.
    public static func bindings(in context: Context) -> [KeyBinding] {
        rows.filter { $0.contexts.contains(context) }.map(\.binding)
    }

    /// What `key` means on a board played in `context`, or `nil` if it means nothing there.
    public static func command(for key: Key, in context: Context) -> KeyCommand? {
        guard let (command, contexts) = commandsByKey[key], contexts.contains(context) else { return nil }
        return command
    }

    /// What `key` means on a board of some context, or `nil`; for the keys every context shares (help, Esc,
    /// quit), where the context does not matter.
    public static func command(for key: Key) -> KeyCommand? {
        commandsByKey[key]?.command
    }

    /// The hint label of the row holding `command`, for the hint line, or `nil`.
    static func hintLabel(for command: KeyCommand, glyphs: GlyphSet) -> String? {
        all.first { $0.commands.values.contains(command) }?.hintLabel.text(for: glyphs)
    }

    private static let playing: Set<Context> = [.solo, .hotSeat, .online]
    private static let local: Set<Context> = [.solo, .hotSeat]

    private static let rows: [(binding: KeyBinding, contexts: Set<Context>)] =
        [
            (
                KeyBinding(
                    commands: [
                        .up: .move(.up), .down: .move(.down), .left: .move(.left), .right: .move(.right),
                        .character("h"): .move(.left), .character("j"): .move(.down),
                        .character("k"): .move(.up), .character("l"): .move(.right),
                    ],
                    label: .init(unicode: "←↓↑→ hjkl", ascii: "arrows hjkl"),
                    hintLabel: .init(unicode: "←↓↑→/hjkl", ascii: "arrows/hjkl"),
                    summary: "Move your cursor",
                    brief: "Move"
                ), playing
            ),
            (
                KeyBinding(
                    commands: [.character(" "): .confirm, .enter: .confirm],
                    label: .init("Space Enter"),
                    hintLabel: .init("Space"),
                    summary: "Reveal the cell; on a number, chord",
                    brief: "Reveal"
                ), playing
            ),
            (
                KeyBinding(
                    commands: [.character("f"): .flag, .character("F"): .flag],
                    label: .init("f"),
                    summary: "Flag the cell, or take the flag off",
                    brief: "Flag"
                ), playing
            ),
            (
                KeyBinding(
                    commands: [.character("c"): .chord, .character("C"): .chord],
                    label: .init("c"),
                    summary: "Chord: open around a number whose flags are placed",
                    brief: "Chord"
                ), playing
            ),
            (
                KeyBinding(
                    commands: [.tab: .nextPlayer],
                    label: .init("Tab"),
                    summary: "Hand the keys to the next player here",
                    brief: "Next player"
                ), [.hotSeat]
            ),
            (
                KeyBinding(
                    commands: [.character("n"): .nextRound, .character("N"): .nextRound],
                    label: .init("n"),
                    summary: "A new board, once this one is over",
                    brief: "New board"
                ), playing
            ),
            (
                KeyBinding(
                    commands: [.character("y"): .copyJoinCommand, .character("Y"): .copyJoinCommand],
                    label: .init("y"),
                    summary: "Copy the command that joins this game",
                    brief: "Copy join"
                ), [.online, .watching]
            ),
            (
                KeyBinding(
                    commands: [.character("m"): .menu, .character("M"): .menu],
                    label: .init("m"),
                    summary: "Back to the main menu",
                    brief: "Main menu"
                ), local
            ),
            (
                KeyBinding(
                    commands: [.character("?"): .toggleHelp, .function(1): .toggleHelp],
                    label: .init("? F1"),
                    hintLabel: .init("?"),
                    summary: "Show or hide this help",
                    brief: "This help"
                ), Set(Context.allCases)
            ),
            (
                // NB: unlike in the menus, Esc has nothing to go back to on a board.
                KeyBinding(
                    commands: [.escape: .escape],
                    label: .init("Esc"),
                    summary: "Close this help",
                    brief: "Close"
                ), Set(Context.allCases)
            ),
            (
                KeyBinding(
                    commands: [.character("q"): .quit, .character("Q"): .quit, .control("c"): .quit],
                    label: .init("q Ctrl-C"),
                    hintLabel: .init("q"),
                    summary: "Quit",
                    brief: "Quit"
                ), Set(Context.allCases)
            ),
        ]

    private static let commandsByKey: [Key: (command: KeyCommand, contexts: Set<Context>)] =
        rows.reduce(into: [:]) { table, row in
            // NB: the first row wins a clash; MinesweeperKeyBindingsTests checks there is none.
            table.merge(row.binding.commands.mapValues { ($0, row.contexts) }) { first, _ in first }
        }
}
