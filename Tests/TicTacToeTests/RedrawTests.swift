import ClientCore
import CustomDump
import GameCore
import TermCore
import TerminalUI
import Testing
import TicTacToe
import TicTacToePlay

/// `TicTacToePlay.redraw` draws only the squares that changed: over any board it drew, it must leave the cells
/// that clearing the frame and drawing the new board whole leave.
struct RedrawTests {
    /// What one board is drawn from.
    struct Drawn {
        var game: TicTacToe
        var cursor: Square
        var context: GameScreenContext
    }

    /// Every position of two games (a win with the last move in a corner, and a draw), with the cursor on several
    /// squares, in every context the board is drawn in.
    static let drawn: [Drawn] = {
        let games = [
            ["b2", "a1", "c1", "c3", "a3"], ["a1", "b2", "c1", "b1", "b3", "a3", "a2", "c2", "c3"],
        ]
        var positions: [TicTacToe] = []
        for moves in games {
            for count in 0...moves.count {
                positions.append(try! TicTacToe(replaying: moves.prefix(count).map { Square(name: $0)! }))
            }
        }
        var contexts: [GameScreenContext] = []
        for isYourMove in [true, false] {
            for everyMoveSeenHere in [true, false] {
                for digits in [DigitLayout.keypad, .phone] {
                    contexts.append(
                        GameScreenContext(
                            seat: nil, names: SeatNames(["X", "O"]), isYourMove: isYourMove,
                            settings: Settings(digitLayout: digits), everyMoveSeenHere: everyMoveSeenHere))
                }
            }
        }
        let cursors = ["b2", "a1", "c3"].map { Square(name: $0)! }
        return positions.flatMap { game in
            contexts.flatMap { context in cursors.map { Drawn(game: game, cursor: $0, context: context) } }
        }
    }()

    static let frames = [
        Rect(x: 0, y: 1, width: 80, height: 21), Rect(x: 0, y: 1, width: 40, height: 9),
        Rect(x: 0, y: 1, width: 30, height: 7),
    ]

    static let options = [RenderOptions(), RenderOptions(theme: .mono, glyphs: .ascii, mouseEnabled: false)]

    /// `drawn` drawn whole into a cleared `frame` of a canvas of `size` that held `under`.
    static func whole(_ drawn: Drawn, over under: Canvas, frame: Rect, options: RenderOptions) -> Canvas {
        var canvas = under
        canvas.fill(frame)
        TicTacToePlay.draw(
            drawn.game, state: drawn.cursor, context: drawn.context, into: &canvas, frame: frame, options: options)
        return canvas
    }

    @Test(arguments: frames, options.indices)
    func aRedrawLeavesTheCellsOfAWholeDraw(frame: Rect, optionsIndex: Int) {
        let options = Self.options[optionsIndex]
        let blank = Canvas(size: Size(width: frame.maxX, height: frame.maxY + 2))
        var random = SplitMix64(seed: 11)
        for _ in 0..<400 {
            let before = Self.drawn[Int(random.next() % UInt64(Self.drawn.count))]
            let after = Self.drawn[Int(random.next() % UInt64(Self.drawn.count))]
            var canvas = Self.whole(before, over: blank, frame: frame, options: options)
            TicTacToePlay.redraw(
                after.game, state: after.cursor, context: after.context,
                over: before.game, drawnState: before.cursor, drawnContext: before.context, into: &canvas,
                frame: frame, options: options)
            expectNoDifference(
                canvas, Self.whole(after, over: blank, frame: frame, options: options),
                "\(before.game.moves) cursor \(before.cursor) -> \(after.game.moves) cursor \(after.cursor)")
        }
    }
}
