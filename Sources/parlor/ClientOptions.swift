import ArgumentParser
import ClientCore
import Foundation
import GameCore
import TicTacToe

/// The options `parlor` and `parlor play` share.
struct ClientOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Let the computer play this mark.", valueName: "x|o"))
    var computer: Mark?

    @Option(
        help: ArgumentHelp(
            "How well the computer plays (default: perfect).", valueName: "easy|medium|perfect"))
    var level: ComputerLevel?

    @Option(
        help: ArgumentHelp(
            "Seat names, X first, separated by a comma (default: X,O; against the computer: You and Computer).",
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

    /// The longest seat name, so a name always fits beside the board.
    static let nameLimit = 20

    func validate() throws {
        if level != nil, computer == nil {
            throw ValidationError("--level needs --computer x|o: it sets how well the computer plays.")
        }
        if let names {
            let parts = Self.split(names)
            guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty }) else {
                throw ValidationError(
                    "--names needs two names separated by a comma, X first, like --names Ann,Bob.")
            }
            if let long = parts.first(where: { $0.count > Self.nameLimit }) {
                throw ValidationError(
                    "The name '\(long)' is too long: at most \(Self.nameLimit) characters.")
            }
        }
    }

    /// The two players, by seat: person or computer, with their names.
    var players: [Player] {
        let given = names.map(Self.split)
        guard let computer else {
            return (given ?? Settings().names).map { Player(name: $0) }
        }
        let level = level ?? .perfect
        return Mark.allCases.map { mark in
            let name = given?[mark.seat.index]
            return mark == computer
                ? Player(name: name ?? "Computer", control: .computer(level))
                : Player(name: name ?? "You")
        }
    }

    /// Preferences for the run: digit layout and the hot-seat names the menu uses.
    var settings: Settings {
        Settings(digitLayout: display.digits, names: names.map(Self.split) ?? Settings().names)
    }

    /// The names in `list`, trimmed, with control characters dropped: they are drawn on screen.
    private static func split(_ list: String) -> [String] {
        list.split(separator: ",", omittingEmptySubsequences: false).map { printable(String($0)) }
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
