import NIOCore

/// `memory`: the server's resident memory as idle connections, empty rooms and live games are added.
final class MemoryScenario: ConnectionDelegate, @unchecked Sendable {
    // NB: unchecked Sendable: all state is touched only on the pool's event loop.
    /// One level of idle connections and the server's memory with them.
    struct Level: Codable, Sendable {
        var connections: Int
        var residentKiB: Int
        var perConnectionKiB: Double
    }

    /// The rooms part: memory with 2 × `rooms` greeted connections, then with half and all of `rooms` empty
    /// rooms, then with `rooms` live games (both seats taken, two moves played).
    struct Rooms: Codable, Sendable {
        var rooms: Int
        var idleKiB: Int
        /// With the first half of the rooms made.
        var halfEmptyRoomsKiB: Int
        var emptyRoomsKiB: Int
        var liveGamesKiB: Int
        /// Everything the rooms added, over their count: with what the first rooms set up once.
        var perEmptyRoomKiB: Double
        /// What the second half of the rooms added, over their count: the cost of one more room.
        ///
        /// NB: the first rooms also fill what is paid once (SQLite's page cache, up to 128 KiB a connection, the
        /// WAL index, tables at their first sizes), which the average spreads over the rooms.
        var perEmptyRoomMarginalKiB: Double
        var perLiveGameKiB: Double
        var perLiveGameWithConnectionsKiB: Double
    }

    private enum Phase {
        case greeting, creating, joining, firstMove, secondMove, idle
    }

    private let pool: ConnectionPool
    private let target: ServerTarget
    private let settle: TimeAmount
    private var phase = Phase.idle
    private var expected = 0
    private var done = 0
    private var waiting: EventLoopPromise<Void>?
    private var lastSeen: [Int: Int] = [:]
    private var gameIDs: [String] = []
    private var creators = 0..<0
    private var joiners = 0..<0
    private var joinersMoved = false
    private var joinersSawMove = Set<Int>()
    private var creatorsMoved = false
    private var creatorsSawStart = Set<Int>()

    init(pool: ConnectionPool, target: ServerTarget, settleMilliseconds: Int) {
        self.pool = pool
        self.target = target
        settle = .milliseconds(Int64(settleMilliseconds))
    }

    /// Measures idle connections at each of `levels` (cumulative counts).
    func connections(_ levels: [Int]) -> EventLoopFuture<(baseline: Int, levels: [Level])> {
        pool.scenario = self
        return resident().flatMap { baseline in
            var future = self.pool.loop.makeSucceededFuture([Level]())
            for count in levels {
                future = future.flatMap { done in
                    self.openGreeted(count - self.pool.connections.count).flatMap { _ in self.resident() }.map {
                        resident in
                        done + [
                            Level(
                                connections: count, residentKiB: resident,
                                perConnectionKiB: Double(resident - baseline) / Double(count))
                        ]
                    }
                }
            }
            return future.map { (baseline, $0) }
        }
    }

    /// Measures `count` empty rooms and then `count` live games over 2 × `count` greeted connections.
    func rooms(_ count: Int) -> EventLoopFuture<Rooms> {
        pool.scenario = self
        return resident().flatMap { baseline in
            self.openGreeted(2 * count).flatMap { range in
                self.creators = range.lowerBound..<(range.lowerBound + count)
                self.joiners = (range.lowerBound + count)..<range.upperBound
                return self.resident()
            }.flatMap { idle in
                self.gameIDs = Array(repeating: "", count: count)
                let half = count / 2
                let first = self.creators.prefix(half)
                let second = self.creators.dropFirst(half)
                return self.step(.creating, first.count) {
                    for index in first { self.pool[index].send(ClientText.createRoom(name: "M\(index)")) }
                }.flatMap { self.resident() }.flatMap { halfway in
                    self.step(.creating, second.count) {
                        for index in second { self.pool[index].send(ClientText.createRoom(name: "M\(index)")) }
                    }.flatMap { self.resident() }.map { (idle, halfway, $0) }
                }
            }.flatMap { (idle: Int, halfway: Int, empty: Int) in
                self.step(.joining, count) {
                    for (offset, index) in self.joiners.enumerated() {
                        self.pool[index].send(ClientText.join(self.gameIDs[offset], name: "N\(index)"))
                    }
                }.flatMap {
                    self.step(.firstMove, count) { self.moveCreatorsIfReady() }
                }.flatMap {
                    self.step(.secondMove, count) { self.moveJoinersIfReady() }
                }.flatMap { self.resident() }.map { live in
                    let rooms = Double(count)
                    let secondHalf = Double(count - count / 2)
                    return Rooms(
                        rooms: count, idleKiB: idle, halfEmptyRoomsKiB: halfway, emptyRoomsKiB: empty,
                        liveGamesKiB: live, perEmptyRoomKiB: Double(empty - idle) / rooms,
                        perEmptyRoomMarginalKiB: Double(empty - halfway) / secondHalf,
                        perLiveGameKiB: Double(live - idle) / rooms,
                        perLiveGameWithConnectionsKiB: Double(live - baseline) / rooms)
                }
            }
        }
    }

