import ClientCore
import GameCore
public import TermCore

/// The key table of an online room: `OnlineInputMapper` reads it, and the help overlay of that screen is written from
/// its room rows (`room`), after the game's own keys, as `KeyBindings` does for local play.
public enum OnlineKeyBindings {
    /// Every row, in the order the help lists them.
    public static let all: [KeyBinding] = [
        KeyBinding(
            commands: [.up: .move(.up), .down: .move(.down), .left: .move(.left), .right: .move(.right)],
            label: .init(unicode: "←↓↑→", ascii: "arrows"),
            summary: "Move the cursor",
            brief: "Move"
        ),
        KeyBinding(
            commands: [.enter: .confirm, .character(" "): .confirm],
            label: .init("Enter Space"),
            hintLabel: .init("Enter"),
            summary: "Place your mark",
            brief: "Place"
        ),
        KeyBinding(
            commands: Dictionary(uniqueKeysWithValues: (1...9).map { (Key.character(Character("\($0)")), .digit($0)) }),
            label: .init("1-9"),
            summary: "Mark that square",
            brief: "Square"
        ),
        KeyBinding(
            commands: letters("nNrR", .nextRound),
            label: .init("n r"),
            summary: "Ask for a rematch, once the round is over",
            brief: "Rematch"
        ),
        KeyBinding(
            commands: letters("cC", .claim),
            label: .init("c"),
            summary: "Claim the round when your opponent stays away",
            brief: "Claim"
        ),
        KeyBinding(
            commands: letters("aA", .abort),
            label: .init("a"),
            summary: "Abort the round before its second move",
            brief: "Abort"
        ),
        KeyBinding(
            commands: letters("yY", .copyJoinCommand),
            label: .init("y"),
            summary: "Copy the command that joins this game",
            brief: "Copy join"
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
            summary: "Close this help",
            brief: "Close"
        ),
        KeyBinding(
            commands: letters("qQ", .quit).merging([.control("c"): .quit, .control("d"): .quit]) { first, _ in first },
            label: .init("q Ctrl-C"),
            hintLabel: .init("q"),
            summary: "Leave; your seat is kept for you",
            brief: "Leave"
        ),
    ]

    /// The rows of the room's own keys, for a game whose screen brings its own moves: every row but the cursor,
    /// Enter and the digits.
    public static var room: [KeyBinding] {
        all.filter { binding in
            binding.commands.values.allSatisfy { command in
                switch command {
                case .move, .confirm, .digit: false
                default: true
                }
            }
        }
    }

    /// The rows of the room's own keys in a room of `screen`'s game played with `traits`: where the seats play as
    /// one team there is nothing to claim or abort, and where one player's asking starts the next round `n` says
    /// what it starts, in the game's words ("Start a new board, once this one is over").
    static func room(of screen: any GameScreen.Type, traits: GameTraits?) -> [KeyBinding] {
        guard let traits else { return room }
        return room.compactMap { binding in
            let commands = Set(binding.commands.values)
            if traits.playsAsOneTeam, !commands.isDisjoint(with: [.claim, .abort]) { return nil }
            guard traits.nextRound == .whenAnySeatAsks, commands.contains(.nextRound) else { return binding }
            return KeyBinding(
                commands: binding.commands, label: binding.label, hintLabel: binding.hintLabel,
                summary: "Start \(screen.nextRoundPhrase), once this \(screen.roundNoun) is over",
                brief: "New \(screen.roundNoun)")
        }
    }

    /// The rows a spectator's keys act on: copying the join command, the help, leaving.
    public static var watching: [KeyBinding] {
        let commands: Set<KeyCommand> = [.copyJoinCommand, .toggleHelp, .escape, .quit]
        return all.filter { !Set($0.commands.values).isDisjoint(with: commands) }.map { row in
            guard row.commands.values.contains(.quit) else { return row }
            return KeyBinding(
                commands: row.commands, label: row.label, hintLabel: row.hintLabel, summary: "Leave",
                brief: "Leave")
        }
    }

    /// What `key` means, or `nil` if it means nothing.
    public static func command(for key: Key) -> KeyCommand? {
        commandsByKey[key]
    }

    private static func letters(_ characters: String, _ command: KeyCommand) -> [Key: KeyCommand] {
        Dictionary(uniqueKeysWithValues: characters.map { (Key.character($0), command) })
    }

    private static let commandsByKey: [Key: KeyCommand] = all.reduce(into: [:]) { table, binding in
        table.merge(binding.commands) { first, _ in first }
    }
}
