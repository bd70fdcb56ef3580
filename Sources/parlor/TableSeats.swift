import ArgumentParser
import ClientCore
import Foundation
import GameCatalog
import GameCommandLine
import GameCore

/// Who sits at a game started at this keyboard from the command line or plain mode's menu: the game, a name for
/// each seat, the seats the computer plays and its level.
struct TableSeats: Equatable {
    /// The game and its options.
    var setup: GameSetup
    /// A name for each seat.
    var names: [String]
    /// The seats the computer plays.
    var computer: Set<Seat>
    /// How well it plays: an index into the game's `computerLevels` (its strongest when `nil`).
    var level: Int?

    /// Every seat of `play`'s game a person, named `names` (by their marks, or the settings' names, when `nil`).
    static func everyoneHere(_ play: any GamePlay.Type, setup: GameSetup? = nil, names: [String]? = nil) -> TableSeats {
        let setup = setup ?? play.kind.standardSetup
        let given = names ?? Settings().names
        let names = (0..<setup.seatCount).map { index in
            index < given.count ? given[index] : play.defaultName(of: Seat(index))
        }
        return TableSeats(setup: setup, names: names, computer: [], level: nil)
    }

    /// The person in seat `person` (the first when out of range) of `play`'s game against the computer in the
    /// others, at `level`.
    static func againstComputer(_ play: any GamePlay.Type, level: Int, person: Seat = Seat(0)) -> TableSeats {
        let setup = play.kind.standardSetup
        let seats = (0..<max(1, setup.seatCount)).map(Seat.init)
        let person = seats.contains(person) ? person : Seat(0)
        let others = seats.filter { $0 != person }
        let names = seats.map { seat in
            seat == person ? "You" : others.count == 1 ? "Computer" : "Computer \(seat.index + 1)"
        }
        return TableSeats(setup: setup, names: names, computer: Set(others), level: level)
    }

    /// The seats of `play`'s game as `--computer`, `--level` and `--names` ask; throws a `ValidationError` (exit
    /// 64) saying what is wrong with them.
    static func parse(_ play: any GamePlay.Type, computer: String?, level: String?, names: String?) throws
        -> TableSeats
    {
        try parse(
            play, players: nil, setup: { _ in play.kind.standardSetup }, computer: computer, level: level,
            named: names.map { Named(names: split($0), option: .names) })
    }

    /// Names given on the command line, and the option that gave them.
    struct Named {
        /// The names, in seat order.
        var names: [String]
        /// `--names a,b` or `--player a --player b`.
        var option: Option

        /// How the names were given.
        enum Option {
            case names, player
        }
    }

