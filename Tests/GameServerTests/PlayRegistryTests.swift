import ClientCore
import GameCatalog
import PlainMode
import TerminalUI
import TestGames
import Testing

/// The tests' registry of play parts: every entry brings all three layers' parts, and is a registered game.
@Suite struct PlayRegistryTests {
    @Test func everyRegisteredPlayHasPlainModeAndItsRulesAreRegistered() {
        #expect(!TestGames.plays.plays.isEmpty)
        // NB: a game whose screen is not yet in its folder is drawn by the room-level screen that names it.
        #expect(TestGames.plays.plays.contains { $0 is any GameScreen.Type })
        for play in TestGames.plays.plays {
            #expect(play is any GamePlainText.Type, "\(play.kind) has no plain mode")
            #expect(TestGames.all.kinds.contains(play.kind), "\(play.kind)'s rules are not registered")
        }
    }

    @Test func aGameListedTwiceKeepsItsFirstEntryAndAnUnknownGameHasNone() {
        let registry = PlayRegistry([PressRacePlay.self, PressRacePlay.self])
        #expect(registry.plays.count == 1)
        #expect(registry.play(for: GameKind(PressRace.self)) != nil)
        #expect(PlayRegistry([]).play(for: GameKind(PressRace.self)) == nil)
    }
}
