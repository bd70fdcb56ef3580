import ClientCore
import CustomDump
import GameCatalog
import GameCore
import TermCore
import TerminalUI
import TestGames
import Testing

/// `AppRenderer` keeps part of each frame for the next; every frame must still be exactly `AppView.render`'s.
/// Tables of the tests' press race here; each game's tests render its own table.
struct AppRendererTests {
    static let sizes = RendererCheck.sizes

    /// Two races: a refused press (a notice), the key help, the go, a won round and the next one, a round's-end
    /// choice, a round that timed out (a draw), the menu and back; and two of three seats, one with the computer on
    /// the clock: countdowns, the game's own choice of the next round.
    static let games: [(AppState, [AppAction])] = [
        (
            Fixtures.race(),
            [Fixtures.press(Seat(0)), .helpToggled, .helpToggled, .escapePressed, Fixtures.go, Fixtures.press(Seat(1))]
                + [.nextRoundRequested, .clockTicked(GameTime(milliseconds: 5_000)), Fixtures.press(Seat(0))]
                + [.confirmPressed, .menuRequested, .directionPressed(.down), .confirmPressed],
        ),
        (
            Fixtures.race(["Ann", "Computer"], seed: 3),
            [Fixtures.go, .clockTicked(GameTime(milliseconds: 70_000)), .nextRoundRequested, .helpToggled]
                + [.helpToggled, Fixtures.press(Seat(0))],
        ),
        (
            pressRace(),
            [press(1), tick(300), .helpToggled, .helpToggled, press(nil), press(1), press(2), .confirmPressed]
                + [tick(900), press(2), .nextRoundChosen(longer), tick(1_400), press(0), tick(2_000)]
                + [.nextRoundRequested, .menuRequested],
        ),
        (
            pressRace(computer: [Seat(2)]),
            [tick(100), tick(300), tick(550), .nextRoundRequested, tick(850), press(0), .helpToggled, .confirmPressed]
                + [tick(1_000), .nextRoundRequested],
        ),
    ]

    /// A race of three seats (the tests' game of deadlines), the computer playing `computer`.
    static func pressRace(computer: Set<Seat> = []) -> AppState {
        let setup = GameSetup(PressRace.self, PressRace.Options(seats: 3, countdownMilliseconds: 300))
        return AppState.table(
            setup: setup, names: ["Ann", "Bob", "Cy"], computerSeats: computer, plays: TestGames.plays, seed: 3)!
    }

    /// A press for seat `index`, or for the first seat when `nil`.
    static func press(_ index: Int?) -> AppAction {
        .play(PlayIntent(PressRacePlay.self, .press(index.map(Seat.init))))
    }

    /// The loop's clock at `milliseconds`.
    static func tick(_ milliseconds: Int64) -> AppAction {
        .clockTicked(GameTime(milliseconds: milliseconds))
    }

    /// The race's choice of a longer countdown.
    static let longer = AnyRoundChoice(PressRace.self, .longerCountdown)

    @Test(arguments: sizes, RendererCheck.options.indices)
    func everyFrameIsTheWholeRendersFrame(size: Size, optionsIndex: Int) {
        RendererCheck.expectEveryFrameWhole(Self.games, size: size, options: RendererCheck.options[optionsIndex])
    }

    @Test func aResizeBetweenFramesDrawsTheNewSize() {
        var renderer = AppRenderer(options: RenderOptions())
        var state = Fixtures.race()
        for (index, size) in (Self.sizes + Self.sizes.reversed()).enumerated() {
            _ = state.reduce(index == 0 ? Fixtures.go : .helpToggled)
            expectNoDifference(
                renderer.render(state, size: size), AppView.render(state, size: size, options: RenderOptions()))
        }
    }
}
