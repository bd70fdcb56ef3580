import ClientCore
import CustomDump
import GameCatalog
import TermCore
import TerminalUI
import TestGames
import Testing

/// A key held down acts once where the game binds it so: its repeats are told from presses by how close behind they
/// come, and only the game's once-per-press keys drop them.
struct KeyRepeatFilterTests {
    @Test func aKeyBackWithinTheWindowIsARepeatUntilLetGo() {
        var filter = KeyRepeatFilter(windowMilliseconds: 150)
        let space = Key.character(" ")
        // A press, then the terminal's repeats every 33 ms while it is held: one press, the rest repeats.
        let held = stride(from: 0, through: 330, by: 33).map { filter.isRepeat(space, at: Int64($0)) }
        expectNoDifference(held, [false] + Array(repeating: true, count: 10))
        // Let go for a fifth of a second and pressed again: a press; another key between is no repeat of it.
        let later = [(space, 530), (.character("t"), 540), (space, 560)].map { filter.isRepeat($0, at: Int64($1)) }
        expectNoDifference(later, [false, false, true])
    }

    @Test func aPressSoonerThanTheWindowIsTakenForARepeat() {
        var filter = KeyRepeatFilter(windowMilliseconds: 150)
        let presses = [1_000, 1_149, 1_300].map { filter.isRepeat(.character("p"), at: Int64($0)) }
        expectNoDifference(presses, [false, true, false])
    }

    @Test func onlyTheGamesOncePerPressKeysDropRepeats() throws {
        let state = try #require(
            AppState.table(
                setup: GameSetup(PressRace.self, PressRace.Options(seats: 2)), names: ["Ann", "Bob"],
                plays: TestGames.plays, seed: 1))
        #expect(InputMapper.actsOncePerPress(.character("p"), in: state))
        #expect(InputMapper.actsOncePerPress(.character("2"), in: state))
        // The room's keys and keys nobody binds repeat as they always did.
        #expect(!InputMapper.actsOncePerPress(.character("q"), in: state))
        #expect(!InputMapper.actsOncePerPress(.up, in: state))
    }
}
