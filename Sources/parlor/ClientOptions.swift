import ArgumentParser
import ClientCore
import Foundation
import GameCatalog
import GameCommandLine
import GameCore

/// The options `parlor` and `parlor play GAME` share: the seats of a game at this keyboard, the display and the
/// seed. Generic over the game its help speaks of (its seats and levels for `--computer`, hidden where it has no
/// computer player; its default names): `parlor`'s are the default game's, and they hold the values wherever
/// they are typed (`PlayGame`).
struct ClientOptions<Play: GamePlay & GameCommandLine>: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Let the computer play this seat (several, separated by a comma, in a game of more seats).",
            valueName: TableSeats.seatWords(of: Play.self, seats: Play.players.upperBound).joined(separator: "|"),
            visibility: Play.computerLevels.isEmpty ? .private : .default))
    var computer: String?

    @Option(
        help: ArgumentHelp(
            "How well the computer plays (default: \(Play.computerLevels.last ?? "")).",
            valueName: Play.computerLevels.joined(separator: "|"),
            visibility: Play.computerLevels.isEmpty ? .private : .default))
    var level: String?

    @Option(
        help: ArgumentHelp(
            "Seat names, in seat order, separated by a comma (default: \(TableSeats.defaultNamesPhrase(of: Play.self))).",
            valueName: "name,name"
        )
    )
    var names: String?

    @Option(
        name: .customLong("player"),
        help: ArgumentHelp(
            "A player's name; \(TableSeats.playerRepeatPhrase(of: Play.self)), in seat order (default: "
                + "\(TableSeats.defaultNamesPhrase(of: Play.self))).",
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

    /// Throws a `ValidationError` (exit 64) for the first option of seats at this keyboard given to a command that
    /// seats nobody here, saying what it is for and, in `refusal`'s words, why the command does not take it.
    func refuseSeatsAtThisKeyboard(_ refusal: KeyboardSeatsRefusal) throws {
        let given: [(name: String, given: Bool, why: String)] = [
            ("--player", !players.isEmpty, refusal.naming), ("--names", names != nil, refusal.naming),
            ("--computer", computer != nil, refusal.computer), ("--level", level != nil, refusal.computer),
        ]
        if let option = given.first(where: \.given) {
            throw ValidationError("\(option.name) is for a game at this keyboard (parlor play): \(option.why).")
        }
    }

    /// The seats of `play`'s game as these options ask; throws a `ValidationError` (exit 64) saying what is
    /// wrong with them.
    func seats(for play: any GamePlay.Type) throws -> TableSeats {
        try TableSeats.parse(
            play, players: nil, setup: { _ in play.kind.standardSetup }, computer: computer, level: level,
            named: try named())
    }

    /// The seats of `Game`'s game with its own options `game` as these options ask; throws a `ValidationError`
    /// (exit 64) saying what is wrong with them.
    func seats<Game: GamePlay & GameCommandLine>(for play: Game.Type, game: Game.Options) throws -> TableSeats {
        try TableSeats.parse(
            play, players: Game.players, setup: { try Game.setup(game, players: $0, files: .of(Game.self)) },
            computer: computer,
            level: level, named: try named())
    }

    /// The names `--names` or `--player` gave, the printable part of each; both at once are refused.
    private func named() throws -> TableSeats.Named? {
        if let names {
            guard players.isEmpty else { throw ValidationError("Give the names with --names or --player, not both.") }
            return TableSeats.Named(names: TableSeats.split(names), option: .names)
        }
        return players.isEmpty ? nil : TableSeats.Named(names: players.map(TableSeats.printable), option: .player)
    }

    /// Preferences for the run: digit layout and the hot-seat names the menu uses.
    var settings: Settings {
        Settings(digitLayout: display.digits, names: names.map(TableSeats.split) ?? Settings().names)
    }
}
