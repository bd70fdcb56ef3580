import Histogram
import NIOCore

/// `rtt`: one room at a time plays alternating moves closed loop and times each one, while background rooms play
/// open loop at a fixed total rate.
final class RTTScenario: ConnectionDelegate, RoomObserver, @unchecked Sendable {
    // NB: unchecked Sendable: all state is touched only on the pool's event loop.
    struct Result: Codable, Sendable {
        var dialect: Dialect
        var warmup: Int
        var ack: LatencySummary
        var update: LatencySummary
        var foregroundRooms: Int
        var backgroundRooms: Int
        var backgroundRateRequested: Int
        var backgroundRateAchieved: Double
        var backgroundLate: Int
        /// Whether the background rooms used up their budgets before the samples were in (the server could not
        /// carry the rate); the figures then cover only the moves timed while the load lasted.
        var backgroundRanOut: Bool
        var seconds: Double
        var serverCPUPerMoveNanoseconds: Double?
    }

    private let pool: ConnectionPool
    private let target: ServerTarget
    private let warmup: Int
    private let samples: Int
    private let rate: Int
    private var foreground: [PlayedRoom] = []
    private var background: [PlayedRoom] = []
    private var roomOfConnection: [Int: (room: PlayedRoom, seat: Int)] = [:]
    private var everReady = Set<Int>()
    private var active = 0
    private var completed = 0
    private var ack = LatencySummary.makeHistogram()
    private var update = LatencySummary.makeHistogram()
    private var warmAck = LatencySummary.makeHistogram()
    private var warmUpdate = LatencySummary.makeHistogram()
    private var readyBackground: [PlayedRoom] = []
    private var readyHead = 0
    private var backgroundSent = 0
    private var backgroundLate = 0
    private var measuring = false
    private var start: (time: UInt64, cpu: UInt64?, background: Int) = (0, nil, 0)
    private var ticker: RepeatedTask?
    private var tickerStart: UInt64 = 0
    private let promise: EventLoopPromise<Result>

    init(
        pool: ConnectionPool, target: ServerTarget, warmup: Int, samples: Int, backgroundRooms: Int, rate: Int,
        budget: Int
    ) {
        self.pool = pool
        self.target = target
        self.warmup = warmup
        self.samples = samples
        self.rate = rate
        promise = pool.loop.makePromise()
        let perRoom = PlayedRoom.moves(budget: budget, dialect: target.dialect)
        let foregroundCount = (warmup + samples + perRoom - 1) / perRoom
        var next = 0
        func makeRoom(_ id: Int) -> PlayedRoom {
            let room = PlayedRoom(
                id: id, dialect: target.dialect, players: [next, next + 1], pool: pool, observer: self,
                budget: budget)
            roomOfConnection[next] = (room, 0)
            roomOfConnection[next + 1] = (room, 1)
            next += 2
            return room
        }
        foreground = (0..<foregroundCount).map(makeRoom)
        background = (0..<backgroundRooms).map { makeRoom(foregroundCount + $0) }
    }

    /// Opens every connection, sets every room up, then measures.
    func run() -> EventLoopFuture<Result> {
        pool.scenario = self
        pool.open(2 * (foreground.count + background.count)).whenComplete { outcome in
            switch outcome {
            case .success:
                for room in self.foreground + self.background { room.start() }
            case .failure(let error):
                self.promise.fail(error)
            }
        }
        return promise.futureResult
    }

    func opened(_ index: Int) {}

    func received(_ index: Int, _ payload: UnsafeRawBufferPointer, at time: UInt64) {
        guard let (room, seat) = roomOfConnection[index] else { return }
        room.receive(seat: seat, payload, at: time)
    }

    func closed(_ index: Int) {
        roomOfConnection[index]?.room.connectionClosed()
    }

    func roomReady(_ room: PlayedRoom) {
        if everReady.insert(room.id).inserted {
            if room.id >= foreground.count { readyBackground.append(room) }
            if everReady.count == foreground.count + background.count { beginMeasuring() }
            return
        }
        if room.id < foreground.count {
            room.move(at: Monotonic.now())
        } else {
            readyBackground.append(room)
        }
    }

