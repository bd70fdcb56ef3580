import ClientCore
public import TermCore

/// The one key table: `InputMapper` reads it to give keys their meaning, and the help overlay and the hint line
/// are written from it, so what the screen says and what the keys do cannot drift apart.
public enum KeyBindings {
    /// Every row, in the order the help lists them.
    public static let all: [KeyBinding] = [
        KeyBinding(
            commands: [
                .up: .move(.up), .down: .move(.down), .left: .move(.left), .right: .move(.right),
                .character("h"): .move(.left), .character("j"): .move(.down),
                .character("k"): .move(.up), .character("l"): .move(.right),
                .character("w"): .move(.up), .character("a"): .move(.left),
                .character("s"): .move(.down), .character("d"): .move(.right),
            ],
            label: .init(unicode: "←↓↑→ hjkl wasd", ascii: "arrows hjkl wasd"),
            hintLabel: .init(unicode: "←↓↑→/hjkl", ascii: "arrows/hjkl"),
            summary: "Move the cursor or the selection",
            brief: "Move"
        ),
        KeyBinding(
            commands: [.enter: .confirm, .character(" "): .confirm],
            label: .init("Enter Space"),
            hintLabel: .init("Enter"),
            summary: "Place a mark, or choose",
            brief: "Place / choose"
        ),
        KeyBinding(
            commands: Dictionary(uniqueKeysWithValues: (1...9).map { (Key.character(Character("\($0)")), .digit($0)) }),
            label: .init("1-9"),
            summary: "Mark that square, or pick that entry",
            brief: "Square / entry"
        ),
        KeyBinding(
            commands: [.character("n"): .nextRound, .character("N"): .nextRound],
            label: .init("n"),
            summary: "Next round, once this one is over",
            brief: "Next round"
        ),
        KeyBinding(
            commands: [.character("m"): .menu, .character("M"): .menu],
            label: .init("m"),
            summary: "Back to the main menu",
            brief: "Main menu"
        ),
        KeyBinding(
            commands: [.character("?"): .toggleHelp, .function(1): .toggleHelp],
            label: .init("? F1"),
            hintLabel: .init("?"),
            summary: "Show or hide this help",
            brief: "This help"
        ),
        KeyBinding(
            commands: [.escape: .escape],
            label: .init("Esc"),
            summary: "Close the help, or go back",
            brief: "Close / back"
        ),
        KeyBinding(
            commands: [.character("q"): .quit, .character("Q"): .quit, .control("c"): .quit],
            label: .init("q Ctrl-C"),
            hintLabel: .init("q"),
            summary: "Quit",
            brief: "Quit"
        ),
    ]

    /// The row holding `command` as the help of one screen lists it: the same keys, with that screen's words
    /// (and `label` when only some of its keys act there), or `nil` when no row holds it.
    static func relabelled(
        _ command: KeyCommand, label: String? = nil, summary: String? = nil, brief: String? = nil
    ) -> KeyBinding? {
        guard let row = binding(for: command) else { return nil }
        return KeyBinding(
            commands: row.commands, label: label.map { .init($0) } ?? row.label,
            hintLabel: label.map { .init($0) } ?? row.hintLabel, summary: summary ?? row.summary,
            brief: brief ?? row.brief)
    }

    /// What `key` means, or `nil` if it means nothing.
    public static func command(for key: Key) -> KeyCommand? {
        if case .character(let character) = key, let ascii = character.asciiValue {
            return commandsByASCII[Int(ascii)]
        }
        return commandsByKey[key]
    }

    /// The row holding `command`, for naming its keys.
    public static func binding(for command: KeyCommand) -> KeyBinding? {
        all.first { $0.commands.values.contains(command) }
    }

    private static let commandsByKey: [Key: KeyCommand] = all.reduce(into: [:]) { table, binding in
        // NB: the first row wins a clash; KeyBindingsTests checks there is none.
        table.merge(binding.commands) { first, _ in first }
    }

    /// `commandsByKey` for the ASCII characters, by their code.
    ///
    /// NB: a key is looked up on every keypress, and hashing a `Character` runs the string hasher: cold code in
    /// the standard library on each move, where indexing this table costs a few instructions.
    private static let commandsByASCII: [KeyCommand?] = all.reduce(into: Array(repeating: nil, count: 128)) {
        table, binding in
        for (key, command) in binding.commands {
            guard case .character(let character) = key, let code = character.asciiValue else { continue }
            // NB: the first row wins a clash, as in `commandsByKey`.
            if table[Int(code)] == nil { table[Int(code)] = command }
        }
    }
}
