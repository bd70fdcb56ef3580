import Histogram
import NIOCore

/// `fanout`: one room with many spectators; per move, the time until the last spectator has it.
final class FanoutScenario: ConnectionDelegate, RoomObserver, @unchecked Sendable {
    // NB: unchecked Sendable: all state is touched only on the pool's event loop.
    struct Result: Codable, Sendable {
        var dialect: Dialect
        var spectators: Int
        var moves: Int
        var firstSpectator: LatencySummary
        var lastSpectator: LatencySummary
        var joinSeconds: Double
        /// Server CPU over the timed moves divided by the messages the spectators received meanwhile.
        var serverCPUPerDeliveryNanoseconds: Double?
        /// The messages the spectators received over the timed moves: each move's event, and in Parlor also the
        /// round's other events (its end and start, rematch offers, spectator counts).
        var spectatorMessages: Int?
    }

    private let pool: ConnectionPool
    private let target: ServerTarget
    private let spectatorCount: Int
    private let moves: Int
    private let warmup: Int
    private let budget: Int
    private lazy var room = PlayedRoom(
        id: 0, dialect: target.dialect, players: [0, 1], pool: pool, observer: self, budget: budget)
    private var spectatorBase = 2
    private var spectatorSeen: [Int] = []
    private var watching = 0
    private var caughtUp = 0
    private var catchUpTarget = Int.max
    private var joinStart: UInt64 = 0
    private var joinSeconds = 0.0
    private var setUp = false
    private var roomReadyPending = false
    private var arrivals = 0
    private var firstArrival: UInt64 = 0
    private var lastArrival: UInt64 = 0
    private var moveSent: UInt64 = 0
    private var moveDone = true
    private var completed = 0
    private var first = LatencySummary.makeHistogram()
    private var last = LatencySummary.makeHistogram()
    private var startCPU: UInt64?
    /// Messages received by spectators since `startCPU` was read.
    private var spectatorMessages = 0
    private var finished = false
    private let promise: EventLoopPromise<Result>

    init(pool: ConnectionPool, target: ServerTarget, spectators: Int, moves: Int, warmup: Int, budget: Int) {
        self.pool = pool
        self.target = target
        spectatorCount = spectators
        self.moves = moves
        self.warmup = warmup
        promise = pool.loop.makePromise()
        spectatorSeen = Array(repeating: -1, count: spectators)
        self.budget = budget
    }

    /// Opens the players, sets the room up, lets every spectator watch, then times the moves.
    func run() -> EventLoopFuture<Result> {
        pool.scenario = self
        pool.open(2).whenComplete { outcome in
            switch outcome {
            case .success: self.room.start()
            case .failure(let error): self.promise.fail(error)
            }
        }
        return promise.futureResult
    }

    func opened(_ index: Int) {
        guard index >= spectatorBase else { return }
        switch target.dialect {
        case .parlor: pool[index].send(ClientText.hello)
        case .echo: pool[index].send("join room-0")
        }
    }

