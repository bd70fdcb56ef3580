public import GameCore
public import Minesweeper

/// Co-operative Minesweeper at one keyboard: one board after another with the same options, played by one
/// person or by several taking turns at the keys (hot-seat), each with a cursor of their own.
///
/// The caller supplies the time with every action and with clock ticks; the match never reads a clock, so a
/// test replays exactly.
public struct MinesweeperMatch: Hashable, Sendable {
    /// The players' names, by seat.
    public let players: [String]
    /// The size, mine count and winning rule every board of the match has.
    public let options: MinesweeperOptions
    /// The board in play, or just finished.
    public private(set) var game: Minesweeper
    /// What every player sees of `game`: no mine until the board is over.
    public private(set) var view: MinesweeperView
    /// The board's number, from 1.
    public private(set) var board: Int
    /// The seat whose player has their hands on the keyboard: keys and clicks act for them.
    public private(set) var hands: Seat
    /// Every player's cursor.
    public private(set) var cursors: [Seat: Cell]
    /// The latest time the caller supplied.
    public private(set) var now: GameTime
    /// What the last move did, for the event line: "Ann revealed 34 cells from d7".
    public private(set) var eventLine: String?
    /// The seeds of the next boards: part of the value, so a match replays exactly from its seed.
    public private(set) var random: SplitMix64

    /// A match for `players` (one or more names) on boards of `options`, the first board's cursor in its
    /// middle; the seeds come from `seed`.
    public init(players: [String], options: MinesweeperOptions, seed: UInt64) {
        precondition(!players.isEmpty, "Minesweeper needs a player")
        self.players = players
        self.options = options
        var random = SplitMix64(seed: seed)
        game = Minesweeper(options: options, seatCount: players.count, seed: random.next())
        self.random = random
        view = game.view(for: .seat(Seat(0)))
        board = 1
        hands = Seat(0)
        let middle = Cell(row: options.rows / 2, column: options.columns / 2)
        cursors = Dictionary(uniqueKeysWithValues: players.indices.map { (Seat($0), middle) })
        now = .start
        eventLine = nil
    }

    /// The cursor of the player at the keys.
    public var cursor: Cell { cursors[hands] ?? Cell(row: 0, column: 0) }

    /// Whether the board is cleared or lost.
    public var isOver: Bool { view.ending != nil }

    /// What to do now that the board is over ("Board 2 is over: press n for a new board."), or `nil` while it
    /// goes on: the answer to any key that cannot act on a finished board.
    public var overNotice: String? {
        isOver ? refusal(.gameOver).description : nil
    }

    /// Whether several people share the keyboard.
    public var isHotSeat: Bool { players.count > 1 }

    /// How long the board has been played: from its first reveal to its end, or to `now` while it runs; zero
    /// before the first reveal.
    public var elapsed: GameTime {
        guard let start = view.startedAt else { return .start }
        let end = view.ending?.time ?? now
        return GameTime(milliseconds: max(0, end.milliseconds - start.milliseconds))
    }

    /// When the clock shown in whole seconds changes next, or `nil` when it stands still (before the first
    /// reveal, after the end): the loop sets no timer then.
    public var nextClockTick: GameTime? {
        guard let start = view.startedAt, view.ending == nil else { return nil }
        let seconds = elapsed.milliseconds / 1000 + 1
        return GameTime(milliseconds: start.milliseconds + seconds * 1000)
    }

    /// Moves the clock on to `time` (never back).
    public mutating func tick(_ time: GameTime) {
        now = max(now, time)
    }

