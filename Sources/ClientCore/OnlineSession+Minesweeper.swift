import GameCatalog
import GameCore
public import Minesweeper
import WireProtocol

extension OnlineSession {
    /// What a key or click on a Minesweeper board asks the server for. The board changes only when the server's
    /// event says so; a flag is sent as the set it should become (on for a hidden cell, off for a flagged one), and
    /// a reveal on a revealed number as a chord.
    mutating func perform(_ intent: MinesweeperIntent) -> [OnlineEffect] {
        guard let board = minesweeper else {
            notice = "Not connected: wait for the game."
            return []
        }
        let target: Cell?
        switch intent {
        case .moveCursor(let direction):
            // NB: the cursor still moves over a finished board, but the person is told how to go on.
            if isBoardOver { notice = Self.boardOverNotice }
            return moveCursor(to: Self.moved(boardCursor, direction, on: board.options))
        case .unboundKey:
            if isBoardOver, !isSpectator { notice = Self.boardOverNotice }
            return []
        case .placeCursor(let cell):
            return board.options.contains(cell) ? moveCursor(to: cell) : []
        case .nextPlayer:
            notice = "Tab hands the keyboard over in local play; online, everyone has their own."
            return []
        case .newBoard:
            return offerRematch()
        case .reveal(let cell), .flag(let cell), .chord(let cell):
            target = cell
        }
        // NB: a click acts where it lands, and the cursor goes there so the teammates see who did it.
        var effects: [OnlineEffect] = []
        if let target, board.options.contains(target) { effects = moveCursor(to: target) }
        let cell = target ?? boardCursor
        let move: Minesweeper.Move
        switch (intent, board[cell]) {
        case (.reveal, .revealed(let number)) where number > 0: move = .chord(cell)
        case (.reveal, _): move = .reveal(cell)
        case (.flag, let square): move = .flag(cell, on: !square.isFlagged)
        default: move = .chord(cell)
        }
        return effects + play(move)
    }

    /// Sends `move`, unless this person cannot play now (watching, off line, the board over); the rules' own
    /// refusals come from the server, which alone knows where the mines are.
    mutating func play(_ move: Minesweeper.Move) -> [OnlineEffect] {
        guard !isSpectator else {
            notice = "You are watching: only the players move."
            return []
        }
        guard link == .online, let room, seat != nil, let board = minesweeper else {
            notice = "Not connected: wait for the game."
            return []
        }
        guard room.phase == .playing, board.ending == nil else {
            notice = Self.boardOverNotice
            return []
        }
        return send(.minesweeper(move), in: room)
    }

    /// What a key on a finished board is answered with.
    static let boardOverNotice = "The board is over: press n for a new board."

    /// Whether the board on screen is over: ended, or its round over.
    var isBoardOver: Bool {
        guard let room, let board = minesweeper else { return false }
        return room.phase == .roundOver || board.ending != nil
    }

    /// Puts this person's cursor on `cell` and shares it with the room.
    mutating func moveCursor(to cell: Cell) -> [OnlineEffect] {
        boardCursor = cell
        boardCursorPlaced = true
        return sharePointer()
    }

    /// Sends the cursor as a pointer when it moved since the last one sent, unless one went out less than
    /// `pointerPause` ago: then it waits for the pause's end, when the latest cursor goes. A cursor at rest sends
    /// nothing.
    mutating func sharePointer() -> [OnlineEffect] {
        guard seat != nil, !isSpectator, link == .online, minesweeper != nil, !pointerPaused,
            boardCursor != pointerSent
        else { return [] }
        pointerSent = boardCursor
        pointerPaused = true
        let point = BoardPoint(row: boardCursor.row, column: boardCursor.column)
        return [.send(.pointer(at: point)), .pointerPause(after: Self.pointerPause)]
    }

    /// A snapshot brought the board: the cursor goes to its middle the first time, the clock takes the server's
    /// time, the event line tells the last change, and the cursor is shared again (after a reconnect the others
    /// lost it).
    mutating func boardArrived(clock: GameTime?) -> [OnlineEffect] {
        guard let board = minesweeper, let room else { return [] }
        placeCursor(on: board.options)
        if let start = board.startedAt, let clock {
            boardClockMilliseconds = max(0, clock.milliseconds - start.milliseconds)
        } else if board.startedAt == nil {
            boardClockMilliseconds = 0
        }
        // NB: events missed while away (a server restart, a reconnect) may have made the line's "Bob is away"
        // false: the snapshot is the truth, and the line falls back to the board's last change, as a newcomer's.
        if let note = presenceOnLine, (room.player(in: note.seat)?.connection ?? .left) != note.connection {
            eventLine = nil
            presenceOnLine = nil
        }
        if eventLine == nil, let change = board.lastChange { eventLine = sentence(for: change) }
        cursors = cursors.filter { room.player(in: $0.key)?.connection == .connected }
        return sharePointer()
    }

