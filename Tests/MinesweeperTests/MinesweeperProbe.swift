import Minesweeper
import MinesweeperPlay
import TermCore
import TerminalUI

import struct Minesweeper.Cell

/// Finds the board's cells on a drawn Minesweeper board by what is drawn there (the frame, the column letters and
/// the row numbers), not by the layout code, so hit tests check the drawing and the mouse against each other.
enum MinesweeperProbe {
    /// The frame a room's screen of `size` gives the board: between the bars, less the notice row.
    static func frame(in size: Size) -> Rect {
        Rect(x: 0, y: 1, width: size.width, height: size.height - 3)
    }

    /// Where each cell in view is drawn when `scene` is drawn as a room's screen of `size` draws it.
    static func points(of scene: MinesweeperScene, size: Size) -> [Cell: Point] {
        var canvas = Canvas(size: size)
        MinesweeperSceneView.drawBoard(
            scene, in: frame(in: size), into: &canvas, options: RenderOptions(glyphs: .unicode))
        return points(in: canvas, options: scene.view.options)
    }

    /// Where each cell in view is drawn on `canvas`, a screen with a board of `options` on it (Unicode glyphs).
    static func points(in canvas: Canvas, options: MinesweeperOptions) -> [Cell: Point] {
        let everyPoint = (0..<canvas.size.height).lazy.flatMap { y in
            (0..<canvas.size.width).lazy.map { Point(x: $0, y: y) }
        }
        guard let corner = everyPoint.first(where: { canvas[$0]?.character == "╭" }) else { return [:] }
        let letters = Array(canvas.line(corner.y - 1))
        let prefixes = options.columns > 26 ? Array(canvas.line(corner.y - 2)) : []
        var columns: [(x: Int, name: String)] = []
        for x in corner.x + 1..<letters.count where letters[x] != " " {
            let prefix = prefixes.indices.contains(x) && prefixes[x] != " " ? String(prefixes[x]) : ""
            columns.append((x, prefix + String(letters[x])))
        }
        var points: [Cell: Point] = [:]
        var y = corner.y + 1
        while let left = canvas[corner.x, y]?.character, left != "╰" {
            let number = String(canvas.line(y).prefix(corner.x).filter(\.isNumber))
            for column in columns {
                if let cell = Cell(name: column.name + number) { points[cell] = Point(x: column.x, y: y) }
            }
            y += 1
        }
        return points
    }
}