    func moveCompleted(_ room: PlayedRoom, sent: UInt64, ack: UInt64, update: UInt64) {
        guard room.id < foreground.count else { return }
        completed += 1
        if completed == warmup {
            start = (Monotonic.now(), target.cpuNanoseconds(), backgroundSent)
        }
        if completed > warmup {
            _ = self.ack.record(ack - sent)
            _ = self.update.record(update - sent)
        } else if rate > 0 {
            _ = warmAck.record(ack - sent)
            _ = warmUpdate.record(update - sent)
        }
        if completed == warmup + samples { finish() }
    }

    func roomExhausted(_ room: PlayedRoom) {
        guard room.id < foreground.count else {
            exhaustedBackground += 1
            if exhaustedBackground == background.count && rate > 0 {
                backgroundRanOut = true
                finish()
            }
            return
        }
        active += 1
        guard active < foreground.count else {
            return promise.fail(BenchFailure("the foreground rooms ran out of moves; raise --message-budget"))
        }
        foreground[active].move(at: Monotonic.now())
    }

    func roomFailed(_ room: PlayedRoom, _ reason: String) {
        guard !measuringDone else { return }
        measuringDone = true
        ticker?.cancel()
        promise.fail(BenchFailure("room \(room.id): \(reason)"))
    }

    private var measuringDone = false
    private var exhaustedBackground = 0
    private var loadStart: (time: UInt64, cpu: UInt64?) = (0, nil)
    private var backgroundRanOut = false

    private func beginMeasuring() {
        loadStart = (Monotonic.now(), target.cpuNanoseconds())
        if rate > 0 {
            tickerStart = Monotonic.now()
            // NB: open loop: each tick sends every move that is due by the clock, whether or not earlier moves
            // were answered; a move that finds no ready room is counted late and sent as soon as one is.
            ticker = pool.loop.scheduleRepeatedTask(initialDelay: .zero, delay: .microseconds(250)) { _ in
                self.tick()
            }
        }
        // NB: a short settling time lets the background load reach its rate before the first timed move.
        pool.loop.scheduleTask(in: .milliseconds(rate > 0 ? 200 : 0)) {
            if self.warmup == 0 { self.start = (Monotonic.now(), self.target.cpuNanoseconds(), self.backgroundSent) }
            self.foreground[0].move(at: Monotonic.now())
        }
    }

    private func tick() {
        let now = Monotonic.now()
        let due = Int(Double(now - tickerStart) * Double(rate) / 1e9)
        while backgroundSent < due {
            guard readyHead < readyBackground.count else {
                backgroundLate += due - backgroundSent
                tickerStart += UInt64(Double(due - backgroundSent) * 1e9 / Double(rate))
                break
            }
            let room = readyBackground[readyHead]
            readyHead += 1
            if readyHead > 4096 {
                readyBackground.removeFirst(readyHead)
                readyHead = 0
            }
            room.move(at: now)
            backgroundSent += 1
        }
    }

    private func finish() {
        guard !measuringDone else { return }
        measuringDone = true
        ticker?.cancel()
        let now = Monotonic.now()
        // NB: a background that ran out before the warm-up ended is measured from its own start, and the warm-up
        // moves (all made under that load) stand as the samples, so what the server did under the load is
        // still reported.
        let untimed = start.time == 0
        if untimed { start = (loadStart.time, loadStart.cpu, 0) }
        let seconds = max(Double(now - start.time) / 1e9, 1e-9)
        let backgroundMoves = backgroundSent - start.background
        var cpuPerMove: Double?
        if let before = start.cpu, let after = target.cpuNanoseconds() {
            let timed = Int(untimed ? warmAck.totalCount : ack.totalCount)
            cpuPerMove = timed + backgroundMoves > 0 ? Double(after - before) / Double(timed + backgroundMoves) : nil
        }
        promise.succeed(
            Result(
                dialect: target.dialect, warmup: warmup, ack: LatencySummary(untimed ? warmAck : ack),
                update: LatencySummary(untimed ? warmUpdate : update),
                foregroundRooms: active + 1, backgroundRooms: background.count, backgroundRateRequested: rate,
                backgroundRateAchieved: Double(backgroundMoves) / seconds, backgroundLate: backgroundLate,
                backgroundRanOut: backgroundRanOut,
                seconds: seconds, serverCPUPerMoveNanoseconds: cpuPerMove))
    }
}
