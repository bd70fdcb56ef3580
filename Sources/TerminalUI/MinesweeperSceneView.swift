import ClientCore
import GameCore
public import Minesweeper
public import TermCore

public import struct Minesweeper.Cell

/// The Minesweeper screen: a pure function from a scene and a size to a canvas, and the hit test that matches it.
///
/// From the top: the status bar with the title, the header (mines left, the face, the clock), the board with its
/// column letters and row numbers and every player's cursor, the players beside it when there is room, the event
/// line, the notice, and the key hints. A board larger than the screen shows the part around the followed cursor.
public enum MinesweeperSceneView {
    /// The screen for `scene` in a terminal of `size`; below `Layout.minimumSize` only "Terminal too small".
    public static func render(_ scene: MinesweeperScene, size: Size, options: RenderOptions) -> Canvas {
        var canvas = Canvas(size: size)
        guard let layout = layout(for: scene, size: size) else {
            TooSmallView.draw(into: &canvas, options: options)
            return canvas
        }
        drawStatusBar(scene, listsPlayers: layout.panel == nil, into: &canvas, options: options)
        drawHeader(scene, layout: layout, into: &canvas, options: options)
        MinesweeperBoardView.draw(scene, layout: layout, into: &canvas, options: options)
        if let panel = layout.panel {
            MinesweeperPlayersPanel.draw(scene, in: panel, into: &canvas, options: options)
        }
        drawLines(scene, layout: layout, into: &canvas, options: options)
        HintBar.draw(hints(for: scene, glyphs: options.glyphs), into: &canvas, options: options)
        return canvas
    }

    /// Draws the help over `canvas`, a screen `render` drew: the rows of `MinesweeperKeyBindings` that act in
    /// `context`, the clicks when `options.mouseEnabled` (and a player's), and a word on the rules; for the caller
    /// to show while its help is open.
    public static func drawHelp(
        over canvas: inout Canvas, context: MinesweeperKeyBindings.Context, options: RenderOptions
    ) {
        guard Layout.fits(canvas.size) else { return }
        HelpOverlay.drawMinesweeper(context: context, into: &canvas, options: options)
    }

