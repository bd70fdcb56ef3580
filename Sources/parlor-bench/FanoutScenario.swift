import Histogram
import NIOCore

#if canImport(Glibc)
    import Glibc
#endif

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
        /// This generator's own CPU over the timed moves divided by the same messages: when it is near the
        /// server's, the generator and not the server may bound the time until the last spectator has a move.
        var generatorCPUPerDeliveryNanoseconds: Double?
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
    /// The spectators, on a thread of their own once the room is set up.
    private var spectators: RawSpectators?
    /// The latest catch-up asked of the spectators, and whether they reported it.
    private var catchUpRequest = 0
    private var caughtUp = false
    private var joinStart: UInt64 = 0
    private var joinSeconds = 0.0
    private var setUp = false
    private var roomReadyPending = false
    private var moveSent: UInt64 = 0
    private var moveDone = true
    private var completed = 0
    private var first = LatencySummary.makeHistogram()
    private var last = LatencySummary.makeHistogram()
    private var startCPU: UInt64?
    /// The generator's own CPU when `startCPU` was read.
    private var generatorStartCPU: UInt64?
    /// Messages the spectators had received when `startCPU` was read, and by the last timed move.
    private var spectatorMessagesBefore = 0
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

    func opened(_ index: Int) {}

    func received(_ index: Int, _ payload: UnsafeRawBufferPointer, at time: UInt64) {
        room.receive(seat: index, payload, at: time)
    }

    func closed(_ index: Int) {
        if !finished { fail("connection \(index) closed") }
    }

    func roomReady(_ room: PlayedRoom) {
        guard setUp else {
            setUp = true
            joinStart = Monotonic.now()
            openSpectators()
            return
        }
        roomReadyPending = true
        awaitCatchUp()
    }

    /// Opens the spectators on their own thread; each watches the room, a wave at a time.
    private func openSpectators() {
        do {
            let spectators = try RawSpectators(
                count: spectatorCount, host: target.host, port: target.port, dialect: target.dialect,
                gameID: room.gameID, loop: pool.loop
            ) { [self] report in heard(report) }
            self.spectators = spectators
            spectators.start()
        } catch {
            promise.fail(error)
        }
    }

    /// What the spectators report, on the pool's loop.
    private func heard(_ report: RawSpectators.Report) {
        switch report {
        case .allWatching:
            joinSeconds = Double(Monotonic.now() - joinStart) / 1e9
            let settle = target.dialect == .parlor ? Self.announcementSettle : .zero
            pool.loop.scheduleTask(in: settle) { self.settled() }
        case .caughtUp(let request):
            guard request == catchUpRequest else { return }
            caughtUp = true
            moveIfQuiet()
        case .moveArrived(let first, let last, let messages):
            arrived(first: first, last: last, messages: messages)
        case .failed(let reason):
            fail(reason)
        }
    }

    /// How long after the last spectator joined the room's last spectator-count announcement may come: Parlor
    /// announces the count at most once a second.
    private static let announcementSettle = TimeAmount.milliseconds(1_500)

    private func settled() {
        roomReadyPending = true
        awaitCatchUp()
    }

    /// Asks the spectators to say when every one of them has seen the room's latest event.
    private func awaitCatchUp() {
        catchUpRequest += 1
        caughtUp = false
        spectators?.awaitCatchUp(to: max(room.lastSeen[0], room.lastSeen[1]), request: catchUpRequest)
    }

    func moveCompleted(_ room: PlayedRoom, sent: UInt64, ack: UInt64, update: UInt64) {}

    func roomExhausted(_ room: PlayedRoom) {
        fail("the room ran out of moves after \(completed); lower --moves or raise --message-budget")
    }

    func roomFailed(_ room: PlayedRoom, _ reason: String) {
        fail(reason)
    }

    private func arrived(first firstArrival: UInt64, last lastArrival: UInt64, messages: Int) {
        guard moveSent != 0 else { return fail("the spectators had a move the scenario did not make") }
        completed += 1
        if completed == warmup {
            startCPU = target.cpuNanoseconds()
            generatorStartCPU = ProcessProbe.cpuNanoseconds(of: getpid())
            spectatorMessagesBefore = messages
        }
        if completed > warmup {
            _ = first.record(firstArrival - moveSent)
            _ = last.record(lastArrival - moveSent)
            spectatorMessages = messages - spectatorMessagesBefore
        }
        moveSent = 0
        if completed == warmup + moves { return finish() }
        moveIfQuiet()
    }

    private func moveIfQuiet() {
        guard roomReadyPending, moveSent == 0, caughtUp, room.phase == .ready else { return }
        roomReadyPending = false
        moveSent = Monotonic.now()
        room.move(at: moveSent)
    }

    private func finish() {
        guard !finished else { return }
        finished = true
        spectators?.stop()
        // NB: per message a spectator received, not per move and spectator: a Parlor spectator also gets each
        // round's other events (about 1.45 messages a move in a 1,000-spectator run), which the server's CPU pays
        // for as much as for the moves.
        var perDelivery: Double?
        if let before = startCPU, let after = target.cpuNanoseconds(), spectatorMessages > 0 {
            perDelivery = Double(after - before) / Double(spectatorMessages)
        }
        var generatorPerDelivery: Double?
        if let before = generatorStartCPU, let after = ProcessProbe.cpuNanoseconds(of: getpid()), spectatorMessages > 0
        {
            generatorPerDelivery = Double(after - before) / Double(spectatorMessages)
        }
        promise.succeed(
            Result(
                dialect: target.dialect, spectators: spectatorCount, moves: moves,
                firstSpectator: LatencySummary(first),
                lastSpectator: LatencySummary(last), joinSeconds: joinSeconds,
                serverCPUPerDeliveryNanoseconds: perDelivery,
                generatorCPUPerDeliveryNanoseconds: generatorPerDelivery, spectatorMessages: spectatorMessages))
    }

    private func fail(_ reason: String) {
        guard !finished else { return }
        finished = true
        spectators?.stop()
        promise.fail(BenchFailure(reason))
    }
}
