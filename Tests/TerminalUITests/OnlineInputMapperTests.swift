import ClientCore
import TermCore
import TerminalUI
import TestGames
import Testing

/// The online keys in a room of the tests' press race: the game's own keys, then the room's (each game's tests
/// check its own keys online).
struct OnlineInputMapperTests {
    @Test(arguments: [
        (Key.character("p"), [OnlineAction.play(PlayIntent(PressRacePlay.self, .press(nil)))]),
        (.character(" "), [.play(PlayIntent(PressRacePlay.self, .press(nil)))]),
        (.character("n"), [.rematchRequested]),
        (.character("c"), [.claimRequested]),
        (.character("a"), [.abortRequested]),
        (.character("y"), [.copyJoinCommandRequested]),
        (.character("q"), [.quitRequested]),
        (.control("c"), [.quitRequested]),
        (.character("z"), []),
    ])
    func keys(_ key: Key, _ expected: [OnlineAction]) {
        let actions = OnlineInputMapper.actions(
            for: .key(key), in: OnlineFixtures.yourMove, digits: .keypad, size: Size(width: 80, height: 24),
            options: RenderOptions())
        #expect(actions == expected)
    }

    @Test func spectatorsClicksDoNothing() throws {
        let size = Size(width: 80, height: 24)
        let canvas = OnlineView.render(
            OnlineFixtures.yourMove, server: OnlineFixtures.server, digits: .keypad, size: size,
            options: RenderOptions())
        let headline = try #require(Probe.find("PRESS!", in: canvas))
        let click = TerminalEvent.mouse(MouseEvent(position: headline, button: .left))
        let player = OnlineInputMapper.actions(
            for: click, in: OnlineFixtures.yourMove, digits: .keypad, size: size, options: RenderOptions())
        #expect(player == [.play(PlayIntent(PressRacePlay.self, .press(nil)))])
        let spectator = OnlineInputMapper.actions(
            for: click, in: OnlineFixtures.watching, digits: .keypad, size: size, options: RenderOptions())
        #expect(spectator == [])
    }
}
