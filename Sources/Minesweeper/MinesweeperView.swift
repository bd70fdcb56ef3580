public import GameCore

/// What a seat or a spectator sees of a Minesweeper game: every cell's square, the clock's start and the ending.
///
/// Until the game is over no view holds an unrevealed mine's position nor the seed: every viewer sees the same
/// public board, and only the ending brings the mines (`Square.mine`, `.exploded`, `.misflagged`, or automatic
/// flags at a win). Clients keep it current with `apply(_:)` and each `MinesweeperChange` the server sends.
///
/// Wire shape:
/// `{"options": {…}, "seats": 2, "board": ["..1a0", …], "startedAt": 1200, "ending": {…}, "lastChange": {…}}`:
/// `board` is one string per row, top first, one character per cell in the alphabet `Square` documents;
/// `startedAt`, `ending` and `lastChange` are left out while they are absent. Decoding refuses a wrong number of
/// rows, a row of the wrong length, a character outside the alphabet, and a mine shown before the end.
public struct MinesweeperView: GameView {
    /// What changed, one move at a time.
    public typealias Update = MinesweeperChange

    /// The board's size, mines and win rule.
    public let options: MinesweeperOptions
    /// How many seats play.
    public let seatCount: Int
    /// Every cell's square, row by row.
    public private(set) var squares: [Square]
    /// When the first reveal was made: the game's clock runs from here. `nil` until then.
    public private(set) var startedAt: GameTime?
    /// How the game ended, or `nil` while it goes on.
    public private(set) var ending: Minesweeper.Ending?
    /// The last move and what it changed, for an event line such as "Ann revealed 34 cells from d7".
    public private(set) var lastChange: MinesweeperChange?

    /// A board of `options` with every cell hidden, before anyone has moved.
    public init(options: MinesweeperOptions, seatCount: Int) {
        self.init(
            options: options, seatCount: seatCount,
            squares: Array(repeating: .hidden, count: options.cellCount), startedAt: nil, ending: nil,
            lastChange: nil)
    }

    init(
        options: MinesweeperOptions, seatCount: Int, squares: [Square], startedAt: GameTime?,
        ending: Minesweeper.Ending?, lastChange: MinesweeperChange?
    ) {
        self.options = options
        self.seatCount = seatCount
        self.squares = squares
        self.startedAt = startedAt
        self.ending = ending
        self.lastChange = lastChange
    }

    /// The square at `cell`; `.hidden` for a cell off the board.
    public subscript(cell: Cell) -> Square {
        options.contains(cell) ? squares[options.index(of: cell)] : .hidden
    }

    /// Every cell of the board, row by row.
    public var cells: [Cell] { options.allCells }

    /// The cells touching `cell` on the board (3 in a corner, 5 on an edge, 8 inside), row by row.
    public func neighbours(of cell: Cell) -> [Cell] {
        options.contains(cell) ? options.neighbours(of: cell) : []
    }

    // NB: a wrong flag shown as `.misflagged` at a loss still counts, or the counter would jump up ("9 mines left"
    // to "10") when the mine is hit.
    /// How many flags are on the board, the game's own at a win included, and after a loss the wrong ones too.
    public var flagsPlaced: Int { squares.count { $0.isFlagged || $0 == .misflagged } }

    /// The mines less the flags, as the classic counter shows it; negative when there are more flags than mines.
    public var minesLeft: Int { options.mines - flagsPlaced }

    /// The ending in the terms every game shares: won by every seat together, or lost by all.
    public var outcome: Outcome? {
        ending.map { Minesweeper.outcome(of: $0, seatCount: seatCount) }
    }

    /// Whether the game has ended.
    public var isOver: Bool { ending != nil }

    /// Every seat at once, until the board is won or lost.
    public var seatsToAct: [Seat] { isOver ? [] : (0..<seatCount).map(Seat.init) }

    /// Folds in what a move changed: the cells it revealed, the flags it set or took off, the clock's start, and
    /// at the end the mines. A cell off the board is ignored, so a change never breaks the view.
    public mutating func apply(_ change: MinesweeperChange) {
        for (cell, number) in zip(change.revealed, change.numbers) where options.contains(cell) {
            squares[options.index(of: cell)] = .revealed(number)
        }
        for cell in change.unflagged where options.contains(cell) {
            squares[options.index(of: cell)] = .hidden
        }
        for (cell, seat) in change.flagged where options.contains(cell) {
            squares[options.index(of: cell)] = .flagged(by: seat)
        }
        if let startedAt = change.startedAt { self.startedAt = startedAt }
        if let ending = change.ending {
            self.ending = ending
            Self.showEnd(ending, mines: change.mines.filter(options.contains), on: &squares, options: options)
        }
        lastChange = change
    }

    /// Shows the mines once the game is over: at a win the unflagged ones are flagged for everyone; at a loss
    /// every unflagged mine is shown, the hit one exploded, and every flag on a safe cell marked wrong.
    static func showEnd(
        _ ending: Minesweeper.Ending, mines: [Cell], on squares: inout [Square], options: MinesweeperOptions
    ) {
        let mineIndices = Set(mines.map(options.index(of:)))
        switch ending {
        case .cleared:
            for index in mineIndices where squares[index] == .hidden {
                squares[index] = .flagged(by: nil)
            }
        case .mineHit(_, let hit, _):
            for index in squares.indices {
                switch (squares[index], mineIndices.contains(index)) {
                case (.hidden, true): squares[index] = .mine
                case (.flagged, false): squares[index] = .misflagged
                default: break
                }
            }
            if options.contains(hit) { squares[options.index(of: hit)] = .exploded }
        }
    }
}
