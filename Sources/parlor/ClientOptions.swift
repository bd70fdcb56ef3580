import ArgumentParser
import ClientCore
import Foundation
import GameCatalog
import GameCommandLine
import GameCore

/// The options `parlor` and `parlor play GAME` share: the seats of a game at this keyboard (the default game's for
/// `parlor` itself), the display and the seed.
struct ClientOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Let the computer play this seat.",
            valueName: TableSeats.seatWords(of: Games.defaultPlay).joined(separator: "|")))
    var computer: String?

    @Option(
        help: ArgumentHelp(
            "How well the computer plays (default: \(Games.defaultPlay.computerLevels.last ?? "")).",
            valueName: Games.defaultPlay.computerLevels.joined(separator: "|")))
    var level: String?

    @Option(
        help: ArgumentHelp(
            "Seat names, in seat order, separated by a comma (default: \(Settings().names.joined(separator: ","));"
                + " against the computer: You and Computer).",
            valueName: "name,name"
        )
    )
    var names: String?

    @Option(
        name: .customLong("player"),
        help: ArgumentHelp(
            "A player's name; repeat for each, in seat order (default: your login name, alone at a game for one).",
            valueName: "name"))
    var players: [String] = []

    @OptionGroup var display: DisplayOptions

    // NB: .unconditional takes "-1" as the value rather than as an unknown option, so it is refused with the
    // allowed range instead of "Missing value for '--seed <n>'".
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Seed the computer's choices, to replay a game exactly.", valueName: "n", visibility: .hidden),
        transform: ClientOptions.seed)
    var seed: UInt64?

    /// The seed written as `text`, a whole number from 0 to 2^64 - 1; throws saying so for anything else.
    static func seed(_ text: String) throws -> UInt64 {
        guard let seed = UInt64(text) else {
            let kind = Int64(text) != nil || text.allSatisfy(\.isNumber) ? "out of range" : "not a whole number"
            throw ValidationError("\(kind): a seed is a whole number from 0 to \(UInt64.max)")
        }
        return seed
    }

    /// The seats of `play`'s game as these options ask; throws a `ValidationError` (exit 64) saying what is
    /// wrong with them.
    func seats(for play: any GamePlay.Type) throws -> TableSeats {
        try TableSeats.parse(
            play, players: nil, setup: { _ in play.kind.standardSetup }, computer: computer, level: level,
            named: try named())
    }

    /// The seats of `Play`'s game with its own options `game` as these options ask; throws a `ValidationError`
    /// (exit 64) saying what is wrong with them.
    func seats<Play: GamePlay & GameCommandLine>(for play: Play.Type, game: Play.Options) throws -> TableSeats {
        try TableSeats.parse(
            play, players: Play.players, setup: { try Play.setup(game, players: $0) }, computer: computer,
            level: level, named: try named())
    }

    /// The names `--names` or `--player` gave, the printable part of each; both at once are refused.
    private func named() throws -> TableSeats.Named? {
        if let names {
            guard players.isEmpty else { throw ValidationError("Give the names with --names or --player, not both.") }
            return TableSeats.Named(names: TableSeats.split(names), option: .names)
        }
        return players.isEmpty ? nil : TableSeats.Named(names: players.map(Self.printable), option: .player)
    }

    /// Preferences for the run: digit layout and the hot-seat names the menu uses.
    var settings: Settings {
        Settings(digitLayout: display.digits, names: names.map(TableSeats.split) ?? Settings().names)
    }

    /// `name` trimmed, with control and format characters dropped: names are drawn on screen.
    static func printable(_ name: String) -> String {
        // NB: the joiner and the tag characters are format characters that emoji sequences are made of (👩‍👩‍👧, flags
        // of regions): kept, so such a name is drawn whole, as online names are.
        let printable = name.unicodeScalars.filter { scalar in
            let category = scalar.properties.generalCategory
            let joinsEmoji = scalar.value == 0x200D || (0xE0020...0xE007F).contains(scalar.value)
            return category != .control && (category != .format || joinsEmoji)
        }
        return String(String.UnicodeScalarView(printable)).trimmingCharacters(in: .whitespaces)
    }
}
