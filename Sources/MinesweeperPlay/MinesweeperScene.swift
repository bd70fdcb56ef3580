public import GameCore
public import Minesweeper

/// Everything a Minesweeper board's part of the screen shows, built by its play parts from the view and the room's
/// context.
public struct MinesweeperScene: Hashable, Sendable {
    /// One player beside the board.
    public struct Player: Hashable, Sendable {
        /// The player's seat.
        public var seat: Seat
        /// The name shown (made terminal-safe when drawn).
        public var name: String
        /// Which player colour draws the cursor and the name: the theme's `player1` for 0, `player2` for 1, and so
        /// on, starting again after six; usually the seat's index.
        public var color: Int
        /// A word after the name, such as "you", "away" or "hands on keys"; `nil` for none.
        public var note: String?

        /// A player; the colour is the seat's unless told otherwise.
        public init(seat: Seat, name: String, color: Int? = nil, note: String? = nil) {
            self.seat = seat
            self.name = name
            self.color = color ?? seat.index
            self.note = note
        }
    }

    /// The board as this screen's viewer sees it.
    public var view: MinesweeperView
    /// The players, in the order they are listed.
    public var players: [Player]
    /// Every player's cursor, drawn in that player's colour.
    public var cursors: [Seat: Cell]
    /// Whose cursor the view follows and whose keys act; `nil` for a spectator, whose view follows the last move.
    public var focus: Seat?
    /// The clock, as the caller computed it: 0 before the first reveal, the game's length once it is over.
    public var elapsed: GameTime
    /// Who did what last, such as "Ann revealed 34 cells from d7" or "Bob hit the mine at d7".
    public var eventLine: String?

    /// A scene; everything past the board and the players has a quiet default.
    public init(
        view: MinesweeperView,
        players: [Player],
        cursors: [Seat: Cell] = [:],
        focus: Seat? = nil,
        elapsed: GameTime = .start,
        eventLine: String? = nil
    ) {
        self.view = view
        self.players = players
        self.cursors = cursors
        self.focus = focus
        self.elapsed = elapsed
        self.eventLine = eventLine
    }

    /// The cell the view follows: the focused player's cursor, else (watching) the last move's cell, else the top
    /// left corner.
    var followed: Cell {
        if let focus, let cursor = cursors[focus] { return cursor }
        return view.lastChange?.move.cell ?? Cell(row: 0, column: 0)
    }
}
