import ClientCore
public import TermCore

/// The key table of a Minesweeper board: `MinesweeperInputMapper` reads it, and the help overlay and the hint line
/// are written from it, as `KeyBindings` does for tic-tac-toe.
public enum MinesweeperKeyBindings {
    /// Every row, in the order the help lists them: the board's own keys, then help, back and quit as everywhere.
    public static let all: [KeyBinding] =
        [
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
            ),
            KeyBinding(
                commands: [.character(" "): .confirm, .enter: .confirm],
                label: .init("Space Enter"),
                hintLabel: .init("Space"),
                summary: "Reveal the cell; on a number, chord",
                brief: "Reveal"
            ),
            KeyBinding(
                commands: [.character("f"): .flag, .character("F"): .flag],
                label: .init("f"),
                summary: "Flag the cell, or take the flag off",
                brief: "Flag"
            ),
            KeyBinding(
                commands: [.character("c"): .chord, .character("C"): .chord],
                label: .init("c"),
                summary: "Chord: open around a number whose flags are placed",
                brief: "Chord"
            ),
            KeyBinding(
                commands: [.tab: .nextPlayer],
                label: .init("Tab"),
                summary: "Hand the keys to the next player here",
                brief: "Next player"
            ),
            KeyBinding(
                commands: [.character("n"): .nextRound, .character("N"): .nextRound],
                label: .init("n"),
                summary: "A new board, once this one is over",
                brief: "New board"
            ),
        ]
        + KeyBindings.all.filter { row in
            row.commands.values.contains { [.toggleHelp, .escape, .quit].contains($0) }
        }

    /// What `key` means on a Minesweeper board, or `nil` if it means nothing there.
    public static func command(for key: Key) -> KeyCommand? {
        commandsByKey[key]
    }

    /// The hint label of the row holding `command`, for the hint line, or `nil`.
    static func hintLabel(for command: KeyCommand, glyphs: GlyphSet) -> String? {
        all.first { $0.commands.values.contains(command) }?.hintLabel.text(for: glyphs)
    }

    private static let commandsByKey: [Key: KeyCommand] = all.reduce(into: [:]) { table, binding in
        // NB: the first row wins a clash; MinesweeperKeyBindingsTests checks there is none.
        table.merge(binding.commands) { first, _ in first }
    }
}
