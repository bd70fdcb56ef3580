import ClientCore
import CustomDump
import GameCatalog
import GameCore
import Minesweeper
import MinesweeperPlay
import TermCore
import TerminalUI
import TestGames
import Testing

/// `AppRenderer` keeps part of each frame for the next; at a Minesweeper table every frame must still be exactly
/// `AppView.render`'s: the clock's ticks, the keys handed round (the other cursor drawn), a refusal, a lost board,
/// the next board, the help.
struct MinesweeperRendererTests {
    static func play(_ intent: MinesweeperPlay.Intent) -> AppAction { .play(PlayIntent(MinesweeperPlay.self, intent)) }

    static let actions: [(AppAction, Int64)] = [
        (play(.reveal(nil)), 1_000), (.clockTicked(GameTime(milliseconds: 2_000)), 2_000), (.keysPassed, 2_100),
        (play(.moveCursor(.right)), 2_200), (play(.flag(nil)), 2_300),
        (.clockTicked(GameTime(milliseconds: 3_000)), 3_000),
        (play(.reveal(nil)), 3_100), (.keysPassed, 3_200), (play(.moveCursor(.up)), 3_300), (.helpToggled, 3_400),
        (.helpToggled, 3_500), (.unboundKeyPressed, 3_600),
    ]

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 40, height: 14), Size(width: 120, height: 40)])
    func everyFrameIsTheWholeRendersFrame(size: Size) throws {
        let setup = GameSetup(
            Minesweeper.self, MinesweeperSetup(options: MinesweeperPreset.beginner.options, maxPlayers: 2))
        var state = try #require(
            AppState.table(setup: setup, names: ["Ann", "Bob"], plays: TestGames.plays, seed: 7))
        let options = RenderOptions()
        var renderer = AppRenderer(options: options)
        expectNoDifference(renderer.render(state, size: size), AppView.render(state, size: size, options: options))
        for (index, (action, time)) in Self.actions.enumerated() {
            _ = state.reduce(action, at: GameTime(milliseconds: time))
            // NB: midway the board is lost on a mine, and the next board starts.
            if index == 6, let mine = state.table?.game.state(of: Minesweeper.self)?.mines.first {
                _ = state.reduce(Self.play(.reveal(mine)), at: GameTime(milliseconds: time))
                expectNoDifference(
                    renderer.render(state, size: size), AppView.render(state, size: size, options: options))
                _ = state.reduce(.nextRoundRequested, at: GameTime(milliseconds: time))
            }
            expectNoDifference(
                renderer.render(state, size: size), AppView.render(state, size: size, options: options),
                "after action \(index): \(action)")
        }
    }
}