    func received(_ index: Int, _ payload: UnsafeRawBufferPointer, at time: UInt64) {
        guard index >= spectatorBase else { return room.receive(seat: index, payload, at: time) }
        let spectator = index - spectatorBase
        if startCPU != nil { spectatorMessages += 1 }
        switch target.dialect {
        case .parlor:
            if FrameScan.isType(payload, "event") {
                let sequence = FrameScan.trailingSequence(payload) ?? spectatorSeen[spectator]
                noteSequence(spectator, sequence)
                if moveSent != 0 && FrameScan.firstTypeIs(payload, "moved") { arrived(at: time) }
            } else if FrameScan.isType(payload, "snapshot") {
                noteSequence(spectator, FrameScan.integer(after: "\"sequence\":", in: payload) ?? 0)
                nowWatching()
            } else if FrameScan.isType(payload, "welcome") {
                pool[index].send(ClientText.watch(room.gameID))
            } else if FrameScan.isType(payload, "error") {
                fail("spectator \(spectator): \(FrameScan.string(after: "\"message\":\"", in: payload) ?? "?")")
            }
        case .echo:
            if spectatorSeen[spectator] < 0 {
                noteSequence(spectator, 0)
                nowWatching()
            } else if moveSent != 0 {
                arrived(at: time)
            }
        }
    }

    func closed(_ index: Int) {
        if !finished { fail("connection \(index) closed") }
    }

    func roomReady(_ room: PlayedRoom) {
        guard setUp else {
            setUp = true
            joinStart = Monotonic.now()
            openWave()
            return
        }
        roomReadyPending = true
        catchUpTarget = max(room.lastSeen[0], room.lastSeen[1])
        caughtUp = spectatorSeen.filter { $0 >= catchUpTarget }.count
        moveIfQuiet()
    }

    /// Lets the next wave of spectators watch once everyone invited so far has its snapshot.
    ///
    /// NB: waves keep the server's queue of handshakes short (a newcomer's hello must be answered within the
    /// server's 10 s deadline). Parlor announces the spectator count at most once per interval, so joining costs
    /// it O(S) messages, not S²/2 as when every newcomer was announced to every watcher.
    private func openWave() {
        let count = min(Self.wave, spectatorCount - invited)
        invited += count
        pool.open(count, concurrency: 128).whenFailure { self.promise.fail($0) }
    }

    private static let wave = 100
    /// How long after the last spectator joined the room's last spectator-count announcement may come: Parlor
    /// announces the count at most once a second.
    private static let announcementSettle = TimeAmount.milliseconds(1_500)
    private var invited = 0

    /// Counts a spectator that has its snapshot; once all have, waits for the room's last spectator-count
    /// announcement and then for every spectator to have seen the room's latest event.
    private func nowWatching() {
        watching += 1
        if watching == invited && invited < spectatorCount {
            openWave()
        } else if watching == spectatorCount {
            joinSeconds = Double(Monotonic.now() - joinStart) / 1e9
            let settle = target.dialect == .parlor ? Self.announcementSettle : .zero
            pool.loop.scheduleTask(in: settle) { self.settled() }
        }
    }

    private func settled() {
        roomReadyPending = true
        catchUpTarget = max(room.lastSeen[0], room.lastSeen[1])
        caughtUp = spectatorSeen.filter { $0 >= catchUpTarget }.count
        moveIfQuiet()
    }

    func moveCompleted(_ room: PlayedRoom, sent: UInt64, ack: UInt64, update: UInt64) {}

    func roomExhausted(_ room: PlayedRoom) {
        fail("the room ran out of moves after \(completed); lower --moves or raise --message-budget")
    }

    func roomFailed(_ room: PlayedRoom, _ reason: String) {
        fail(reason)
    }

    private func noteSequence(_ spectator: Int, _ sequence: Int) {
        let before = spectatorSeen[spectator]
        spectatorSeen[spectator] = max(before, sequence)
        if before < catchUpTarget && sequence >= catchUpTarget {
            caughtUp += 1
            if caughtUp == spectatorCount { moveIfQuiet() }
        }
    }

    private func arrived(at time: UInt64) {
        arrivals += 1
        if arrivals == 1 { firstArrival = time }
        lastArrival = time
        guard arrivals == spectatorCount else { return }
        completed += 1
        if completed == warmup { startCPU = target.cpuNanoseconds() }
        if completed > warmup {
            _ = first.record(firstArrival - moveSent)
            _ = last.record(lastArrival - moveSent)
        }
        moveSent = 0
        if completed == warmup + moves { return finish() }
        moveIfQuiet()
    }

    private func moveIfQuiet() {
        guard roomReadyPending, moveSent == 0, caughtUp == spectatorCount, room.phase == .ready else { return }
        roomReadyPending = false
        arrivals = 0
        moveSent = Monotonic.now()
        room.move(at: moveSent)
    }

    private func finish() {
        guard !finished else { return }
        finished = true
        // NB: per message a spectator received, not per move and spectator: a Parlor spectator also gets each
        // round's other events (about 1.45 messages a move in a 1,000-spectator run), which the server's CPU pays
        // for as much as for the moves.
        var perDelivery: Double?
        if let before = startCPU, let after = target.cpuNanoseconds(), spectatorMessages > 0 {
            perDelivery = Double(after - before) / Double(spectatorMessages)
        }
        promise.succeed(
            Result(
                dialect: target.dialect, spectators: spectatorCount, moves: moves,
                firstSpectator: LatencySummary(first),
                lastSpectator: LatencySummary(last), joinSeconds: joinSeconds,
                serverCPUPerDeliveryNanoseconds: perDelivery, spectatorMessages: spectatorMessages))
    }

    private func fail(_ reason: String) {
        guard !finished else { return }
        finished = true
        promise.fail(BenchFailure(reason))
    }
}
