import ClientCore
import Minesweeper
import TermCore
import TerminalUI
import Testing

import struct Minesweeper.Cell

/// Keys and the mouse on a Minesweeper board: the key table's meaning, clicks on the cell drawn under them, and
/// nothing for a spectator or for the keys the caller handles.
struct MinesweeperInputMapperTests {
    static let size = Size(width: 80, height: 24)

    static func intents(_ event: TerminalEvent, _ scene: MinesweeperScene = MinesweeperFixtures.midGame)
        -> [MinesweeperIntent]
    {
        MinesweeperInputMapper.intents(for: event, in: scene, size: size)
    }

    @Test(arguments: [
        (Key.up, [MinesweeperIntent.moveCursor(.up)]), (.down, [.moveCursor(.down)]), (.left, [.moveCursor(.left)]),
        (.right, [.moveCursor(.right)]), (.character("h"), [.moveCursor(.left)]),
        (.character("j"), [.moveCursor(.down)]), (.character("k"), [.moveCursor(.up)]),
        (.character("l"), [.moveCursor(.right)]), (.character(" "), [.reveal(nil)]), (.enter, [.reveal(nil)]),
        (.character("f"), [.flag(nil)]), (.character("F"), [.flag(nil)]), (.character("c"), [.chord(nil)]),
        (.character("C"), [.chord(nil)]),
        // NB: n asks for a new board even now (the caller says it waits for the end); help, back and quit are the
        // caller's; Tab hands the keys on only in hot-seat play, and the mid-game is one player's at this terminal.
        (.character("n"), [.newBoard]), (.tab, []), (.character("y"), []), (.character("?"), []), (.function(1), []),
        (.escape, []), (.character("q"), []),
        (.control("c"), []), (.character("m"), []), (.character("x"), []), (.character("5"), []),
    ])
    func keysDuringPlay(key: Key, expected: [MinesweeperIntent]) {
        #expect(Self.intents(.key(key)) == expected)
    }

    /// On a finished board a key of no meaning becomes `unboundKey`, so the caller can say how to go on; during
    /// play it stays nothing.
    @Test(arguments: [Key.character("x"), .character("5"), .tab, .pageUp])
    func keysOfNoMeaningOnAFinishedBoard(key: Key) {
        #expect(Self.intents(.key(key)) == [])
        #expect(Self.intents(.key(key), MinesweeperFixtures.loss) == [.unboundKey])
        #expect(Self.intents(.key(key), MinesweeperFixtures.win) == [.unboundKey])
        var watched = MinesweeperFixtures.loss
        watched.focus = nil
        #expect(Self.intents(.key(key), watched) == [], "a spectator's keys still mean nothing")
    }

    /// Tab means "next player" only where there is one at this terminal.
    @Test(arguments: [
        (MinesweeperKeyBindings.Context.solo, [MinesweeperIntent]()), (.hotSeat, [.nextPlayer]), (.online, []),
        (.watching, []),
    ])
    func tabOnlyInHotSeatPlay(context: MinesweeperKeyBindings.Context, expected: [MinesweeperIntent]) {
        var scene = MinesweeperFixtures.midGame
        scene.context = context
        if context == .watching { scene.focus = nil }
        #expect(Self.intents(.key(.tab), scene) == expected)
    }

    /// During a board too, so that the caller can say n waits for the end rather than ignore the key.
    @Test func nAsksForANewBoardAtAnyTime() {
        for scene in [MinesweeperFixtures.loss, MinesweeperFixtures.win, MinesweeperFixtures.midGame] {
            #expect(Self.intents(.key(.character("n")), scene) == [.newBoard])
            #expect(Self.intents(.key(.character("N")), scene) == [.newBoard])
        }
    }

    @Test func clicksActOnTheCellDrawnUnderThem() throws {
        let scene = MinesweeperFixtures.midGame
        let points = MinesweeperProbe.points(of: scene, size: Self.size)
        let g7 = Cell(name: "g7")!
        let point = try #require(points[g7])
        func click(_ button: MouseEvent.Button, at point: Point = point) -> [MinesweeperIntent] {
            Self.intents(.mouse(MouseEvent(position: point, button: button)), scene)
        }
        #expect(click(.left) == [.placeCursor(g7), .reveal(g7)])
        #expect(click(.right) == [.placeCursor(g7), .flag(g7)])
        #expect(click(.middle) == [.placeCursor(g7), .chord(g7)])
        #expect(click(.hover) == [.placeCursor(g7)])
        // NB: the pointer resting on the cursor's own cell moves nothing.
        #expect(click(.hover, at: try #require(points[Cell(name: "d2")!])) == [])
        #expect(click(.scrollUp) == [.moveCursor(.up)])
        #expect(click(.scrollDown) == [.moveCursor(.down)])
        #expect(click(.left, at: Point(x: 0, y: 0)) == [])
        #expect(click(.right, at: Point(x: 79, y: 23)) == [])
    }

    @Test func aSpectatorsKeysAndClicksMeanNothing() throws {
        let scene = MinesweeperFixtures.watched
        let point = try #require(MinesweeperProbe.points(of: scene, size: Self.size)[Cell(name: "a1")!])
        let events: [TerminalEvent] = [
            .key(.up), .key(.character(" ")), .key(.character("f")), .key(.tab),
            .mouse(MouseEvent(position: point, button: .left)), .mouse(MouseEvent(position: point, button: .right)),
        ]
        for event in events {
            #expect(Self.intents(event, scene) == [], "\(event)")
        }
    }

    @Test func otherEventsMeanNothing() {
        for event in [TerminalEvent.resize(Self.size), .endOfInput, .terminationRequested(signal: 2)] {
            #expect(Self.intents(event) == [])
        }
    }
}