    /// Does what `intent` means for the player at the keys at `time`; returns what happened, or throws why
    /// nothing did (the board is then unchanged).
    public mutating func perform(_ intent: MinesweeperIntent, at time: GameTime) throws(MinesweeperRefusal)
        -> [MinesweeperEvent]
    {
        tick(time)
        switch intent {
        case .moveCursor(let direction):
            cursors[hands] = moved(cursor, direction)
            return []
        case .placeCursor(let cell):
            if options.contains(cell) { cursors[hands] = cell }
            return []
        case .reveal(let cell):
            let cell = aim(cell)
            if case .revealed(let number) = view[cell], number > 0 { return try play(.chord(cell)) }
            return try play(.reveal(cell))
        case .flag(let cell):
            let cell = aim(cell)
            return try play(.flag(cell, on: !view[cell].isFlagged))
        case .chord(let cell):
            return try play(.chord(aim(cell)))
        case .nextPlayer:
            guard isHotSeat else { return [] }
            hands = Seat((hands.index + 1) % players.count)
            return [.handsPassed(to: hands)]
        case .unboundKey:
            if let overNotice { throw MinesweeperRefusal(overNotice, violation: .gameOver) }
            return []
        case .newBoard:
            guard isOver else {
                throw MinesweeperRefusal("n starts a new board once this one is over (m goes back to the menu).")
            }
            return newBoard()
        }
    }

    /// Plays `move` for `seat` rather than for the player at the keys: plain mode names who acts on each line.
    public mutating func perform(_ move: Minesweeper.Move, by seat: Seat, at time: GameTime)
        throws(MinesweeperRefusal) -> [MinesweeperEvent]
    {
        tick(time)
        let keys = hands
        hands = seat
        defer { hands = keys }
        return try play(move)
    }

    /// Hands the keyboard to `seat`, as Tab does in turn.
    public mutating func pass(to seat: Seat) -> [MinesweeperEvent] {
        guard players.indices.contains(seat.index), seat != hands else { return [] }
        hands = seat
        return [.handsPassed(to: seat)]
    }

    /// Starts the next board with the same options and a fresh seed; the cursors stay where they were.
    public mutating func newBoard() -> [MinesweeperEvent] {
        board += 1
        game = Minesweeper(options: options, seatCount: players.count, seed: random.next())
        view = game.view(for: .seat(Seat(0)))
        eventLine = nil
        return [.boardStarted(number: board, options: options)]
    }

    /// The name of `seat`'s player.
    public func name(of seat: Seat) -> String {
        players.indices.contains(seat.index) ? players[seat.index] : "\(seat)"
    }

    /// `cell`, or the cursor for `nil`; the player's cursor goes there, so a click leaves it where it acted.
    private mutating func aim(_ cell: Cell?) -> Cell {
        guard let cell, options.contains(cell) else { return cell ?? cursor }
        cursors[hands] = cell
        return cell
    }

    private mutating func play(_ move: Minesweeper.Move) throws(MinesweeperRefusal) -> [MinesweeperEvent] {
        let before = game
        do {
            try game.apply(move, by: hands, at: now)
        } catch {
            throw refusal(error)
        }
        let change = game.update(since: before, for: .seat(Seat(0)))
        view.apply(change)
        let events = MinesweeperWording.events(of: change, elapsed: elapsed)
        eventLine = events.map(sentence).joined(separator: ". ")
        return events
    }

    /// The rules' refusal as a sentence naming players rather than seats.
    private func refusal(_ violation: Minesweeper.Violation) -> MinesweeperRefusal {
        MinesweeperRefusal(
            MinesweeperWording.refusal(violation, name: name(of:), board: board), violation: violation)
    }

    /// `cell` moved one step in `direction`, stopping at the edge of the board.
    private func moved(_ cell: Cell, _ direction: Direction) -> Cell {
        switch direction {
        case .up: return Cell(row: max(0, cell.row - 1), column: cell.column)
        case .down: return Cell(row: min(options.rows - 1, cell.row + 1), column: cell.column)
        case .left: return Cell(row: cell.row, column: max(0, cell.column - 1))
        case .right: return Cell(row: cell.row, column: min(options.columns - 1, cell.column + 1))
        }
    }
}
