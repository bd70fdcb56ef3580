import GameCore
import Minesweeper
import TermCore
import TerminalUI

/// Beside the board when there is room: every player with their colour and cursor brackets, where their cursor is,
/// and their note; the focused player marked with a pointer.
enum MinesweeperPlayersPanel {
    /// Draws the list in `rect`, as many players as fit.
    static func draw(_ scene: MinesweeperScene, in rect: Rect, into canvas: inout Canvas, options: RenderOptions) {
        let theme = options.theme
        let ellipsis = options.glyphs.ellipsis
        var y = rect.origin.y
        canvas.put("Players", x: rect.origin.x, y: y, style: theme[.subtitle])
        y += 1
        let chipWidth = scene.players.map { "[\($0.seat.index + 1)]".count }.max() ?? 3
        let nameX = rect.origin.x + 2 + chipWidth + 1
        // NB: the cursors' cells line up in a column after the longest name, so a cell does not read as part of a
        // name ("Bo e5" beside "Carol e5").
        let cellWidth = scene.players.compactMap { scene.cursors[$0.seat]?.name.columnCount }.max() ?? 0
        let longestName = scene.players.map(\.name.terminalSafe.columnCount).max() ?? 0
        let nameWidth = max(1, min(longestName, rect.maxX - nameX - (cellWidth > 0 ? cellWidth + 1 : 0)))
        for player in scene.players where y < rect.maxY {
            let isFocus = player.seat == scene.focus
            let pointer = isFocus ? String(options.glyphs.pointer) : " "
            let chip = MinesweeperBoardView.chip(number: player.seat.index + 1, color: player.color)
            canvas.put(pointer, x: rect.origin.x, y: y, style: theme[.menuHotkey])
            canvas.put(chip, x: rect.origin.x + 2, y: y, style: theme[MinesweeperBoardView.playerRole(player.color)])
            let name = player.name.terminalSafe.truncated(to: nameWidth, ellipsis: ellipsis)
            canvas.put(name, x: nameX, y: y, style: isFocus ? Style(attributes: .bold) : .plain)
            if let cell = scene.cursors[player.seat] {
                canvas.put(" " + cell.name, x: nameX + nameWidth, y: y, style: theme[.boardLabel])
            }
            y += 1
            // NB: the note takes a row of its own, under the name, so neither is cut to make room for the other.
            if let note = player.note?.terminalSafe, y < rect.maxY {
                // NB: a note too long to start under the name starts further left, down to under the chip, so a
                // narrow panel shows "hands on keys" whole.
                let noteX = max(rect.origin.x + 2, min(nameX, rect.maxX - note.columnCount))
                let text = note.truncated(to: rect.maxX - noteX, ellipsis: ellipsis)
                canvas.put(text, x: noteX, y: y, style: theme[.menuDetail])
                y += 1
            }
        }
    }
}
