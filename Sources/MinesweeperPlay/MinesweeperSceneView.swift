import ClientCore
import GameCore
public import Minesweeper
public import TermCore
public import TerminalUI

public import struct Minesweeper.Cell

/// A Minesweeper board's part of a room's screen: a pure function from a scene and a frame to a canvas, and the hit
/// test that matches it.
///
/// From the top: the header (mines left, the face, the clock), the board with its column letters and row numbers
/// and every player's cursor, the players beside it when there is room, and the event line. A board larger than the
/// frame shows the part around the followed cursor.
public enum MinesweeperSceneView {
    /// Draws `scene`'s header, board, players (when there is room beside it) and event line within `frame` of
    /// `canvas`: the game's part of a room's screen, whose bars and notices are the room's.
    public static func drawBoard(
        _ scene: MinesweeperScene, in frame: Rect, into canvas: inout Canvas, options: RenderOptions
    ) {
        guard let layout = layout(for: scene, frame: frame) else {
            let text = "Too small for this board".truncated(to: frame.size.width, ellipsis: options.glyphs.ellipsis)
            canvas.putCentred(text, y: frame.origin.y + frame.size.height / 2, in: frame, style: options.theme[.notice])
            return
        }
        drawHeader(scene, layout: layout, into: &canvas, options: options)
        MinesweeperBoardView.draw(scene, layout: layout, into: &canvas, options: options)
        if let panel = layout.panel {
            MinesweeperPlayersPanel.draw(scene, in: panel, into: &canvas, options: options)
        }
        drawLines(scene, layout: layout, into: &canvas, options: options)
    }

    /// The board cell drawn at `point` by `drawBoard` for `scene` in `frame`, for mouse clicks; `nil` off the board.
    public static func cell(at point: Point, in scene: MinesweeperScene, frame: Rect) -> Cell? {
        layout(for: scene, frame: frame)?.cell(at: point)
    }

    /// The row right under the event line, which `drawBoard` leaves free in `frame` for the room's notice (or the
    /// row under `frame` when the board takes it all) for a board of `options`; `nil` when the board does not fit.
    static func noticeRow(for options: MinesweeperOptions, frame: Rect) -> Int? {
        // NB: the rows do not depend on the part of the board in view, so any cell may be followed.
        layout(for: options, follow: Cell(row: 0, column: 0), frame: frame)?.noticeRow
    }

    /// The layout `drawBoard` and `cell(at:in:frame:)` share: the screen's, for a screen as tall as `frame` with its
    /// two bars, moved down to `frame`.
    static func layout(for scene: MinesweeperScene, frame: Rect) -> MinesweeperLayout? {
        layout(for: scene.view.options, follow: scene.followed, frame: frame)
    }

    private static func layout(for options: MinesweeperOptions, follow: Cell, frame: Rect) -> MinesweeperLayout? {
        MinesweeperLayout(
            boardRows: options.rows, boardColumns: options.columns,
            screen: Size(width: frame.size.width, height: frame.size.height + 2), follow: follow,
            shiftedDown: frame.origin.y - 1)
    }

    /// "m:ss" for a clock of `time`, counting whole seconds; minutes go past 59.
    static func clock(_ time: GameTime) -> String {
        let seconds = max(0, time.milliseconds / 1000)
        let rest = seconds % 60
        return "\(seconds / 60):\(rest < 10 ? "0" : "")\(rest)"
    }

    /// The face and its role: `:)` while playing, `8)` once cleared, `X(` once a mine was hit; ASCII, one
    /// column per character, so it reads the same in every mode.
    static func face(for view: MinesweeperView) -> (text: String, role: GameThemeRole) {
        switch view.ending {
        case nil: return (":)", .face)
        case .cleared: return ("8)", .faceCleared)
        case .mineHit: return ("X(", .faceMineHit)
        }
    }

    /// Mines left at the frame's left edge, the face over its middle and the clock at its right edge; squeezed
    /// together, then shortened, when the board is narrow.
    private static func drawHeader(
        _ scene: MinesweeperScene, layout: MinesweeperLayout, into canvas: inout Canvas, options: RenderOptions
    ) {
        let theme = options.theme
        let (face, faceRole) = face(for: scene.view)
        let left = "\(scene.view.minesLeft) \(abs(scene.view.minesLeft) == 1 ? "mine" : "mines") left"
        let right = "Time \(clock(scene.elapsed))"
        let frame = layout.frame
        let faceX = frame.origin.x + (frame.size.width - face.count) / 2
        let y = layout.headerRow
        if left.count + 1 < faceX - frame.origin.x, right.count + 1 < frame.maxX - faceX - face.count {
            canvas.put(left, x: frame.origin.x, y: y, style: theme[.message])
            canvas.put(face, x: faceX, y: y, style: theme[faceRole])
            canvas.put(right, x: frame.maxX - right.count, y: y, style: theme[.message])
            return
        }
        let squeezed = [
            (left, "  ", clock(scene.elapsed)), ("\(scene.view.minesLeft)", " ", clock(scene.elapsed)),
        ]
        let room = canvas.size.width - 2
        let (mines, gap, time) =
            squeezed.first { $0.0.count + $0.1.count * 2 + face.count + $0.2.count <= room }
            ?? squeezed[squeezed.count - 1]
        let width = mines.count + gap.count * 2 + face.count + time.count
        let x = max(1, min(frame.origin.x + (frame.size.width - width) / 2, canvas.size.width - 1 - width))
        canvas.put(
            [
                TerminalUI.Span(mines + gap, theme[.message]), TerminalUI.Span(face, theme[faceRole]),
                TerminalUI.Span(gap + time, theme[.message]),
            ],
            at: Point(x: x, y: y))
    }

    /// The event line under the board.
    private static func drawLines(
        _ scene: MinesweeperScene, layout: MinesweeperLayout, into canvas: inout Canvas, options: RenderOptions
    ) {
        guard let event = scene.eventLine else { return }
        let screen = Rect(x: 0, y: 0, width: canvas.size.width, height: canvas.size.height)
        let text = event.terminalSafe.truncated(to: canvas.size.width - 2, ellipsis: options.glyphs.ellipsis)
        canvas.putCentred(text, y: layout.eventRow, in: screen, style: options.theme[.message])
    }
}
