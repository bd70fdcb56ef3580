import ArgumentParser
import Foundation
import GameCatalog
import GameCommandLine
import TestGames
import Testing

/// A game's own commands, its files and its shipped data, proved on the test game: `parlor press-race countdown`
/// keeps a file the setup of `parlor play press-race` reads, and `parlor press-race cheer` says data compiled in.
struct GameCommandTests {
    /// A root command built as parlor's is: the games' own commands beside its own.
    struct Root: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "parlor", subcommands: PressRacePlay.commands)
    }

    /// A person's own data folder, removed after the test.
    final class Person {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("person-\(UUID().uuidString)")
        var files: GameFiles { GameFiles(kind: "press-race", environment: ["XDG_DATA_HOME": home.path]) }
        deinit { try? FileManager.default.removeItem(at: home) }

        /// What `parlor ARGUMENTS` says, run with this person's files.
        func run(_ arguments: [String]) throws -> [String] {
            var command = try Root.parseAsRoot(arguments)
            var said: [String] = []
            if let command = command as? any GameCommand {
                try command.run(files: files) { said.append($0) }
            } else {
                try command.run()
            }
            return said
        }
    }

    @Test func aRememberedCountdownIsTheSetupsUnlessOneIsGiven() throws {
        let ann = Person()
        #expect(try ann.run(["press-race", "countdown"]) == ["Races start with the standard countdown."])
        #expect(try ann.run(["press-race", "countdown", "2500"]) == ["Races now start with a countdown of 2500 ms."])
        #expect(try ann.run(["press-race", "countdown"]) == ["Races start with a countdown of 2500 ms."])

        let remembered = try PressRacePlay.setup(PressRaceOptions.parse([]), players: 4, files: ann.files)
        #expect(remembered.options(of: PressRace.self) == PressRace.Options(seats: 4, countdownMilliseconds: 2500))
        let given = try PressRacePlay.setup(
            PressRaceOptions.parse(["--countdown", "900"]), players: 2, files: ann.files)
        #expect(given.options(of: PressRace.self) == PressRace.Options(seats: 2, countdownMilliseconds: 900))
    }

    @Test func eachPersonKeepsTheirOwnFiles() throws {
        let ann = Person()
        let bob = Person()
        _ = try ann.run(["press-race", "countdown", "4000"])
        #expect(try bob.run(["press-race", "countdown"]) == ["Races start with the standard countdown."])
        let bobs = try PressRacePlay.setup(PressRaceOptions.parse([]), players: 3, files: bob.files)
        #expect(bobs.options(of: PressRace.self) == PressRace.standardOptions)
    }

    @Test func aBadCountdownIsRefusedWithTheRule() {
        #expect(
            Root.message(for: Self.error { try Root.parseAsRoot(["press-race", "countdown", "5"]) })
                == "--countdown 5: a countdown is 100 to 60000 ms.")
        #expect(
            Root.message(for: Self.error { try PressRaceOptions.parse(["--countdown", "70000"]) })
                == "--countdown 70000: a countdown is 100 to 60000 ms.")
    }

    @Test func aDamagedFileIsNamedNotIgnored() throws {
        let ann = Person()
        try ann.files.prepareFolder()
        try Data("soon\n".utf8).write(to: ann.files.file("countdown"))
        let error = Self.error { _ = try PressRacePlay.setup(PressRaceOptions.parse([]), players: 2, files: ann.files) }
        #expect(Root.message(for: error).contains(ann.files.file("countdown").path))
    }

    @Test func shippedDataIsCompiledIn() throws {
        #expect(
            try Person().run(["press-race", "cheer"]) == [
                "Fastest finger in the room!", "Blink and you missed it.", "Nobody saw that coming.",
            ])
    }

    /// The error `body` throws.
    private static func error(_ body: () throws -> Any) -> any Error {
        do {
            _ = try body()
        } catch {
            return error
        }
        Issue.record("nothing was thrown")
        return CancellationError()
    }
}
