import ClientCore
import GameCatalog
import GameCore
import TestGames

/// States to draw, reached the way a player reaches them: through `reduce`. A table plays the tests' press race,
/// a game the screens know only by its play parts (each game's tests draw its own table).
enum Fixtures {
    static let people = ["Ann", "Bob"]

    /// A press race of two at this keyboard for `names`, before the go.
    static func race(_ names: [String] = people, settings: Settings = Settings(), seed: UInt64 = 7) -> AppState {
        AppState.table(
            setup: GameSetup(PressRace.self, PressRace.Options(seats: 2)), names: names, plays: TestGames.plays,
            settings: settings, seed: seed)!
    }

    /// A press for `seat` (at one keyboard each seat has its own key).
    static func press(_ seat: Seat) -> AppAction {
        .play(PlayIntent(PressRacePlay.self, .press(seat)))
    }

    /// The clock past the countdown: the race opens.
    static let go = AppAction.clockTicked(GameTime(milliseconds: 300))

    /// `state` after `actions`, in order.
    static func after(_ actions: [AppAction], from state: AppState) -> AppState {
        var state = state
        for action in actions { _ = state.reduce(action) }
        return state
    }

    static var mainMenu: AppState { AppState.menu(seed: 7, plays: TestGames.plays) }

    static var computerMenu: AppState {
        // NB: the first game's second entry opens its computer page (the executable's and the tests' menus).
        after([.directionPressed(.down), .confirmPressed, .directionPressed(.down)], from: mainMenu)
    }

    /// The race is open: every seat may press.
    static var raceOpen: AppState { after([go], from: race()) }

    /// Ann pressed before the go: refused, with a notice.
    static var raceWithNotice: AppState { after([press(Seat(0))], from: race()) }

    /// Bob pressed first: the round is over, Bob 1, Ann 0.
    static var raceWon: AppState { after([go, press(Seat(1))], from: race()) }

    /// The key help over the open race.
    static var helpOverRace: AppState { after([.helpToggled], from: raceOpen) }
}
