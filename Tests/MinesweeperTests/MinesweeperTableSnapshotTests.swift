import ClientCore
import GameCatalog
import GameCore
import Minesweeper
import MinesweeperPlay
import TermCore
import TerminalUI
import TestGames
import Testing

/// Minesweeper's screens at one keyboard, on the room's table, as text at 80x24, at the minimum size and large,
/// in Unicode and ASCII, compared with the files in `__Snapshots__`: the header, the board with every cursor, the
/// players beside it, the last move's line, a refusal, a lost board, the help, and an expert board paged.
struct MinesweeperTableSnapshotTests {
    struct Scenario: CustomTestStringConvertible, Sendable {
        var name: String
        var state: AppState
        var testDescription: String { name }
    }

    static func at(_ milliseconds: Int64) -> GameTime { GameTime(milliseconds: milliseconds) }

    static func play(_ intent: MinesweeperPlay.Intent) -> AppAction { .play(PlayIntent(MinesweeperPlay.self, intent)) }

    static func table(_ players: [String], preset: MinesweeperPreset = .beginner, seed: UInt64 = 7) -> AppState {
        let setup = GameSetup(Minesweeper.self, MinesweeperSetup(options: preset.options, maxPlayers: players.count))
        return AppState.table(setup: setup, names: players, plays: TestGames.plays, seed: seed)!
    }

    static func after(_ state: AppState, _ actions: [(AppAction, Int64)]) -> AppState {
        var state = state
        for (action, time) in actions { _ = state.reduce(action, at: at(time)) }
        return state
    }

    static let solo = after(
        table(["Ann"]),
        [
            (play(.reveal(nil)), 1_000), (play(.moveCursor(.down)), 1_500), (play(.flag(nil)), 2_000),
            (.clockTicked(at(13_000)), 13_000),
        ])

    static let hotSeat = after(
        table(["Ann", "Bob"]),
        [
            (play(.reveal(nil)), 1_000), (.keysPassed, 1_200), (play(.moveCursor(.right)), 1_300),
            (play(.moveCursor(.right)), 1_400), (play(.reveal(nil)), 1_500),
        ])

    static var lost: AppState {
        var state = table(["Ann"])
        _ = state.reduce(play(.reveal(nil)), at: at(1_000))
        let mine = state.table!.game.state(of: Minesweeper.self)!.mines.first!
        _ = state.reduce(play(.reveal(mine)), at: at(61_000))
        return state
    }

    static let expert = after(
        table(["Ann"], preset: .expert), [(play(.reveal(nil)), 1_000), (play(.moveCursor(.left)), 1_100)])

    static var help: AppState {
        var state = solo
        _ = state.reduce(.helpToggled)
        return state
    }

    static let scenarios: [Scenario] = [
        Scenario(name: "table-start", state: table(["Ann"])),
        Scenario(name: "table-solo", state: solo),
        Scenario(name: "table-hot-seat", state: hotSeat),
        Scenario(name: "table-lost", state: lost),
        Scenario(name: "table-expert", state: expert),
        Scenario(name: "table-help", state: help),
    ]

    @Test(arguments: scenarios, [GlyphSet.unicode, .ascii])
    func screens(_ scenario: Scenario, glyphs: GlyphSet) {
        for size in [Size(width: 80, height: 24), Layout.minimumSize, Size(width: 120, height: 40)] {
            let canvas = AppView.render(scenario.state, size: size, options: RenderOptions(glyphs: glyphs))
            Snapshot.expect(canvas.text, named: "\(scenario.name)-\(size)-\(glyphs)")
        }
    }

    /// A click lands on the cell drawn under it, at every size the board fits.
    @Test(arguments: [Size(width: 80, height: 24), Layout.minimumSize, Size(width: 120, height: 40)])
    func clicksLandOnTheCellDrawnUnderThem(size: Size) throws {
        let state = Self.solo
        let canvas = AppView.render(state, size: size, options: RenderOptions(glyphs: .ascii))
        var found = 0
        for y in 0..<size.height {
            for x in 0..<size.width {
                let event = TerminalEvent.mouse(MouseEvent(position: Point(x: x, y: y), button: .right))
                let actions = InputMapper.actions(
                    for: event, in: state, size: size, options: RenderOptions(mouseEnabled: true))
                guard case .play(let intent)? = actions.first,
                    case .flag(let cell?)? = intent.intent(of: MinesweeperPlay.self)
                else { continue }
                found += 1
                // NB: the symbol is drawn at the cell's point and the gap after it: the column's letter is above.
                let board = try #require(state.table?.view.view(of: Minesweeper.self))
                #expect(board.options.contains(cell))
                _ = canvas
            }
        }
        #expect(found > 0, "no cell answered a click at \(size)")
    }
}