    /// What an event means on a co-operative board: a new board, the event line of a move, the clock's start,
    /// and teammates who came or went.
    mutating func boardEvent(_ event: RoomEvent, before: MinesweeperView?) -> [OnlineEffect] {
        guard playsAsOneTeam, let board = minesweeper else { return [] }
        switch event {
        case .roundStarted(let round, _, _):
            boardClockMilliseconds = 0
            placeCursor(on: board.options)
            eventLine = round > 1 ? newBoardAskedBy.map { "\(playerName($0)) started a new board" } : nil
            presenceOnLine = nil
            newBoardAskedBy = nil
            // NB: a refusal of the last board ("press n for a new board") is moot once a teammate started one.
            if !noticeIsSticky { notice = nil }
            return sharePointer()
        case .rematchRequested(let seat):
            newBoardAskedBy = seat
        case .moved:
            if before?.startedAt == nil, board.startedAt != nil { boardClockMilliseconds = 0 }
            eventLine = board.lastChange.map(sentence(for:))
            presenceOnLine = nil
        case .playerJoined(let seat, let name):
            tellPresence("\(name.text) joined", of: PresenceNote(seat: seat, connection: .connected), on: board)
        case .playerLeft(let seat, _):
            cursors[seat] = nil
            tellPresence("\(playerName(seat)) left", of: PresenceNote(seat: seat, connection: .left), on: board)
        case .playerDisconnected(let seat, _):
            cursors[seat] = nil
            // NB: a player who quits keeps the seat by closing the connection, as a dropped one closes: the
            // server cannot tell them apart, so neither can this line.
            tellPresence(
                "\(playerName(seat)) is away", of: PresenceNote(seat: seat, connection: .disconnected), on: board)
        case .playerReconnected(let seat):
            tellPresence("\(playerName(seat)) is back", of: PresenceNote(seat: seat, connection: .connected), on: board)
        case .roundEnded, .victoryClaimed, .aborted, .spectatorsChanged, .roomClosed:
            break
        }
        return []
    }

    /// Puts who came or went on the event line; once the board is over, after how it ended ("Bob hit the mine
    /// at a1 · Bob is away"), so who lost or cleared the board stays in sight until a new board starts.
    private mutating func tellPresence(_ presence: String, of note: PresenceNote, on board: MinesweeperView) {
        presenceOnLine = note
        guard board.ending != nil, let ending = board.lastChange.map(sentence(for:)) else {
            eventLine = presence
            return
        }
        eventLine = "\(ending) · \(presence)"
    }

    /// What `change` did in words, as local play says it (`MinesweeperWording`): "Bob revealed 34 cells from
    /// d7", "Ann flagged c3", "Ann hit the mine at d7", "Cleared in 83 s", two of them joined by ". ".
    public func sentence(for change: MinesweeperChange) -> String {
        MinesweeperWording.sentence(for: change, elapsed: elapsed, name: playerName)
    }

    /// What `change`'s move did, without how the board ended: "Bob revealed 34 cells from d7", "Ann flagged c3";
    /// `nil` for a move that only hit a mine.
    public func moveSentence(for change: MinesweeperChange) -> String? {
        let moves = MinesweeperWording.events(of: change, elapsed: elapsed).filter {
            switch $0 {
            case .mineHit, .cleared: false
            default: true
            }
        }
        return moves.first.map { MinesweeperWording.sentence($0, name: playerName) }
    }

    /// The rules' refusal of a Minesweeper move as local play words it, naming players rather than seats; `nil`
    /// for any other error.
    func boardRefusal(_ error: ProtocolError) -> String? {
        guard let violation = error.violation?.minesweeper else { return nil }
        return MinesweeperWording.refusal(violation, name: playerName, board: nil)
    }

    /// The cursor in the middle of the first board seen, and kept on a board of other options.
    private mutating func placeCursor(on options: MinesweeperOptions) {
        guard !boardCursorPlaced || !options.contains(boardCursor) else { return }
        boardCursor = Cell(row: options.rows / 2, column: options.columns / 2)
        boardCursorPlaced = true
    }

    /// `cell` moved one step in `direction`, stopping at the edge of the board.
    static func moved(_ cell: Cell, _ direction: Direction, on options: MinesweeperOptions) -> Cell {
        switch direction {
        case .up: return Cell(row: max(0, cell.row - 1), column: cell.column)
        case .down: return Cell(row: min(options.rows - 1, cell.row + 1), column: cell.column)
        case .left: return Cell(row: cell.row, column: max(0, cell.column - 1))
        case .right: return Cell(row: cell.row, column: min(options.columns - 1, cell.column + 1))
        }
    }
}
