public import ClientCore
import GameCatalog
public import Minesweeper
public import TicTacToe
import WireProtocol

/// The numbered menu plain mode shows when `parlor` runs alone on a terminal: the full screen's choices, picked
/// by number, one line at a time. Pure: the caller reads the lines and starts what was chosen.
public struct PlainMenu: Hashable, Sendable {
    /// What the person chose.
    public enum Choice: Hashable, Sendable {
        /// Tic-tac-toe at this keyboard: two people, or the person as X against the computer at a level.
        case ticTacToe(computer: ComputerLevel?)
        /// Co-op Minesweeper on a board of this preset.
        case minesweeper(MinesweeperPreset)
        /// An online game: host, join or watch a room, or a quick match.
        case online(OnlineIntent)
        /// The finished games, as `parlor history` lists them.
        case history
        /// Leave.
        case quit
    }

    /// Which question is asked.
    enum Page: Hashable, Sendable {
        case main
        case computer
        case minesweeper
        case gameID(watch: Bool)
    }

    /// The main page's entries, numbered from 1: the full-screen menu's order, history in its help's place.
    static let mainEntries: [(label: String, page: Page?, choice: Choice?)] = [
        ("Tic-tac-toe, two players at this keyboard", nil, .ticTacToe(computer: nil)),
        ("Tic-tac-toe against the computer", .computer, nil),
        ("Host an online game", nil, .online(.host(GameKind.ticTacToe.standardSetup))),
        ("Join an online game by its game ID", .gameID(watch: false), nil),
        ("Watch an online game by its game ID", .gameID(watch: true), nil),
        ("Quick match: play the first online player waiting", nil, .online(.quickMatch(.ticTacToe))),
        ("Co-op Minesweeper", .minesweeper, nil),
        ("History of finished games", nil, .history),
        ("Quit", nil, .quit),
    ]

    private(set) var page = Page.main
    /// Whether a choice was made or input ended; after that every line gets no answer.
    public private(set) var isFinished = false

    /// The menu, ready for its first line.
    public init() {}

    /// What to print before reading the first line.
    public var openingLines: [String] { ["Parlor. Choose by number:"] + lines(for: .main) }

    /// The answer to one line, and the choice once one is made.
    public mutating func handle(_ line: String) -> (lines: [String], choice: Choice?) {
        guard !isFinished else { return ([], nil) }
        let typed = PlainText.trimmed(line).lowercased()
        if typed.isEmpty { return ([prompt], nil) }
        if ["q", "quit", "exit"].contains(typed) { return finish(.quit) }
        if page != .main, ["0", "b", "back"].contains(typed) {
            page = .main
            return (lines(for: .main), nil)
        }
        switch page {
        case .main:
            guard let number = Int(typed), Self.mainEntries.indices.contains(number - 1) else {
                return (["There is no entry '\(PlainText.visible(PlainText.trimmed(line), limit: 20))'.", prompt], nil)
            }
            let entry = Self.mainEntries[number - 1]
            if let choice = entry.choice { return finish(choice) }
            page = entry.page ?? .main
            return (lines(for: page), nil)
        case .computer:
            let levels = ComputerLevel.allCases
            guard let number = Int(typed), levels.indices.contains(number - 1) else {
                return (["There is no level '\(PlainText.visible(PlainText.trimmed(line), limit: 20))'.", prompt], nil)
            }
            return finish(.ticTacToe(computer: levels[number - 1]))
        case .minesweeper:
            let presets = MinesweeperPreset.allCases
            guard let number = Int(typed), presets.indices.contains(number - 1) else {
                return (["There is no board '\(PlainText.visible(PlainText.trimmed(line), limit: 20))'.", prompt], nil)
            }
            return finish(.minesweeper(presets[number - 1]))
        case .gameID(let watch):
            let gameID: GameID
            do {
                gameID = try GameID(typed: PlainText.trimmed(line))
            } catch {
                return (
                    ["'\(PlainText.visible(PlainText.trimmed(line), limit: 20))' is not a game ID: \(error)", prompt],
                    nil
                )
            }
            return finish(.online(watch ? .watch(gameID) : .join(gameID, secret: nil)))
        }
    }

    /// The answer to the end of input: nothing was chosen, so the program leaves.
    public mutating func endOfInput() -> [String] {
        guard !isFinished else { return [] }
        isFinished = true
        return ["Goodbye."]
    }

    /// The question of the page shown.
    var prompt: String {
        switch page {
        case .main: "Enter 1-\(Self.mainEntries.count), or quit."
        case .computer: "Enter a level 1-\(ComputerLevel.allCases.count), or back."
        case .minesweeper: "Enter a board 1-\(MinesweeperPreset.allCases.count), or back."
        case .gameID: "Enter the game ID, or back."
        }
    }

    private mutating func finish(_ choice: Choice) -> (lines: [String], choice: Choice?) {
        isFinished = true
        return (choice == .quit ? ["Goodbye."] : [], choice)
    }

    private func lines(for page: Page) -> [String] {
        var lines: [String]
        switch page {
        case .main:
            lines = Self.mainEntries.enumerated().map { "\($0.offset + 1). \($0.element.label)" }
        case .computer:
            lines =
                ["You play X against the computer, which plays O. Its level:"]
                + ComputerLevel.allCases.enumerated().map { "\($0.offset + 1). \($0.element)" }
        case .minesweeper:
            lines =
                ["The board:"]
                + MinesweeperPreset.allCases.enumerated().map {
                    "\($0.offset + 1). \(MinesweeperMatch.summary(of: $0.element.options))"
                }
        case .gameID(let watch):
            lines = ["The game ID of the room to \(watch ? "watch" : "join") (8 letters and digits):"]
        }
        var shown = self
        shown.page = page
        return lines + [shown.prompt]
    }
}