    /// The seats of a game taking `players` players (`nil`: the seats of its standard setup) whose setup for a
    /// number of people is `setup`, as `--computer`, `--level` and `named` ask; throws a `ValidationError` (exit
    /// 64) saying what is wrong with them. A game whose players vary seats everyone named, or the person alone.
    static func parse(
        _ play: any GamePlay.Type, players: ClosedRange<Int>?, setup makeSetup: (Int) throws -> GameSetup,
        computer: String?, level: String?, named: Named?
    ) throws -> TableSeats {
        let words = seatWords(of: play)
        if computer != nil || level != nil, play.computerLevels.isEmpty {
            let option = computer != nil ? "--computer" : "--level"
            throw ValidationError("\(option): \(play.kind.displayName) has no computer player.")
        }
        if level != nil, computer == nil {
            throw ValidationError(
                "--level needs --computer \(words.joined(separator: "|")): it sets how well the computer plays.")
        }
        var people = players?.lowerBound ?? play.kind.standardSetup.seatCount
        if let players, players.count > 1 {
            // NB: the names count the players, so an empty one ("Ann,") would be told as a wrong count of them.
            if let named, named.option == .names, let empty = named.names.firstIndex(where: \.isEmpty) {
                throw ValidationError("--names has an empty name (the \(ordinal(empty + 1))).")
            }
            // NB: with no names, the fewest the game takes: one person alone where a game is played alone.
            people = named?.names.count ?? players.lowerBound
            guard players.contains(people) else {
                throw ValidationError(
                    "\(play.kind.displayName) is played by \(players.lowerBound) to \(players.upperBound) players, "
                        + "not \(people).")
            }
        }
        let setup = try makeSetup(people)
        var given: [String]?
        if let named {
            let parts = named.names
            if named.option == .player, let empty = parts.firstIndex(where: \.isEmpty) {
                throw ValidationError("--player needs a name, not an empty one (player \(empty + 1)).")
            }
            if let long = parts.first(where: { $0.count > nameLimit }) {
                throw ValidationError("The name '\(long)' is too long: at most \(nameLimit) characters.")
            }
            let first = play.mark(of: Seat(0)).map { ", \($0) first" } ?? ""
            if named.option == .player, parts.count != setup.seatCount {
                let example = ["Ann", "Bob", "Cy", "Di"].prefix(max(2, min(4, setup.seatCount)))
                throw ValidationError(
                    "\(play.kind.displayName) takes \(count(setup.seatCount)) players: give --player once for each"
                        + "\(first), like \(example.map { "--player \($0)" }.joined(separator: " ")).")
            }
            guard parts.count == setup.seatCount, parts.allSatisfy({ !$0.isEmpty }) else {
                let example = ["Ann", "Bob", "Cy", "Di"].prefix(max(2, min(4, setup.seatCount)))
                throw ValidationError(
                    "--names needs \(count(setup.seatCount)) names separated by a comma\(first), like --names "
                        + "\(example.joined(separator: ",")).")
            }
            var seen = Set<String>()
            for name in parts where !seen.insert(name.lowercased()).inserted {
                throw ValidationError("Two players are called '\(name)': give each a name of their own.")
            }
            given = parts
        } else if setup.seatCount == 1 {
            // NB: one person alone plays under their login name.
            given = [LoginName.current(environment: ProcessInfo.processInfo.environment) ?? "You"]
        }
        guard let computer else { return everyoneHere(play, setup: setup, names: given) }
        let levels = play.computerLevels
        guard !levels.isEmpty else {
            throw ValidationError("--computer: \(play.kind.displayName) has no computer player.")
        }
        // NB: a game of more seats than its standard ones names them all, and the computer may play several,
        // separated by a comma ("2,3"), so long as a person plays one.
        let seatWords = seatWords(of: play, seats: setup.seatCount)
        var computerSeats: Set<Seat> = []
        for word in computer.split(separator: ",", omittingEmptySubsequences: false) {
            guard let seat = seatWords.firstIndex(of: word.lowercased()).map(Seat.init) else {
                throw ValidationError(
                    "--computer \(computer): name the seat the computer plays, \(list(seatWords)).")
            }
            computerSeats.insert(seat)
        }
        guard computerSeats.count < setup.seatCount else {
            throw ValidationError("--computer \(computer): leave a seat for a person.")
        }
        var index = levels.count - 1
        if let level {
            guard let found = levels.firstIndex(of: level.lowercased()) else {
                throw ValidationError("--level \(level): the levels are \(list(levels)).")
            }
            index = found
        }
        let seats = (0..<setup.seatCount).map(Seat.init)
        let many = computerSeats.count > 1
        return TableSeats(
            setup: setup,
            names: seats.map { other in
                given?[other.index]
                    ?? (computerSeats.contains(other) ? (many ? "Computer \(other.index + 1)" : "Computer") : "You")
            },
            computer: computerSeats, level: index)
    }

    /// "1st", "2nd", "3rd", "4th", ..., "11th", "21st" for `number`.
    static func ordinal(_ number: Int) -> String {
        let suffix: String
        switch (number % 10, number % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(number)\(suffix)"
    }

    /// How `--computer` names each seat of `play`'s game: its mark in lower case ("x"), or its number from 1; of
    /// `seats` seats, the game's standard ones when `nil`.
    static func seatWords(of play: any GamePlay.Type, seats: Int? = nil) -> [String] {
        (0..<(seats ?? play.kind.standardSetup.seatCount)).map {
            play.mark(of: Seat($0))?.lowercased() ?? "\($0 + 1)"
        }
    }

    /// The names `play`'s game seats when none are given, as `--names`' help says them: "X,O; against the computer:
    /// You and Computer", or "your login name, alone" for a game one may play alone.
    static func defaultNamesPhrase<Play: GamePlay & GameCommandLine>(of play: Play.Type) -> String {
        guard Play.players.lowerBound > 1 else { return "your login name, alone" }
        let names = (0..<Play.players.lowerBound).map { Play.defaultName(of: Seat($0)) }.joined(separator: ",")
        return Play.computerLevels.isEmpty ? names : names + "; against the computer: You and Computer"
    }

    /// How often `--player` is given for `play`'s game, as its help says it: "once for each of the 2 seats" where
    /// the seats are fixed (fewer is refused), "repeat for each" where the number of players varies.
    static func playerRepeatPhrase<Play: GamePlay & GameCommandLine>(of play: Play.Type) -> String {
        guard Play.players.count == 1 else { return "repeat for each" }
        return "give it once for each of the \(Play.players.lowerBound) seats"
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

    /// The longest seat name, so a name always fits beside the board.
    static let nameLimit = 20

    /// The names in `list`, trimmed, with control characters dropped: they are drawn on screen.
    static func split(_ list: String) -> [String] {
        list.split(separator: ",", omittingEmptySubsequences: false).map { printable(String($0)) }
    }

    /// `words` as a list people read: "x or o", "easy, medium or perfect" (or with "and").
    static func list(_ words: [String], conjunction: String = "or") -> String {
        guard words.count > 1 else { return words.joined() }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + words[words.count - 1]
    }

    /// `number` in words, up to nine.
    private static func count(_ number: Int) -> String {
        let words = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
        return words.indices.contains(number) ? words[number] : "\(number)"
    }
}
