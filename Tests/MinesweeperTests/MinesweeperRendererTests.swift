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

    static let beforeTheMine: [(AppAction, Int64?)] = [
        (play(.reveal(nil)), 1_000), (.clockTicked(GameTime(milliseconds: 2_000)), 2_000), (.keysPassed, 2_100),
        (play(.moveCursor(.right)), 2_200), (play(.flag(nil)), 2_300),
        (.clockTicked(GameTime(milliseconds: 3_000)), 3_000), (play(.reveal(nil)), 3_100),
    ]

    static let afterTheNextBoard: [(AppAction, Int64?)] = [
        (.keysPassed, 3_200), (play(.moveCursor(.up)), 3_300), (.helpToggled, 3_400), (.helpToggled, 3_500),
        (.unboundKeyPressed, 3_600),
    ]

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 40, height: 14), Size(width: 120, height: 40)])
    func everyFrameIsTheWholeRendersFrame(size: Size) throws {
        let setup = GameSetup(
            Minesweeper.self, MinesweeperSetup(options: MinesweeperPreset.beginner.options, maxPlayers: 2))
        let start = try #require(AppState.table(setup: setup, names: ["Ann", "Bob"], plays: TestGames.plays, seed: 7))
        var midway = start
        for (action, time) in Self.beforeTheMine { _ = midway.reduce(action, at: GameTime(milliseconds: time ?? 0)) }
        // NB: midway the board is lost on a mine, and the next board starts.
        let mine = try #require(midway.table?.game.state(of: Minesweeper.self)?.mines.first)
        let lost: [(AppAction, Int64?)] = [(Self.play(.reveal(mine)), 3_150), (.nextRoundRequested, 3_160)]
        RendererCheck.expectEveryFrameWhole(
            [(start, Self.beforeTheMine), (midway, lost + Self.afterTheNextBoard)], size: size,
            options: RenderOptions())
    }
}