    func opened(_ index: Int) {
        switch target.dialect {
        case .parlor: pool[index].send(ClientText.hello)
        case .echo: progress()
        }
    }

    func received(_ index: Int, _ payload: UnsafeRawBufferPointer, at time: UInt64) {
        if FrameScan.isType(payload, "event") {
            let sequence = FrameScan.trailingSequence(payload) ?? 0
            lastSeen[index] = sequence
            if creators.contains(index) && FrameScan.firstTypeIs(payload, "roundStarted") {
                creatorsSawStart.insert(index)
                if phase == .firstMove { moveCreatorsIfReady() }
            }
            if joiners.contains(index) && FrameScan.firstTypeIs(payload, "moved") {
                joinersSawMove.insert(index)
                if phase == .secondMove { moveJoinersIfReady() }
            }
            return
        }
        switch phase {
        case .greeting where FrameScan.isType(payload, "welcome"):
            progress()
        case .creating where FrameScan.isType(payload, "seated"):
            let offset = index - creators.lowerBound
            gameIDs[offset] = String(FrameScan.string(after: "\"gameID\":\"", in: payload) ?? "")
            progress()
        case .joining where FrameScan.isType(payload, "snapshot"):
            lastSeen[index] = FrameScan.integer(after: "\"sequence\":", in: payload) ?? 0
            progress()
        case .firstMove, .secondMove:
            if FrameScan.isType(payload, "moveAccepted") { progress() }
        default:
            break
        }
        if FrameScan.isType(payload, "error") {
            waiting?.fail(BenchFailure(String(FrameScan.string(after: "\"message\":\"", in: payload) ?? "?")))
            waiting = nil
        }
    }

    func closed(_ index: Int) {
        waiting?.fail(BenchFailure("connection \(index) closed"))
        waiting = nil
    }

    private func openGreeted(_ count: Int) -> EventLoopFuture<Range<Int>> {
        let start = pool.connections.count
        guard count > 0 else { return pool.loop.makeSucceededFuture(start..<start) }
        let greeted = expect(.greeting, count)
        return pool.open(count, concurrency: 128).and(greeted).map { range, _ in range }
    }

    private func step(_ phase: Phase, _ count: Int, _ send: () -> Void) -> EventLoopFuture<Void> {
        if phase == .secondMove { joinersMoved = false }
        let future = expect(phase, count)
        send()
        return future
    }

    private func expect(_ phase: Phase, _ count: Int) -> EventLoopFuture<Void> {
        let promise = pool.loop.makePromise(of: Void.self)
        self.phase = phase
        expected = count
        done = 0
        waiting = promise
        return promise.futureResult
    }

    private func progress() {
        done += 1
        if done == expected, let waiting {
            self.waiting = nil
            phase = .idle
            waiting.succeed()
        }
    }

    private func moveCreatorsIfReady() {
        // NB: a joiner has its snapshot before its creator has heard that the round started; a move chosen
        // before that event would be stale.
        guard !creatorsMoved, creatorsSawStart.count == creators.count else { return }
        creatorsMoved = true
        for index in creators { move(index, square: 4) }
    }

    private func moveJoinersIfReady() {
        // NB: the joiners answer the creators' moves, so they move once each has seen them; some may have seen
        // them before this step began.
        guard !joinersMoved, joinersSawMove.count == joiners.count else { return }
        joinersMoved = true
        for index in joiners { move(index, square: 0) }
    }

    private func move(_ index: Int, square: Int) {
        let lastSeen = lastSeen[index] ?? 0
        pool[index].send { ClientText.writeMove(into: &$0, moveID: 1, lastSeen: lastSeen, square: square) }
    }

    private func resident() -> EventLoopFuture<Int> {
        pool.loop.scheduleTask(in: settle) { self.target.residentKiB() ?? 0 }.futureResult
    }
}
