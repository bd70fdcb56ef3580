/// One room and its two players, driven by the generator: it sets the room up, plays a fixed drawn game over and
/// over (offering rematches between rounds), and times each move.
///
/// NB: a Parlor player may send only so many messages per window (100 per 20 s by default), so a room plays whole
/// rounds while both players have `budget` messages left, then reports itself exhausted and the scenario moves on
/// to a fresh room. The echo server has no such limit.
final class PlayedRoom {
    /// Squares of a game that ends in a draw after nine moves whichever seat starts: b2 a1 c1 a3 a2 c2 b1 b3 c3.
    static let drawnGame = [4, 0, 2, 6, 3, 5, 1, 7, 8]

    /// How many moves a room plays with `budget` messages per player (hello and createRoom/join included).
    static func moves(budget: Int, dialect: Dialect) -> Int {
        dialect == .echo ? 1 << 40 : max(budget - 2, 0) / 6 * 9
    }

    enum Phase {
        case settingUp, waitingForRound, ready, moving, exhausted, failed
    }

    let id: Int
    let dialect: Dialect
    /// The connection indices of seat 0 (the creator) and seat 1.
    let players: [Int]
    private let pool: ConnectionPool
    private unowned let observer: any RoomObserver
    private let budget: Int

    private(set) var phase = Phase.settingUp
    private(set) var gameID = ""
    /// The last sequence number each player has applied.
    private(set) var lastSeen = [0, 0]
    private var welcomed = [false, false]
    private var roundStartSeen = [false, false]
    private var round = 1
    private var moveIndex = 0
    /// The frames each player has sent (handshake included).
    private(set) var sent = [0, 0]
    private var nextMoveID = 1
    private var inFlight: (mover: Int, sent: UInt64, ack: UInt64, update: UInt64, after: Int)?

    init(id: Int, dialect: Dialect, players: [Int], pool: ConnectionPool, observer: any RoomObserver, budget: Int) {
        self.id = id
        self.dialect = dialect
        self.players = players
        self.pool = pool
        self.observer = observer
        self.budget = budget
    }

    /// The seat whose move is next.
    var mover: Int { (round - 1 + moveIndex) % 2 }

    /// Starts the handshake and the room; `roomReady` follows.
    func start() {
        switch dialect {
        case .parlor:
            send(ClientText.hello, by: 0)
            send(ClientText.hello, by: 1)
        case .echo:
            send("join room-\(id)", by: 0)
            send("join room-\(id)", by: 1)
        }
    }

    /// Sends the next move of the drawn game at `time` (monotonic ns).
    func move(at time: UInt64) {
        precondition(phase == .ready, "a room moves only when ready")
        phase = .moving
        let seat = mover
        inFlight = (seat, time, 0, 0, lastSeen[seat])
        let moveID = nextMoveID
        nextMoveID += 1
        let lastSeen = self.lastSeen[seat]
        let square = Self.drawnGame[moveIndex % 9]
        sent[seat] += 1
        pool[players[seat]].send { ClientText.writeMove(into: &$0, moveID: moveID, lastSeen: lastSeen, square: square) }
    }

    /// Handles a frame that player `seat` received at `time`.
    func receive(seat: Int, _ bytes: UnsafeRawBufferPointer, at time: UInt64) {
        switch dialect {
        case .parlor: receiveParlor(seat: seat, bytes, at: time)
        case .echo: receiveEcho(seat: seat, at: time)
        }
    }

    /// Marks the room failed because a player's connection closed.
    func connectionClosed() {
        guard phase != .failed else { return }
        phase = .failed
        observer.roomFailed(self, "a player's connection closed")
    }

    private func receiveEcho(seat: Int, at time: UInt64) {
        if phase == .settingUp {
            welcomed[seat] = true
            if welcomed[0] && welcomed[1] { becomeReady() }
            return
        }
        guard var move = inFlight else { return }
        if seat == move.mover { move.ack = time } else { move.update = time }
        inFlight = move
        finishMoveIfDone()
    }

    private func receiveParlor(seat: Int, _ bytes: UnsafeRawBufferPointer, at time: UInt64) {
        if FrameScan.isType(bytes, "event") {
            let sequence = FrameScan.trailingSequence(bytes) ?? lastSeen[seat]
            lastSeen[seat] = sequence
            if FrameScan.firstTypeIs(bytes, "moved") {
                // NB: the opponent may still be reading the event of the move before (which the mover had already
                // seen), so only a later event is this move's update.
                if var move = inFlight, seat != move.mover, move.update == 0, sequence > move.after {
                    move.update = time
                    inFlight = move
                    finishMoveIfDone()
                }
            } else if FrameScan.firstTypeIs(bytes, "roundStarted") {
                roundStartSeen[seat] = true
                if phase == .waitingForRound && roundStartSeen[(round - 1) % 2] { becomeReady() }
            } else if FrameScan.firstTypeIs(bytes, "roundEnded") {
                send(ClientText.offerRematch, by: seat)
            }
        } else if FrameScan.isType(bytes, "moveAccepted") {
            if var move = inFlight, seat == move.mover {
                move.ack = time
                inFlight = move
                finishMoveIfDone()
            }
        } else if FrameScan.isType(bytes, "welcome") {
            welcomed[seat] = true
            if seat == 0 {
                send(ClientText.createRoom(name: "A\(id)"), by: 0)
            } else if !gameID.isEmpty {
                send(ClientText.join(gameID, name: "B\(id)"), by: 1)
            }
        } else if FrameScan.isType(bytes, "seated") {
            if seat == 0, let found = FrameScan.string(after: "\"gameID\":\"", in: bytes) {
                gameID = String(found)
                if welcomed[1] { send(ClientText.join(gameID, name: "B\(id)"), by: 1) }
            }
        } else if FrameScan.isType(bytes, "snapshot") {
            lastSeen[seat] = FrameScan.integer(after: "\"sequence\":", in: bytes) ?? lastSeen[seat]
            if seat == 1 {
                roundStartSeen[1] = true
                if phase == .settingUp { phase = .waitingForRound }
                if roundStartSeen[0] { becomeReady() }
            }
        } else if FrameScan.isType(bytes, "error") {
            let message = FrameScan.string(after: "\"message\":\"", in: bytes) ?? "?"
            phase = .failed
            observer.roomFailed(self, "seat \(seat) got an error: \(message)")
        }
    }

    private func finishMoveIfDone() {
        guard let move = inFlight, move.ack != 0, move.update != 0 else { return }
        inFlight = nil
        moveIndex += 1
        observer.moveCompleted(self, sent: move.sent, ack: move.ack, update: move.update)
        guard phase == .moving else { return }
        if dialect == .parlor && moveIndex == 9 {
            moveIndex = 0
            round += 1
            roundStartSeen = [false, false]
            phase = .waitingForRound
        } else {
            phase = .ready
            observer.roomReady(self)
        }
    }

    private func becomeReady() {
        // NB: a round is started only when both players can finish it and offer the next rematch (at most five
        // moves and one offer each), so no room is left stuck mid-round by the rate limit.
        if dialect == .parlor && (sent[0] + 6 > budget || sent[1] + 6 > budget) {
            phase = .exhausted
            observer.roomExhausted(self)
            return
        }
        phase = .ready
        observer.roomReady(self)
    }

    private func send(_ text: String, by seat: Int) {
        sent[seat] += 1
        pool[players[seat]].send(text)
    }
}