    /// The board cell drawn at `point` on the screen `render` gives for `scene` and `size`, for mouse clicks;
    /// `nil` off the board (on the frame, the letters, the bars) or when the terminal is too small.
    public static func cell(at point: Point, in scene: MinesweeperScene, size: Size) -> Cell? {
        layout(for: scene, size: size)?.cell(at: point)
    }

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
        var lineless = scene
        lineless.notice = nil
        drawLines(lineless, layout: layout, into: &canvas, options: options)
    }

    /// The board cell drawn at `point` by `drawBoard` for `scene` in `frame`, for mouse clicks; `nil` off the board.
    public static func cell(at point: Point, in scene: MinesweeperScene, frame: Rect) -> Cell? {
        layout(for: scene, frame: frame)?.cell(at: point)
    }

    /// The layout `drawBoard` and `cell(at:in:frame:)` share: the screen's, for a screen as tall as `frame` with its
    /// two bars, moved down to `frame`.
    static func layout(for scene: MinesweeperScene, frame: Rect) -> MinesweeperLayout? {
        let options = scene.view.options
        return MinesweeperLayout(
            boardRows: options.rows, boardColumns: options.columns,
            screen: Size(width: frame.size.width, height: frame.size.height + 2), follow: scene.followed,
            shiftedDown: frame.origin.y - 1)
    }

    /// The layout `render` and `cell(at:in:size:)` share.
    static func layout(for scene: MinesweeperScene, size: Size) -> MinesweeperLayout? {
        guard Layout.fits(size) else { return nil }
        let options = scene.view.options
        return MinesweeperLayout(
            boardRows: options.rows, boardColumns: options.columns, screen: size, follow: scene.followed)
    }

    /// "m:ss" for a clock of `time`, counting whole seconds; minutes go past 59.
    static func clock(_ time: GameTime) -> String {
        let seconds = max(0, time.milliseconds / 1000)
        let rest = seconds % 60
        return "\(seconds / 60):\(rest < 10 ? "0" : "")\(rest)"
    }

    /// The face and its role: `:)` while playing, `8)` once cleared, `X(` once a mine was hit; ASCII, one
    /// column per character, so it reads the same in every mode.
    static func face(for view: MinesweeperView) -> (text: String, role: ThemeRole) {
        switch view.ending {
        case nil: return (":)", .face)
        case .cleared: return ("8)", .faceCleared)
        case .mineHit: return ("X(", .faceMineHit)
        }
    }

    /// The title on the left; on the right, when the players list has no room beside the board, each player's
    /// colour and name (only the focused player's when all do not fit).
    private static func drawStatusBar(
        _ scene: MinesweeperScene, listsPlayers: Bool, into canvas: inout Canvas, options: RenderOptions
    ) {
        let theme = options.theme
        let width = canvas.size.width
        canvas.fill(Rect(x: 0, y: 0, width: width, height: 1), with: TermCore.Cell(" ", style: theme[.statusBar]))
        let title = scene.title.terminalSafe.truncated(to: width - 2, ellipsis: options.glyphs.ellipsis)
        canvas.put(title, x: 1, y: 0, style: theme[.statusEmphasis])
        guard listsPlayers else { return }
        func spans(_ players: [MinesweeperScene.Player]) -> [Span] {
            players.flatMap { player in
                let nameStyle = player.seat == scene.focus ? theme[.statusEmphasis] : theme[.statusBar]
                return [
                    Span(
                        MinesweeperBoardView.chip(number: player.seat.index + 1, color: player.color),
                        theme[MinesweeperBoardView.playerRole(player.color)]),
                    Span(" \(player.name.terminalSafe) ", nameStyle),
                ]
            }
        }
        let focused = scene.players.filter { $0.seat == scene.focus }
        for candidate in [spans(scene.players), spans(focused)] where !candidate.isEmpty {
            let x = width - 1 - candidate.width
            if x >= 1 + title.columnCount + 2 {
                canvas.put(candidate, at: Point(x: x, y: 0))
                return
            }
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
            [Span(mines + gap, theme[.message]), Span(face, theme[faceRole]), Span(gap + time, theme[.message])],
            at: Point(x: x, y: y))
    }

    /// The event line under the board, and the notice under it (or, without a row of its own, in its place).
    private static func drawLines(
        _ scene: MinesweeperScene, layout: MinesweeperLayout, into canvas: inout Canvas, options: RenderOptions
    ) {
        let screen = Rect(x: 0, y: 0, width: canvas.size.width, height: canvas.size.height)
        let width = canvas.size.width - 2
        let ellipsis = options.glyphs.ellipsis
        var lines: [(text: String, role: ThemeRole, row: Int)] = []
        if let event = scene.eventLine, layout.noticeRow != nil || scene.notice == nil {
            lines.append((event, .message, layout.eventRow))
        }
        if let notice = scene.notice {
            lines.append((notice, .notice, layout.noticeRow ?? layout.eventRow))
        }
        for line in lines {
            let text = line.text.terminalSafe.truncated(to: width, ellipsis: ellipsis)
            canvas.putCentred(text, y: line.row, in: screen, style: options.theme[line.role])
        }
    }

    /// The key hints: the board's keys from `MinesweeperKeyBindings` while it is live (a new board once it is
    /// over), the caller's own, then help and quit.
    static func hints(for scene: MinesweeperScene, glyphs: GlyphSet) -> [HintBar.Hint] {
        func keys(_ command: KeyCommand) -> String {
            MinesweeperKeyBindings.hintLabel(for: command, glyphs: glyphs) ?? ""
        }
        var hints: [HintBar.Hint] = []
        if scene.focus != nil {
            if scene.view.isOver {
                hints.append(HintBar.Hint(keys: keys(.nextRound), word: "new board", dropOrder: 2))
            } else {
                hints += [
                    // NB: revealing outlasts moving on a narrow terminal: the arrows need no telling.
                    HintBar.Hint(keys: keys(.move(.up)), word: "move", dropOrder: 3),
                    HintBar.Hint(keys: keys(.confirm), word: "reveal", dropOrder: 2),
                    HintBar.Hint(keys: keys(.flag), word: "flag", dropOrder: 4),
                    HintBar.Hint(keys: keys(.chord), word: "chord", dropOrder: 20),
                ]
            }
        }
        for (index, extra) in scene.hints.enumerated() {
            let words = extra.terminalSafe.split(separator: " ", maxSplits: 1).map(String.init)
            hints.append(
                HintBar.Hint(keys: words.first ?? "", word: words.dropFirst().first ?? "", dropOrder: 5 + index))
        }
        hints.append(HintBar.Hint(keys: keys(.toggleHelp), word: "help", dropOrder: 1))
        hints.append(HintBar.Hint(keys: keys(.quit), word: "quit", dropOrder: 0))
        return hints
    }
}
