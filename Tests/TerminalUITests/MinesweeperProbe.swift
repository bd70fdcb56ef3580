import Minesweeper
import TermCore
import TerminalUI

import struct Minesweeper.Cell

/// Finds the board's cells on a rendered Minesweeper screen by what is drawn there (the frame, the column letters
/// and the row numbers), not by the layout code, so hit tests check the drawing and the mouse against each other.
enum MinesweeperProbe {
    /// Where each cell in view is drawn: the column of its letters, the row of its number.
    static func points(of scene: MinesweeperScene, size: Size) -> [Cell: Point] {
        let canvas = MinesweeperSceneView.render(scene, size: size, options: RenderOptions(glyphs: .unicode))
        guard let corner = Probe.find("╭", in: canvas) else { return [:] }
        let letters = Array(canvas.line(corner.y - 1))
        let prefixes = scene.view.options.columns > 26 ? Array(canvas.line(corner.y - 2)) : []
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
