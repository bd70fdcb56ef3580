public import ClientCore
import GameCatalog
public import GameCore
public import Minesweeper
public import PlainMode
public import TerminalUI
public import WireProtocol

/// Co-op Minesweeper's play parts: what a key, a click or a typed command means on a board, the person's cursor
/// (shared with the teammates as a pointer), the board on the screen and as lines, each move as a sentence, and
/// the menu's boards. At one keyboard the people take turns at the keys, each with a cursor of their own.
public enum MinesweeperPlay: GameScreen, GamePlainText {
    /// The game's rules.
    public typealias Rules = Minesweeper

    /// What the person can do on a board.
    public enum Intent: Hashable, Sendable {
        /// Arrows, hjkl: move the cursor one cell.
        case moveCursor(Direction)
        /// The mouse moved over a cell: the cursor goes there.
        case placeCursor(Cell)
        /// Space, Enter, a left click, `r a1`: reveal this cell, or the cursor's when `nil`; on a revealed number,
        /// chord.
        case reveal(Cell?)
        /// `f`, a right click, `f a1`: flag this cell (the cursor's when `nil`), or take its flag off.
        case flag(Cell?)
        /// `f a1` and `u a1` typed: put a flag on the cell, or take it off, as typed (never a toggle).
        case setFlag(Cell, on: Bool)
        /// `c`, `c a1`: chord this cell, or the cursor's when `nil`.
        case chord(Cell?)
    }

    /// The person's cursor: `nil` until a board is first seen, when it goes to the board's middle.
    public struct ClientState: Hashable, Sendable {
        /// The cell the keys act on.
        public var cursor: Cell?

        /// A cursor on `cursor`.
        public init(cursor: Cell? = nil) {
            self.cursor = cursor
        }

        /// The cursor on a board of `options`: where it is, or the middle when it is not on this board.
        public func cell(on options: MinesweeperOptions) -> Cell {
            if let cursor, options.contains(cursor) { return cursor }
            return Cell(row: options.rows / 2, column: options.columns / 2)
        }
    }

    /// No cursor yet.
    public static let initialClientState = ClientState()

    /// A move is sent as the rules take it: a flag as the set it should become, a reveal on a revealed number as a
    /// chord; the cursor goes where a click or a typed cell acted, so the teammates see who did it.
    public static func perform(
        _ intent: Intent, by seat: Seat, on view: Minesweeper.View, state: inout ClientState
    ) -> PlayOutcome<Minesweeper.Move> {
        let options = view.options
        let cursor = state.cell(on: options)
        // NB: the cursor is placed the first time the person acts, so the teammates see where it is.
        state.cursor = cursor
        func aim(_ cell: Cell?) -> Cell {
            guard let cell, options.contains(cell) else { return cell ?? cursor }
            state.cursor = cell
            return cell
        }
        switch intent {
        case .moveCursor(let direction):
            state.cursor = moved(cursor, direction, on: options)
            return .changed
        case .placeCursor(let cell):
            if options.contains(cell) { state.cursor = cell }
            return .changed
        case .reveal(let cell):
            let cell = aim(cell)
            if case .revealed(let number) = view[cell], number > 0 { return .send(.chord(cell)) }
            return .send(.reveal(cell))
        case .flag(let cell):
            let cell = aim(cell)
            return .send(.flag(cell, on: !view[cell].isFlagged))
        case .setFlag(let cell, let on):
            return .send(.flag(aim(cell), on: on))
        case .chord(let cell):
            return .send(.chord(aim(cell)))
        }
    }

    /// The cursor in the board's middle when the person first sees it, and kept where it is on a board of the same
    /// size.
    public static func settled(_ state: ClientState, on view: Minesweeper.View) -> ClientState {
        ClientState(cursor: state.cell(on: view.options))
    }

    /// `cell` moved one step in `direction`, stopping at the edge of the board.
    static func moved(_ cell: Cell, _ direction: Direction, on options: MinesweeperOptions) -> Cell {
        switch direction {
        case .up: Cell(row: max(0, cell.row - 1), column: cell.column)
        case .down: Cell(row: min(options.rows - 1, cell.row + 1), column: cell.column)
        case .left: Cell(row: cell.row, column: max(0, cell.column - 1))
        case .right: Cell(row: cell.row, column: min(options.columns - 1, cell.column + 1))
        }
    }

