import ClientCore
import CustomDump
import GameCatalog
import PlainMode
import TestGames
import Testing
import WireProtocol

/// The numbered menu of the tests' games (the first with a hot-seat and a computer entry, as the executable's first
/// game has); its exact lines for the executable's games are checked end to end (`test_plain_menu.py`).
@Suite("Plain mode's numbered menu")
struct PlainMenuTests {
    /// The tests' first game, whose entries come first.
    static let first = TestGames.plays.plays[0]
    /// The tests' second game, whose entry (a page of setups) follows the online ones.
    static let second = TestGames.plays.plays[1]

    /// The setups the second game's page offers.
    static var secondSetups: [SetupOffer] {
        guard case .choosingSetup(let offers, _) = second.menuOffers[0].start else { return [] }
        return offers
    }
    /// The menu's answers to `lines`, as a transcript (`> ` before what was typed), and the choice made.
    static func run(_ lines: [String]) -> (transcript: [String], choice: PlainMenu.Choice?) {
        var menu = PlainMenu(plays: TestGames.plays)
        var transcript = menu.openingLines
        for line in lines {
            let answer = menu.handle(line)
            transcript += ["> " + line] + answer.lines
            if let choice = answer.choice { return (transcript, choice) }
        }
        return (transcript, nil)
    }

    @Test("It lists the full screen's choices by number, history in help's place")
    func listsTheChoices() {
        expectNoDifference(
            PlainMenu(plays: TestGames.plays).openingLines,
            [
                "Parlor. Choose by number:",
                "1. \(Self.first.menuOffers[0].plainLabel)",
                "2. \(Self.first.menuOffers[1].plainLabel)",
                "3. Host an online game",
                "4. Join an online game by its game ID",
                "5. Watch an online game by its game ID",
                "6. Quick match: play the first online player waiting",
                "7. \(Self.second.menuOffers[0].plainLabel)",
                "8. History of finished games",
                "9. Quit",
                "Enter 1-9, or quit.",
            ])
    }

    @Test("Each entry leads to its choice, through its page where it has one")
    func choices() throws {
        #expect(Self.run(["1"]).choice == .table(Self.first.kind, computerLevel: nil))
        #expect(Self.run(["2", "3"]).choice == .table(Self.first.kind, computerLevel: 2))
        #expect(Self.run(["3"]).choice == .online(.host(Self.first.kind.standardSetup)))
        let gameID = try GameID(typed: "K7MZ2QHD")
        #expect(Self.run(["4", " k7mz2qhd "]).choice == .online(.join(gameID, secret: nil)))
        #expect(Self.run(["5", "K7MZ2QHD"]).choice == .online(.watch(gameID)))
        #expect(Self.run(["6"]).choice == .online(.quickMatch(Self.first.kind)))
        #expect(
            Self.run(["7", "1"]).choice
                == .table(Self.second.kind, setup: Self.secondSetups[0].setup, computerLevel: nil))
        #expect(Self.run(["8"]).choice == .history)
        #expect(Self.run(["9"]).choice == .quit)
        #expect(Self.run(["quit"]).choice == .quit)
    }

    @Test("A wrong entry is named and asked again; back returns to the main page")
    func wrongEntriesAndBack() {
        let (transcript, choice) = Self.run(["0", "x\u{1B}[2J", "7", "5", "back", "7", "3"])
        #expect(choice == .table(Self.second.kind, setup: Self.secondSetups[2].setup, computerLevel: nil))
        expectNoDifference(
            Array(transcript.dropFirst(11)),
            [
                "> 0", "There is no entry '0'.", "Enter 1-9, or quit.",
                "> x\u{1B}[2J", "There is no entry 'x[2J'.", "Enter 1-9, or quit.",
                "> 7", "The board:", "1. beginner, 9x9, 10 mines",
                "2. intermediate, 16x16, 40 mines", "3. expert, 16x30, 99 mines",
                "Enter a board 1-3, or back.",
                "> 5", "There is no board '5'.", "Enter a board 1-3, or back.",
                "> back",
            ] + Array(PlainMenu(plays: TestGames.plays).openingLines.dropFirst())
                + [
                    "> 7", "The board:", "1. beginner, 9x9, 10 mines",
                    "2. intermediate, 16x16, 40 mines", "3. expert, 16x30, 99 mines",
                    "Enter a board 1-3, or back.", "> 3",
                ])
    }

    @Test("help says how to choose, then shows the page again, on every page")
    func helpOnEveryPage() {
        let (transcript, choice) = Self.run(["help", "7", "?", "back", "4", "h", "back", "quit"])
        #expect(choice == .quit)
        let opening = Array(PlainMenu(plays: TestGames.plays).openingLines.dropFirst())
        let said = transcript.filter { $0.hasPrefix("Type ") }
        #expect(
            said == [
                "Type an entry's number and press Enter; quit leaves. In a game, help lists its commands.",
                "Type a number and press Enter; back returns to the menu, quit leaves.",
                "Type the game ID a friend read out (case does not matter); back returns to the menu, quit leaves.",
            ], "\(transcript)")
        #expect(!transcript.contains { $0.hasPrefix("There is no") }, "\(transcript)")
        let afterHelp = transcript.firstIndex(of: "> help").map { transcript[($0 + 2)...].prefix(opening.count) }
        #expect(afterHelp.map(Array.init) == opening, "the main page again after help")
    }

    @Test("The seat chosen on the computer page is kept when the page is opened again")
    func theComputersPageKeepsTheSeatChosen() {
        let (transcript, _) = Self.run(["2", "4", "back", "2", "quit"])
        let headings = transcript.filter { $0.hasPrefix("You play ") }
        #expect(headings.count == 3, "\(transcript)")
        #expect(headings.dropFirst().allSatisfy { $0 == headings[1] }, "\(headings)")
        #expect(headings[0] != headings[1], "\(headings)")
    }

    @Test("The end of input leaves with Goodbye., once")
    func endOfInput() {
        var menu = PlainMenu(plays: TestGames.plays)
        #expect(menu.endOfInput() == ["Goodbye."])
        #expect(menu.endOfInput() == [])
        #expect(menu.handle("1").choice == nil)
    }
}
