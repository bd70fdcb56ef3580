import CustomDump
import Foundation
import GameCatalog
import GameCore
import Minesweeper
import TestGames
import Testing
import TicTacToe
import WireProtocol

/// Checks, for every game in the catalog, that what is encoded for one viewer holds nothing only another viewer
/// may know. Tic-tac-toe hides nothing, so it passes trivially; a game with hidden hands or mines inherits these
/// tests by adding its samples and secrets to `PrivacySamples`.
@Suite struct ViewPrivacyTests {
    @Test(arguments: PrivacySamples.all.indices)
    func noSeatSeesAnotherSeatsPrivateFacts(index: Int) throws {
        let sample = PrivacySamples.all[index]
        let spectator = try Facts.of(sample.game.view(for: .spectator))
        for seat in sample.game.seats {
            let mine = try Facts.of(sample.game.view(for: .seat(seat)))
            let privateFacts = mine.subtracting(spectator)
            for other in sample.game.seats where other != seat {
                let theirs = try Facts.of(sample.game.view(for: .seat(other)))
                let leaked = theirs.intersection(privateFacts)
                #expect(leaked.isEmpty, "\(sample.name): \(other) sees \(seat)'s \(leaked.sorted())")
            }
        }
    }

    @Test(arguments: PrivacySamples.all.indices)
    func spectatorSeesNothingThatAnySeatCannot(index: Int) throws {
        let sample = PrivacySamples.all[index]
        let spectator = try Facts.of(sample.game.view(for: .spectator))
        for seat in sample.game.seats {
            let seen = try Facts.of(sample.game.view(for: .seat(seat)))
            #expect(
                spectator.subtracting(seen).isEmpty,
                "\(sample.name): only the spectator sees \(spectator.subtracting(seen).sorted())")
        }
    }

    @Test(arguments: PrivacySamples.all.indices)
    func declaredSecretsAreInNoViewTheyAreHiddenFrom(index: Int) throws {
        let sample = PrivacySamples.all[index]
        for viewer in [Viewer.spectator] + sample.game.seats.map(Viewer.seat) {
            let json = WireCoder.encodeValue(sample.game.view(for: viewer))
            for secret in PrivacySamples.secrets(in: sample.game, hiddenFrom: viewer) {
                #expect(!json.contains(secret), "\(sample.name): \(viewer) is sent \(secret)")
            }
        }
    }

    // NB: the types are the first guard: no server message can carry a whole game, only views.
    @Test func serverMessagesCarryViewsNotGames() throws {
        let game = try #require(PrivacySamples.all.first).game
        let event = RoomEvent.moved(seat: Seat(0), move: nil, update: .whole(game.view(for: .spectator)))
        #expect(WireCoder.encodeValue(event).contains(WireCoder.encodeValue(game.view(for: .spectator))))
    }

    @Test func everyKindHasSamples() {
        #expect(Set(PrivacySamples.all.map(\.game.kind)) == Set(TestGames.shipped.kinds))
    }
}

/// Games to check, in every phase that hides something differently, and what each viewer must not be sent.
enum PrivacySamples {
    struct Sample: Sendable {
        let name: String
        let game: AnyGame
    }

    static let all: [Sample] = ticTacToe + minesweeper

    static var ticTacToe: [Sample] {
        let games = ["", "b2", "b2 a1 c3", "a1 a2 b1 b2 c1", "a1 b2 c3 b1 b3 a3 c1 c2 a2"]
        return games.map { moves in
            let squares = moves.split(separator: " ").map { Square(name: String($0))! }
            return Sample(name: "tic-tac-toe \"\(moves)\"", game: .ticTacToe(try! TicTacToe(replaying: squares)))
        }
    }

    static var minesweeper: [Sample] {
        var game = Minesweeper(options: MinesweeperPreset.beginner.options, seatCount: 3, seed: minesweeperSeed)
        var samples = [Sample(name: "minesweeper before the first reveal", game: .minesweeper(game))]
        try! game.apply(.reveal(Cell(row: 4, column: 4)), by: Seat(0), at: GameTime(milliseconds: 1_000))
        samples.append(Sample(name: "minesweeper after the first reveal", game: .minesweeper(game)))
        let hidden = game.view(for: .spectator).cells.filter { game[$0] == .hidden }
        try! game.apply(.flag(hidden[0], on: true), by: Seat(1), at: GameTime(milliseconds: 2_000))
        samples.append(Sample(name: "minesweeper with a flag", game: .minesweeper(game)))
        try! game.apply(.reveal(game.mines[0]), by: Seat(2), at: GameTime(milliseconds: 3_000))
        samples.append(Sample(name: "minesweeper after a mine was hit", game: .minesweeper(game)))
        return samples
    }

    /// A seed whose digits appear nowhere else in a view, so finding them would mean the seed leaked.
    static let minesweeperSeed: UInt64 = 11_400_714_819_323_198_485

    /// Text that must not appear in the JSON sent to `viewer`: another seat's cards, unrevealed mines, the seed.
    /// Tic-tac-toe keeps no secrets; Minesweeper keeps its seed for ever and its mines until the end.
    static func secrets(in game: AnyGame, hiddenFrom viewer: Viewer) -> [String] {
        guard let game = game.minesweeper else { return [] }
        let seed = [String(game.seed), #""seed""#]
        guard game.ending == nil else { return seed }
        return seed + [#""mines":["#]
    }
}

/// A JSON value as a set of facts: one `path = value` line per leaf, so two views can be compared fact by fact.
enum Facts {
    static func of(_ view: AnyView) throws -> Set<String> {
        let object = try JSONSerialization.jsonObject(
            with: Data(WireCoder.encodeValue(view).utf8), options: [.fragmentsAllowed])
        var facts: Set<String> = []
        collect(object, at: "", into: &facts)
        return facts
    }

    private static func collect(_ value: Any, at path: String, into facts: inout Set<String>) {
        switch value {
        case let object as [String: Any]:
            for (key, child) in object { collect(child, at: path + "." + key, into: &facts) }
        case let array as [Any]:
            for (index, child) in array.enumerated() { collect(child, at: path + "[\(index)]", into: &facts) }
        default:
            facts.insert("\(path) = \(value)")
        }
    }
}