    /// How the board ended, once it did ("Board cleared", "Bob hit a mine"); while it is played, the room's words.
    public static func status(of view: Minesweeper.View, for viewer: Viewer, names: SeatNames) -> String? {
        switch view.ending {
        case .cleared?: "Board cleared"
        case .mineHit(let seat, _, _)?: "\(names[seat]) hit a mine"
        case nil: nil
        }
    }

    /// The people at one keyboard take turns at the keys, each with their own cursor.
    public static let passesTheKeyboard = true

    /// The cursor, for the teammates to see.
    public static func pointer(of state: ClientState) -> BoardPoint? {
        state.cursor.map { BoardPoint(row: $0.row, column: $0.column) }
    }

    /// The clock shows whole seconds from the first reveal to the end.
    public static func nextDisplayChange(of view: Minesweeper.View, at now: GameTime) -> GameTime? {
        guard let start = view.startedAt, view.ending == nil else { return nil }
        let seconds = max(0, now.milliseconds - start.milliseconds) / 1000 + 1
        return GameTime(milliseconds: start.milliseconds + seconds * 1000)
    }

    /// The board's clock started at its first reveal.
    public static func latestMoment(of view: Minesweeper.View) -> GameTime? {
        view.startedAt
    }

    /// How long `view`'s board has been played at `now`: from its first reveal to its end, or to `now` while it
    /// runs; zero before the first reveal.
    static func elapsed(_ view: Minesweeper.View, at now: GameTime?) -> GameTime {
        guard let start = view.startedAt else { return .start }
        let end = view.ending?.time ?? now ?? start
        return GameTime(milliseconds: max(0, end.milliseconds - start.milliseconds))
    }

    /// The boards of the presets, for the people at the keyboard.
    public static let menuOffers = [
        MenuOffer(
            .choosingSetup(
                MinesweeperPreset.allCases.map { preset in
                    let options = preset.options
                    return SetupOffer(
                        GameSetup(Minesweeper.self, MinesweeperSetup(options: options, maxPlayers: 1)),
                        label: preset.rawValue.prefix(1).uppercased() + preset.rawValue.dropFirst(),
                        detail: "\(options.rows)x\(options.columns), \(options.mines) mines",
                        plainLabel: MinesweeperWording.summary(of: options))
                }, noun: "board"),
            label: "Play Minesweeper", shortLabel: "Minesweeper", detail: "one board, cleared together",
            plainLabel: "Co-op Minesweeper")
    ]

    /// The game in the menu's help.
    public static let menuHelp: String? = "Minesweeper: one board cleared together."

    /// A seat for each person at the keyboard.
    public static func options(_ options: MinesweeperSetup, forPeople people: Int) -> MinesweeperSetup {
        MinesweeperSetup(options: options.options, maxPlayers: max(1, people))
    }

    /// A round is a board.
    public static let roundNoun = "board"

    /// `n` starts a new board.
    public static let nextRoundPhrase = "a new board"

    /// "a4 is flagged by Ann: take the flag off before revealing it."
    public static func refusal(_ violation: Minesweeper.Violation, names: SeatNames) -> String? {
        MinesweeperWording.refusal(violation, name: { names[$0] }, board: nil)
    }

    /// "1 cleared, 2 lost": the boards cleared and lost together (online, a player who joined late counts fewer:
    /// the room's count is the most any player has).
    public static func scoreSummary(_ score: Score, names: SeatNames) -> String? {
        "\(score.wins.max() ?? 0) cleared, \(score.lostByAll) lost"
    }

    // MARK: Plain mode

    /// `r a1` (or `a1` alone), `f a1`, `u a1` (`f a1 off`), `c a1`; a cell off the board is refused with the
    /// board's size.
    public static func intent(forLine line: String, settings: Settings) -> PlainReading<Intent>? {
        intent(forLine: line, settings: settings, on: nil)
    }

    /// The same, with cells checked against `view`'s board and the examples taken from it.
    public static func intent(forLine line: String, settings: Settings, on view: Minesweeper.View?)
        -> PlainReading<Intent>?
    {
        switch MinesweeperPlainCommand(line: line, options: view?.options) {
        case .reveal(let cell): .intent(.reveal(cell))
        case .flag(let cell, let on): .intent(.setFlag(cell, on: on))
        case .chord(let cell): .intent(.chord(cell))
        case .invalid(let reason) where isMove(line): .invalid(reason)
        case .prompt, .board, .help, .newBoard, .quit, .player, .invalid: nil
        }
    }

