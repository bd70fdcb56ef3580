import ClientCore
import TermCore
import TerminalUI
import Testing
import TicTacToe
import TicTacToePlay

struct OnlineInputMapperTests {
    @Test(arguments: [
        (Key.character("7"), [OnlineAction.play(PlayIntent(TicTacToePlay.self, .mark(Square(name: "a1")!)))]),
        (.character("5"), [.play(PlayIntent(TicTacToePlay.self, .mark(Square(name: "b2")!)))]),
        (.up, [.play(PlayIntent(TicTacToePlay.self, .moveCursor(.up)))]),
        (.enter, [.play(PlayIntent(TicTacToePlay.self, .markCursor))]),
        (.character(" "), [.play(PlayIntent(TicTacToePlay.self, .markCursor))]),
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

    @Test func spectatorsClicksDoNothing() {
        let size = Size(width: 80, height: 24)
        let click = TerminalEvent.mouse(MouseEvent(position: Point(x: 40, y: 12), button: .left))
        let player = OnlineInputMapper.actions(
            for: click, in: OnlineFixtures.yourMove, digits: .keypad, size: size, options: RenderOptions())
        #expect(player == [.play(PlayIntent(TicTacToePlay.self, .mark(Square(name: "b2")!)))])
        let spectator = OnlineInputMapper.actions(
            for: click, in: OnlineFixtures.watching, digits: .keypad, size: size, options: RenderOptions())
        #expect(spectator == [])
    }
}
