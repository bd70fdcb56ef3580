import Minesweeper
import TermCore
import TerminalUI
import Testing

import struct Minesweeper.Cell

/// Clicks land where cells are drawn: every cell in view, found on the screen by its column letters and row
/// number, maps back to itself through `MinesweeperSceneView.cell(at:in:size:)`, on its symbol and on the gap after
/// it; the frame and the labels map to nothing; and the symbol drawn there is the cell's own square.
struct MinesweeperHitTests {
    static let sizes = [
        Size(width: 80, height: 24), Layout.minimumSize, Size(width: 50, height: 18), Size(width: 132, height: 43),
        Size(width: 41, height: 15), Size(width: 200, height: 60),
    ]

    static let scenes: [(name: String, scene: MinesweeperScene)] = [
        ("beginner-start", MinesweeperFixtures.beginnerStart), ("mid-game", MinesweeperFixtures.midGame),
        ("loss", MinesweeperFixtures.loss), ("win", MinesweeperFixtures.win),
        ("expert", MinesweeperFixtures.expertScene), ("custom-scrolled", MinesweeperFixtures.customScrolled),
        ("watched", MinesweeperFixtures.watched),
    ]

    /// The ASCII symbol of `square`, as the screen draws it with `GlyphSet.ascii`.
    static func symbol(_ square: MinesweeperView.Square) -> Character {
        switch square {
        case .hidden: return "."
        case .revealed(0): return " "
        case .revealed(let number): return Character(String(number))
        case .flagged: return "F"
        case .mine: return "*"
        case .exploded: return "X"
        case .misflagged: return "!"
        }
    }

    @Test(arguments: sizes)
    func everyDrawnCellMapsBackToItself(size: Size) {
        for (name, scene) in Self.scenes {
            let points = MinesweeperProbe.points(of: scene, size: size)
            let ascii = MinesweeperSceneView.render(scene, size: size, options: RenderOptions(glyphs: .ascii))
            let options = scene.view.options
            // NB: the whole board where it fits, else a window of at least three by three.
            let fits =
                options.rows + 7 + (options.columns > 26 ? 1 : 0) <= size.height
                && options.columns * 2 + 9 <= size.width
            #expect(fits ? points.count == options.rows * options.columns : points.count >= 9, "\(name) at \(size)")
            for (cell, point) in points {
                #expect(MinesweeperSceneView.cell(at: point, in: scene, size: size) == cell, "\(name) \(cell) \(size)")
                let gap = Point(x: point.x + 1, y: point.y)
                #expect(MinesweeperSceneView.cell(at: gap, in: scene, size: size) == cell, "\(name) \(cell) gap")
                #expect(ascii[point]?.character == Self.symbol(scene.view[cell]), "\(name) \(cell) at \(size)")
            }
        }
    }

    @Test(arguments: sizes)
    func theFrameAndTheLabelsAreNoCell(size: Size) {
        for (name, scene) in Self.scenes {
            let points = MinesweeperProbe.points(of: scene, size: size)
            let xs = Set(points.values.map(\.x))
            let ys = Set(points.values.map(\.y))
            guard let left = xs.min(), let right = xs.max(), let top = ys.min(), let bottom = ys.max() else {
                Issue.record("\(name): no cells found at \(size)")
                continue
            }
            let outside =
                [Point(x: left - 2, y: top), Point(x: right + 2, y: bottom), Point(x: left, y: top - 1)]
                + [Point(x: left, y: bottom + 1), Point(x: left - 4, y: top), Point(x: 0, y: 0)]
            for point in outside {
                #expect(MinesweeperSceneView.cell(at: point, in: scene, size: size) == nil, "\(name) \(point) \(size)")
            }
        }
    }

    @Test func aTerminalTooSmallHasNoCells() {
        let scene = MinesweeperFixtures.midGame
        for size in [Size(width: 29, height: 24), Size(width: 80, height: 11), Size(width: 0, height: 0)] {
            for x in 0..<size.width {
                for y in 0..<size.height {
                    #expect(MinesweeperSceneView.cell(at: Point(x: x, y: y), in: scene, size: size) == nil)
                }
            }
        }
    }
}