    /// Whether `line` starts with one of the move words, so its problem is the game's to tell.
    private static func isMove(_ line: String) -> Bool {
        let verb = line.split(whereSeparator: \.isWhitespace).first.map { $0.lowercased() } ?? ""
        return ["r", "reveal", "f", "flag", "u", "unflag", "c", "chord"].contains(verb) || Cell(name: verb) != nil
    }

    /// The move words.
    public static func commandWords(settings: Settings) -> [String] {
        ["r a1", "f a1", "u a1", "c a1"]
    }

    /// The board: a line of column letters, then a line a row.
    public static func lines(for view: Minesweeper.View, viewer: Viewer, names: SeatNames) -> [String] {
        MinesweeperWording.boardLines(view)
    }

    /// "Ann revealed 34 cells from e5", "Ann revealed b5: 2", "Bob flagged a1"; nothing for a move that only hit
    /// a mine, nor for how the board ended (the `Result:` line says it).
    public static func sentence(
        for move: Minesweeper.Move?, by seat: Seat, after view: Minesweeper.View, names: SeatNames
    ) -> String? {
        guard let change = view.lastChange else { return nil }
        let said = MinesweeperWording.events(of: change, elapsed: elapsed(view, at: nil)).filter { event in
            switch event {
            case .mineHit, .cleared: false
            default: true
            }
        }
        guard !said.isEmpty else { return nil }
        return said.map { MinesweeperWording.sentence($0, name: { names[$0] }, board: view) }
            .joined(separator: ". ")
    }

    /// "Type r, f, u or c and a cell (like r e5), or help."
    public static func prompt(for view: Minesweeper.View, seat: Seat) -> String {
        prompt(for: view, seat: seat, passingKeys: false)
    }

    /// The moves, and `player NAME` when the people take turns at the keys.
    public static func prompt(for view: Minesweeper.View, seat: Seat, passingKeys: Bool) -> String {
        let options = view.options
        let example = Cell(row: options.rows / 2, column: options.columns / 2).name
        return "Type r, f, u or c and a cell (like r \(example))\(passingKeys ? ", player NAME" : ""), or help."
    }

    /// How cells are named and the moves typed.
    public static func helpLines(settings: Settings) -> [String] {
        [
            "Cells are a column letter and a row number: a1 is top left.",
            "r a1 reveals a1 (a cell alone does too; on a number it chords), f a1 flags it, u a1 or f a1 off "
                + "takes the flag off, c a1 reveals around a number whose flags are all placed.",
            "The board shows . hidden, - empty, 1-8 a number, F a flag.",
        ]
    }

    /// "Minesweeper for Ann: beginner, 9x9, 10 mines.", "Co-op Minesweeper for Ann and Bob: ...".
    public static func tableGreeting(options: MinesweeperSetup, names: [String]) -> String? {
        let who = names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "") : names[0]
        let kind = names.count > 1 ? "Co-op Minesweeper" : "Minesweeper"
        return "\(kind) for \(who): \(MinesweeperWording.summary(of: options.options))."
    }

    /// Nothing as the first board starts (the greeting said it); "Board 2: beginner, 9x9, 10 mines" after.
    public static func roundLines(round: Int, options: MinesweeperSetup) -> [String]? {
        round == 1 ? [] : ["Board \(round): \(MinesweeperWording.summary(of: options.options))"]
    }

    /// "Result: cleared in 83 s", "Result: mine hit by Bob at d7".
    public static func resultLine(_ outcome: Outcome, view: Minesweeper.View, names: SeatNames) -> String? {
        switch view.ending {
        case .mineHit(let seat, let cell, _)?: "Result: mine hit by \(names[seat]) at \(cell.name)"
        case .cleared?: "Result: cleared in \(MinesweeperWording.seconds(elapsed(view, at: nil))) s"
        case nil: nil
        }
    }

    /// "beginner, 9x9, 10 mines".
    public static func optionsPhrase(_ options: MinesweeperSetup) -> String? {
        MinesweeperWording.summary(of: options.options)
    }

    /// Each board is its own: the score is not told after it at one keyboard.
    public static let tellsScoreAtOneKeyboard = false
}
