public import GameCore

/// A game of co-operative Minesweeper: any number of seats clear one board together, all acting at any time.
///
/// The value is the whole game, mines and seed included, so it belongs to whoever runs the game (the server, or
/// the local loop); viewers get `view(for:)` and `update(since:for:)`, which hide the mines until the end. The
/// mines are placed from `seed` at the first reveal, away from the revealed cell and its neighbours, so the first
/// reveal always opens an area and replaying the same moves from the same seed rebuilds the same game.
public struct Minesweeper: Game {
    /// The board's size, mines and win rule.
    public let options: MinesweeperOptions
    /// How many seats play, within `seatRange`.
    public let seatCount: Int
    /// Where the mines go: the first reveal places them from this seed.
    public let seed: UInt64
    /// The public board, row by row: what every viewer sees.
    var board: [MinesweeperView.Square]
    /// Whether each cell, row by row, holds a mine; all `false` until the mines are placed.
    var mineMap: [Bool]
    /// Whether the mines are on the board (after the first reveal, or from the start when laid by hand).
    public internal(set) var minesArePlaced: Bool
    /// How many moves have been accepted.
    public internal(set) var movesPlayed: Int
    /// When the first reveal was made; `nil` until then.
    public internal(set) var startedAt: GameTime?
    /// How the game ended, or `nil` while it goes on.
    public internal(set) var ending: Ending?
    /// What the last accepted move changed; `nil` before any.
    public internal(set) var lastChange: MinesweeperChange?

    /// A new game on a hidden board for `seatCount` seats (within `seatRange`), mines to be placed from `seed`.
    public init(options: MinesweeperOptions, seatCount: Int, seed: UInt64) {
        precondition(Self.seatRange.contains(seatCount), "Minesweeper is played by 1 to 16 seats")
        self.options = options
        self.seatCount = seatCount
        self.seed = seed
        self.board = Array(repeating: .hidden, count: options.cellCount)
        self.mineMap = Array(repeating: false, count: options.cellCount)
        self.minesArePlaced = false
        self.movesPlayed = 0
        self.startedAt = nil
        self.ending = nil
        self.lastChange = nil
    }

    /// A new game whose mines are laid by hand, for tests and set puzzles; the first reveal does not move them,
    /// and may hit one. `mines` must be `options.mines` distinct cells on the board.
    public init(options: MinesweeperOptions, seatCount: Int, mines: Set<Cell>) {
        precondition(
            mines.count == options.mines && mines.allSatisfy(options.contains),
            "the mines must be \(options.mines) cells on the board")
        self.init(options: options, seatCount: seatCount, seed: 0)
        for cell in mines { mineMap[options.index(of: cell)] = true }
        minesArePlaced = true
    }

    /// One to sixteen players share a board.
    public static let seatRange = 1...16

    /// Every seat at once, as one team: helpers may join a board under way, whoever asks first starts the next
    /// board, one player is enough to start, and the board keeps time.
    public static let traits = GameTraits(
        turns: .everySeatAtOnce, joinsMidRound: true, nextRound: .whenAnySeatAsks, scoring: .asOneTeam,
        playersToStart: 1, keepsTime: true)

    /// Every seat may act until the game is over; none after.
    public var seatsToAct: [Seat] { ending == nil ? seats : [] }

    /// Won by every seat together when cleared, lost by all when a mine was hit.
    public var outcome: Outcome? {
        ending.map { Self.outcome(of: $0, seatCount: seatCount) }
    }

    /// What `cell` shows everyone; `.hidden` for a cell off the board.
    public subscript(cell: Cell) -> MinesweeperView.Square {
        options.contains(cell) ? board[options.index(of: cell)] : .hidden
    }

    /// Every mine, row by row; empty until the mines are placed. Never part of a view before the end.
    public var mines: [Cell] {
        mineMap.indices.filter { mineMap[$0] }.map(options.cell(at:))
    }

    /// How many mines touch `cell`, whether or not it is revealed; 0 before the mines are placed.
    public func adjacentMines(to cell: Cell) -> Int {
        guard options.contains(cell) else { return 0 }
        return adjacentMines(toIndex: options.index(of: cell))
    }

    /// Applies `move` by `seat` at `time`, or throws why not and changes nothing.
    ///
    /// Checks in this order: a seat not at the table, a finished game, a cell off the board, then the move's own
    /// rules. The first reveal places the mines and starts the clock at `time`; the ending carries `time`.
    public mutating func apply(_ move: Move, by seat: Seat, at time: GameTime) throws(Violation) {
        guard (0..<seatCount).contains(seat.index) else { throw .notASeat(seat, seatCount: seatCount) }
        guard ending == nil else { throw .gameOver }
        let cell = move.cell
        guard options.contains(cell) else { throw .offBoard(cell, rows: options.rows, columns: options.columns) }
        let index = options.index(of: cell)
        let before = self
        switch move {
        case .reveal:
            try checkRevealable(index)
            reveal([index], by: seat, at: time)
        case .flag(_, let on):
            try setFlag(on, at: index, by: seat)
        case .chord:
            reveal(try chordTargets(index), by: seat, at: time)
        }
        if ending == nil && isCleared {
            end(.cleared(at: time))
        }
        movesPlayed += 1
        lastChange = MinesweeperChange(from: before, to: self, seat: seat, move: move)
    }

