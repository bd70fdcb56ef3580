public import ClientCore
public import GameCore
public import Minesweeper
public import TermCore
public import TerminalUI
import WireProtocol

public import struct Minesweeper.Cell

extension MinesweeperPlay {
    /// The board's keys: the cursor, reveal, flag and chord (a new board is the room's `n`, handing the keys on its
    /// Tab).
    public static func keyBindings(settings: Settings, atOneKeyboard: Bool) -> [GameKeyBinding<Intent>] {
        keys
    }

    private static let keys: [GameKeyBinding<Intent>] = [
        GameKeyBinding(
            [
                .up: .moveCursor(.up), .down: .moveCursor(.down), .left: .moveCursor(.left),
                .right: .moveCursor(.right), .character("h"): .moveCursor(.left),
                .character("j"): .moveCursor(.down), .character("k"): .moveCursor(.up),
                .character("l"): .moveCursor(.right),
            ], label: .init(unicode: "←↓↑→ hjkl", ascii: "arrows hjkl"),
            hintLabel: .init(unicode: "←↓↑→/hjkl", ascii: "arrows/hjkl"), summary: "Move your cursor", brief: "Move",
            hint: "move"),
        GameKeyBinding(
            [.character(" "), .enter], label: .init("Space Enter"), hintLabel: .init("Space"),
            // NB: the board's one key no one plays without and no one guesses: its hint stays longest.
            summary: "Reveal the cell; on a number, chord", brief: "Reveal", hint: "reveal", hintPriority: .high,
            intent: .reveal(nil)),
        GameKeyBinding(
            [.character("f"), .character("F")], label: .init("f"), summary: "Flag the cell, or take the flag off",
            brief: "Flag", hint: "flag", intent: .flag(nil)),
        GameKeyBinding(
            [.character("c"), .character("C")], label: .init("c"),
            // NB: Space chords on a number too: this hint goes first.
            summary: "Chord: open around a number whose flags are placed", brief: "Chord", hint: "chord",
            hintPriority: .low, intent: .chord(nil)),
    ]

    /// The rules in a few lines.
    public static func helpRules(settings: Settings) -> (full: [String], brief: [String]) {
        (
            full: [
                "Reveal every cell without a mine, together.",
                "A number counts the mines around its cell.",
            ],
            brief: ["Reveal every safe cell.", "A number counts mines."]
        )
    }

    /// A finished board stays on screen until `n`: Space reveals, and pressed once too often it must not start
    /// the next board.
    public static let enterStartsNextRound = false

    /// Left reveals, right flags.
    public static var clickHelp: (full: String, brief: String)? {
        ("Left click reveals, right click flags", "Left reveal, right flag")
    }

    /// Draws the header (mines left, the face, the clock), the board with every cursor in view, the players
    /// beside it when there is room, and the last move's line under it.
    public static func draw(
        _ view: Minesweeper.View, state: ClientState, context: GameScreenContext, into canvas: inout Canvas,
        frame: Rect, options: RenderOptions
    ) {
        MinesweeperSceneView.drawBoard(
            scene(view, state: state, context: context), in: frame, into: &canvas, options: options)
    }

    /// Right under the last move's line, as the board is drawn in `frame`: the room's notice (a refused move) reads
    /// as part of the board's story rather than beside the key hints.
    public static func noticeRow(for view: Minesweeper.View, in frame: Rect) -> Int {
        MinesweeperSceneView.noticeRow(for: view.options, frame: frame) ?? frame.maxY
    }

    /// A left click reveals the cell under it, a right click flags it, and the pointer moving over a cell takes
    /// the cursor there.
    public static func intent(for mouse: MouseEvent, on view: Minesweeper.View, state: ClientState, frame: Rect)
        -> Intent?
    {
        // NB: the board drawn for the person clicking follows their own cursor (a large board is paged around it):
        // the hit test must page the same way, whoever else is at the table.
        var scene = scene(view, state: state, context: nil)
        scene.focus = Seat(0)
        scene.cursors = [Seat(0): state.cell(on: view.options)]
        guard let cell = MinesweeperSceneView.cell(at: mouse.position, in: scene, frame: frame) else { return nil }
        switch mouse.button {
        case .left: return .reveal(cell)
        case .right: return .flag(cell)
        case .hover: return .placeCursor(cell)
        case .middle, .scrollUp, .scrollDown: return nil
        }
    }

    /// A left click reveals.
    public static func intent(forClickAt point: Point, on view: Minesweeper.View, state: ClientState, frame: Rect)
        -> Intent?
    {
        intent(for: MouseEvent(position: point, button: .left), on: view, state: state, frame: frame)
    }

    /// The board's cells, numbers, mines, face and labels.
    public static var themeRoles: [GameThemeRole] { GameThemeRole.minesweeper }

    /// Each seat's colour, as its cursor is drawn.
    public static func style(of seat: Seat, in theme: Theme) -> Style? {
        let roles: [ThemeRole] = [.player1, .player2, .player3, .player4, .player5, .player6]
        return theme[roles[seat.index % roles.count]]
    }

    /// What the board view draws: every seat's cursor (this person's from `state`, the others' from their
    /// pointers), the players' notes, the clock and the last move's line.
    static func scene(_ view: Minesweeper.View, state: ClientState, context: GameScreenContext?) -> MinesweeperScene {
        let pointers = context?.pointers ?? [:]
        // NB: one person alone at a table has no seat of their own in the context: theirs is the only one.
        let alone = pointers.isEmpty && view.seatCount == 1 ? Seat(0) : nil
        let focus = context?.hands ?? context?.seat ?? alone
        var cursors: [Seat: Cell] = [:]
        // NB: a pointer is the server's to relay as it came: one off this board (an older board's) is not drawn.
        for (seat, point) in pointers where view.options.contains(Cell(row: point.row, column: point.column)) {
            cursors[seat] = Cell(row: point.row, column: point.column)
        }
        if let focus { cursors[focus] = state.cell(on: view.options) }
        if let hands = context?.hands {
            // NB: at one keyboard every person's cursor starts in the middle, before they first hold the keys.
            let middle = ClientState().cell(on: view.options)
            for index in 0..<view.seatCount where cursors[Seat(index)] == nil && Seat(index) != hands {
                cursors[Seat(index)] = middle
            }
        }
        let names = context?.names ?? SeatNames([])
        let seats = context?.seated ?? (0..<view.seatCount).map(Seat.init)
        let players = seats.map { seat in
            let note =
                context?.notes[seat] ?? (context?.hands == seat ? "hands on keys" : context?.seat == seat ? "you" : nil)
            return MinesweeperScene.Player(seat: seat, name: names[seat], note: note)
        }
        let line = view.lastChange.map { change in
            MinesweeperWording.sentence(
                for: change, elapsed: elapsed(view, at: context?.now), name: { names[$0] }, board: view)
        }
        return MinesweeperScene(
            view: view, players: players, cursors: cursors, focus: focus,
            elapsed: elapsed(view, at: context?.now), eventLine: line)
    }
}
