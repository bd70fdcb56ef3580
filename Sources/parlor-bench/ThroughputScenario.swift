import NIOCore

/// `throughput`: many rooms play closed loop at once, each moving again as soon as its last move is answered.
final class ThroughputScenario: ConnectionDelegate, RoomObserver, @unchecked Sendable {
    // NB: unchecked Sendable: all state is touched only on the pool's event loop.
    struct Result: Codable, Sendable {
        var dialect: Dialect
        var rooms: Int
        var moves: Int
        var seconds: Double
        var movesPerSecond: Double
        var serverCPUSeconds: Double?
        var movesPerServerCPUSecond: Double?
        /// Frames the players sent and received in the window: besides its moves, a Parlor room's players offer a
        /// rematch after each round and hear of the round's end and the next one's start.
        var framesSent: Int?
        var framesReceived: Int?
        var endedBy: String
    }

    private let pool: ConnectionPool
    private let target: ServerTarget
    private let seconds: Double
    private var rooms: [PlayedRoom] = []
    private var roomOfConnection: [(room: PlayedRoom, seat: Int)] = []
    private var everReady = Set<Int>()
    private var running = false
    private var moves = 0
    /// Frames received by the players since the window opened.
    private var framesReceived = 0
    /// Frames the players had sent when the window opened.
    private var framesSentBefore = 0
    private var start: (time: UInt64, cpu: UInt64?) = (0, nil)
    private var finished = false
    private let promise: EventLoopPromise<Result>

    init(pool: ConnectionPool, target: ServerTarget, rooms count: Int, seconds: Double, budget: Int) {
        self.pool = pool
        self.target = target
        self.seconds = seconds
        promise = pool.loop.makePromise()
        for id in 0..<count {
            let room = PlayedRoom(
                id: id, dialect: target.dialect, players: [2 * id, 2 * id + 1], pool: pool, observer: self,
                budget: budget)
            rooms.append(room)
            roomOfConnection.append((room, 0))
            roomOfConnection.append((room, 1))
        }
    }

    /// Sets every room up, then lets them all play until the time is up or the first room runs out of moves.
    func run() -> EventLoopFuture<Result> {
        pool.scenario = self
        pool.open(2 * rooms.count).whenComplete { outcome in
            switch outcome {
            case .success: for room in self.rooms { room.start() }
            case .failure(let error): self.promise.fail(error)
            }
        }
        return promise.futureResult
    }

    func opened(_ index: Int) {}

    func received(_ index: Int, _ payload: UnsafeRawBufferPointer, at time: UInt64) {
        let (room, seat) = roomOfConnection[index]
        if running { framesReceived += 1 }
        room.receive(seat: seat, payload, at: time)
    }

    func closed(_ index: Int) {
        if !finished { fail("connection \(index) closed") }
    }

    func roomReady(_ room: PlayedRoom) {
        if running {
            room.move(at: Monotonic.now())
            return
        }
        everReady.insert(room.id)
        guard everReady.count == rooms.count else { return }
        running = true
        framesSentBefore = framesSent()
        start = (Monotonic.now(), target.cpuNanoseconds())
        pool.loop.scheduleTask(in: .nanoseconds(Int64(seconds * 1e9))) { self.finish("time") }
        let now = Monotonic.now()
        for room in rooms { room.move(at: now) }
    }

    func moveCompleted(_ room: PlayedRoom, sent: UInt64, ack: UInt64, update: UInt64) {
        moves += 1
    }

    func roomExhausted(_ room: PlayedRoom) {
        // NB: once rooms start running out of allowance fewer play at once, so the window closes at the first.
        finish("a room used its message budget")
    }

    func roomFailed(_ room: PlayedRoom, _ reason: String) {
        fail("room \(room.id): \(reason)")
    }

    private func finish(_ reason: String) {
        guard !finished, running else { return }
        finished = true
        let elapsed = Double(Monotonic.now() - start.time) / 1e9
        var cpu: Double?
        if let before = start.cpu, let after = target.cpuNanoseconds() { cpu = Double(after - before) / 1e9 }
        promise.succeed(
            Result(
                dialect: target.dialect, rooms: rooms.count, moves: moves, seconds: elapsed,
                movesPerSecond: Double(moves) / elapsed, serverCPUSeconds: cpu,
                movesPerServerCPUSecond: cpu.map { $0 > 0 ? Double(moves) / $0 : 0 },
                framesSent: framesSent() - framesSentBefore, framesReceived: framesReceived, endedBy: reason))
    }

    private func framesSent() -> Int {
        rooms.reduce(0) { $0 + $1.sent[0] + $1.sent[1] }
    }

    private func fail(_ reason: String) {
        guard !finished else { return }
        finished = true
        promise.fail(BenchFailure(reason))
    }
}
