import ArgumentParser
import ClientCore
import Foundation
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

    @OptionGroup var display: DisplayOptions

    // NB: .unconditional takes "-1" as the value rather than as an unknown option, so it is refused with the
    // allowed range instead of "Missing value for '--seed <n>'".
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Seed the computer's choices, to replay a game exactly.", valueName: "n"),
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
        try TableSeats.parse(play, computer: computer, level: level, names: names)
    }

    /// Preferences for the run: digit layout and the hot-seat names the menu uses.
    var settings: Settings {
        Settings(digitLayout: display.digits, names: names.map(TableSeats.split) ?? Settings().names)
    }

    /// `name` trimmed, with control and format characters dropped: names are drawn on screen.
    static func printable(_ name: String) -> String {
        let printable = name.unicodeScalars.filter { scalar in
            let category = scalar.properties.generalCategory
            return category != .control && category != .format
        }
        return String(String.UnicodeScalarView(printable)).trimmingCharacters(in: .whitespaces)
    }
}