    /// Every viewer, seated or not, sees the same public board: the mines only once the game is over.
    public func view(for viewer: Viewer) -> MinesweeperView {
        MinesweeperView(
            options: options, seatCount: seatCount, squares: board, startedAt: startedAt, ending: ending,
            lastChange: lastChange)
    }

    /// What changed since `before`, an earlier state of this game: after one accepted move, exactly
    /// `lastChange`; across several, everything they revealed and flagged, credited to the last move.
    ///
    /// Needs at least one accepted move in this game (with none, nothing could be described).
    public func update(since before: Minesweeper, for viewer: Viewer) -> MinesweeperChange {
        guard let lastChange else { preconditionFailure("update(since:for:) needs an accepted move") }
        return MinesweeperChange(from: before, to: self, seat: lastChange.seat, move: lastChange.move)
    }

    static func outcome(of ending: Ending, seatCount: Int) -> Outcome {
        switch ending {
        case .cleared: return .won(by: (0..<seatCount).map(Seat.init))
        case .mineHit: return .lostByAll
        }
    }

    // MARK: - Moves

    private func checkRevealable(_ index: Int) throws(Violation) {
        switch board[index] {
        case .hidden: return
        case .flagged(let owner): throw .protectedByFlag(options.cell(at: index), by: owner)
        default: throw .alreadyRevealed(options.cell(at: index))
        }
    }

    private mutating func setFlag(_ on: Bool, at index: Int, by seat: Seat) throws(Violation) {
        let cell = options.cell(at: index)
        switch (board[index], on) {
        case (.hidden, true): board[index] = .flagged(by: seat)
        case (.flagged, false): board[index] = .hidden
        case (.hidden, false): throw .notFlagged(cell)
        case (.flagged(let owner), true): throw .alreadyFlagged(cell, by: owner)
        default: throw .alreadyRevealed(cell)
        }
    }

    private func chordTargets(_ index: Int) throws(Violation) -> [Int] {
        let cell = options.cell(at: index)
        guard case .revealed(let number) = board[index] else {
            if board[index] == .hidden || board[index].isFlagged { throw .notRevealed(cell) }
            throw .alreadyRevealed(cell)
        }
        let neighbours = options.neighbourIndices(of: index)
        let flags = neighbours.count { board[$0].isFlagged }
        guard flags == number else { throw .flagsDoNotMatch(cell, number: number, flags: flags) }
        let targets = neighbours.filter { board[$0] == .hidden }
        guard !targets.isEmpty else { throw .nothingToChord(cell) }
        return targets
    }

    /// Reveals the cells at `indices`, flooding from every zero. If any is a mine, the first of them (row by row)
    /// loses the game and nothing else is revealed.
    private mutating func reveal(_ indices: [Int], by seat: Seat, at time: GameTime) {
        if !minesArePlaced, let first = indices.first { placeMines(clearing: first) }
        if startedAt == nil { startedAt = time }
        if let mine = indices.first(where: { mineMap[$0] }) {
            end(.mineHit(by: seat, at: options.cell(at: mine), time: time))
            return
        }
        var pending = indices
        while let index = pending.popLast() {
            guard board[index] == .hidden else { continue }
            let number = adjacentMines(toIndex: index)
            board[index] = .revealed(number)
            if number == 0 {
                options.forEachNeighbour(of: index) { if board[$0] == .hidden { pending.append($0) } }
            }
        }
    }

    private var isCleared: Bool {
        guard minesArePlaced else { return false }
        for index in board.indices {
            if mineMap[index] {
                if options.winRule == .flagAllMines && !board[index].isFlagged { return false }
            } else if !board[index].isRevealed {
                return false
            }
        }
        return true
    }

    private mutating func end(_ ending: Ending) {
        self.ending = ending
        MinesweeperView.showEnd(ending, mines: mines, on: &board, options: options)
    }

    private func adjacentMines(toIndex index: Int) -> Int {
        var count = 0
        options.forEachNeighbour(of: index) { if mineMap[$0] { count += 1 } }
        return count
    }

    // MARK: - Mines

    /// Places `options.mines` mines from `seed` anywhere but the cell at `index` and its neighbours, by a partial
    /// Fisher-Yates shuffle of the other cells.
    private mutating func placeMines(clearing index: Int) {
        let kept = Set(options.neighbourIndices(of: index) + [index])
        var candidates = board.indices.filter { !kept.contains($0) }
        var generator = SplitMix64(seed: seed)
        for position in 0..<options.mines {
            // NB: our own bounded draw, not Int.random(in:using:), whose algorithm the standard library may change,
            // which would move the mines of every stored game.
            let remaining = UInt64(candidates.count - position)
            let pick = position + Int(generator.next().multipliedFullWidth(by: remaining).high)
            candidates.swapAt(position, pick)
            mineMap[candidates[position]] = true
        }
        minesArePlaced = true
    }
}
