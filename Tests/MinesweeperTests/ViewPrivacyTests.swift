import GameCatalog
import GameCore
import Minesweeper
import TestGames
import Testing
import WireProtocol

/// Minesweeper's views in every phase that hides something differently: no seat sees another's private facts, the
/// spectator sees nothing a seat cannot, and no view sent holds the seed, nor the mines before the game is over.
@Suite struct ViewPrivacyTests {
    /// A seed whose digits appear nowhere else in a view, so finding them would mean the seed leaked.
    static let seed: UInt64 = 11_400_714_819_323_198_485

    static let samples: [(name: String, game: Minesweeper)] = {
        var game = Minesweeper(options: MinesweeperPreset.beginner.options, seatCount: 3, seed: seed)
        var samples = [("before the first reveal", game)]
        try! game.apply(.reveal(Cell(row: 4, column: 4)), by: Seat(0), at: GameTime(milliseconds: 1_000))
        samples.append(("after the first reveal", game))
        let hidden = game.view(for: .spectator).cells.filter { game[$0] == .hidden }
        try! game.apply(.flag(hidden[0], on: true), by: Seat(1), at: GameTime(milliseconds: 2_000))
        samples.append(("with a flag", game))
        try! game.apply(.reveal(game.mines[0]), by: Seat(2), at: GameTime(milliseconds: 3_000))
        samples.append(("after a mine was hit", game))
        return samples
    }()

    /// Minesweeper keeps its seed for ever and its mines until the end.
    static func secrets(in game: Minesweeper) -> [String] {
        let seed = [String(game.seed), #""seed""#]
        return game.ending == nil ? seed + [#""mines":["#] : seed
    }

    @Test(arguments: samples.indices)
    func noViewLeaks(index: Int) throws {
        let (name, game) = Self.samples[index]
        #expect(try ViewPrivacy.leaks(in: .minesweeper(game)) == [], "\(name)")
    }

    @Test(arguments: samples.indices)
    func secretsAreInNoViewSent(index: Int) {
        let (name, game) = Self.samples[index]
        for viewer in [Viewer.spectator] + AnyGame.minesweeper(game).seats.map(Viewer.seat) {
            let json = WireCoder.encodeValue(AnyView.minesweeper(game.view(for: viewer)))
            for secret in Self.secrets(in: game) {
                #expect(!json.contains(secret), "\(name): \(viewer) is sent \(secret)")
            }
        }
    }
}
