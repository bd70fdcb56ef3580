import GameCore
import Minesweeper
import TermCore

/// Beside the board when there is room: every player with their colour, where their cursor is, and their note;
/// the focused player marked with a pointer.
enum MinesweeperPlayersPanel {
    /// Draws the list in `rect`, as many players as fit.
    static func draw(_ scene: MinesweeperScene, in rect: Rect, into canvas: inout Canvas, options: RenderOptions) {
        let theme = options.theme
        let ellipsis = options.glyphs.ellipsis
        var y = rect.origin.y
        canvas.put("Players", x: rect.origin.x, y: y, style: theme[.subtitle])
        y += 1
        for player in scene.players where y < rect.maxY {
            let isFocus = player.seat == scene.focus
            let pointer = isFocus ? String(options.glyphs.pointer) : " "
            let chip = " \(player.seat.index + 1) "
            canvas.put(pointer, x: rect.origin.x, y: y, style: theme[.menuHotkey])
            canvas.put(chip, x: rect.origin.x + 2, y: y, style: theme[MinesweeperBoardView.playerRole(player.color)])
            let nameX = rect.origin.x + 2 + chip.count + 1
            let cell = scene.cursors[player.seat].map { " \($0.name)" } ?? ""
            let room = rect.maxX - nameX - cell.count
            let name = player.name.terminalSafe.truncated(to: max(1, room), ellipsis: ellipsis)
            canvas.put(name, x: nameX, y: y, style: isFocus ? Style(attributes: .bold) : .plain)
            canvas.put(cell, x: nameX + name.count, y: y, style: theme[.boardLabel])
            y += 1
            // NB: the note takes a row of its own, under the name, so neither is cut to make room for the other.
            if let note = player.note, y < rect.maxY {
                let text = note.terminalSafe.truncated(to: rect.maxX - nameX, ellipsis: ellipsis)
                canvas.put(text, x: nameX, y: y, style: theme[.menuDetail])
                y += 1
            }
        }
    }
}
