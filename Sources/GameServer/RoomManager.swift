import GameCatalog
import GameCore
public import Logging
import NIOCore
public import Persistence
public import ServerCore
public import WireProtocol

/// The one owner of every room and every connection's place: handles each message in turn, commits a room's
/// records to the store before sending anything about them, and delivers per-connection messages.
public actor RoomManager {
    private let store: any RoomStore
    /// Reads `history` answers, and rooms coming back, off the loop.
    private let storeReader: StoreReader
    private let policy: RoomPolicy
    private var random: any RandomNumberGenerator & Sendable
    let clock: @Sendable () -> Moment
    private let logger: Logger
    /// What `GET /metrics` reports.
    nonisolated let metrics = ServerMetrics()
    /// Whether the last commit to the store succeeded, for `GET /healthz`.
    private(set) var storeWrites = true
    /// The rooms created per client address in the last minute.
    private let roomCreations: AddressLimiter
    var rooms = RoomTable()
    private var roomOf: [ConnectionID: GameID] = [:]
    private(set) var sinks: [ConnectionID: ConnectionSink] = [:]
    private var nextConnection: UInt64 = 0

    /// The rooms event loop (`ServerLoops.rooms`): connection handlers on it call the manager synchronously.
    public nonisolated var unownedExecutor: UnownedSerialExecutor { ServerLoops.roomsExecutor }

    /// Each room's scheduled deadline (`Room.nextDeadline`), and when it is due.
    var deadlineTimers: [GameID: (due: Moment, task: Scheduled<Void>)] = [:]

    /// The rooms with a spectator-count announcement scheduled.
    private var spectatorAnnouncements: Set<GameID> = []
    /// Handled requests whose records await the next group commit, at most one per room, in order.
    private var pending: [PendingUpdate] = []
    /// Whether a task to commit the pending updates is queued on the actor.
    private var commitQueued = false
    /// The rooms (started ones) with nobody in them at the last pass of `unloadIdleRooms`, and since when.
    private var unattendedSince: [GameID: Moment] = [:]
    /// The rooms being read back from the store, with the `join` and `watch` messages waiting for them.
    private var loading: [GameID: [(message: ClientMessage, connection: ConnectionID)]] = [:]
    /// No room in memory is stale before this time (milliseconds since 1970): a create reaps stale rooms only once
    /// it has passed, and each pass of `reapStaleRooms` sets it again from the rooms it keeps.
    ///
    /// NB: a create used to look through every room in memory for stale ones, so its cost grew with the rooms in memory
    /// (decision 55).
    private var staleCheckDue: Int64 = .max

    /// The most rooms committed together.
    private static let largestGroup = 32

    /// A room's update that is handled but not yet committed: the room as it will be once its records are.
    private struct PendingUpdate {
        let id: GameID
        let firstSequence: Int
        let room: Room
        let update: RoomUpdate
        let connection: ConnectionID
        let type: ClientMessage.MessageType?
    }

    /// A manager over `store`, rebuilding the stored rooms that wait for players (every other room is read back when
    /// someone comes to it); `random` makes game IDs, seat secrets and seeds, `clock` tells the time; one client
    /// address may create `roomsPerAddressPerMinute` rooms a minute.
    public init(
        store: any RoomStore, policy: RoomPolicy, random: any RandomNumberGenerator & Sendable,
        clock: @escaping @Sendable () -> Moment, logger: Logger, roomsPerAddressPerMinute: Int = 10
    ) throws {
        roomCreations = AddressLimiter(limit: roomsPerAddressPerMinute)
        self.store = store
        self.storeReader = StoreReader(store: store, logger: logger)
        self.policy = policy
        self.random = random
        self.clock = clock
        self.logger = logger
        let now = clock()
        // NB: a room that started or closed may leave memory once nobody is in it, and after a restart nobody is: it
        // is read back when someone joins or watches it, as after `unloadIdleRooms`. Reading every room here made the
        // start take as long as every record ever stored took to read and replay.
        for (id, records) in try store.waitingRooms() {
            do {
                let room = try Room(id: id, records: records, policy: policy, restoredAt: now)
                // NB: a closed room is only ever looked at again; it is read back if someone does.
                if !room.closed {
                    rooms[id] = room
                    if let due = room.staleFromMilliseconds, due < staleCheckDue { staleCheckDue = due }
                }
            } catch {
                logger.error("room \(id) does not rebuild from its \(records.count) records: \(error)")
            }
        }
        let restored = rooms.count
        logger.info("restored \(restored) rooms waiting for players; the others are read back when someone comes")
    }

    /// How many rooms are in memory (for tests and logs).
    public var roomCount: Int { rooms.count }

    /// How many connections are open.
    var connectionCount: Int { sinks.count }

    /// The room `id` as it stands, its pending update committed (for tests).
    public func room(_ id: GameID) -> Room? {
        commitPending()
        return rooms[id]
    }

    func connect(_ sink: ConnectionSink) -> ConnectionID {
        nextConnection += 1
        let id = ConnectionID(nextConnection)
        sinks[id] = sink
        return id
    }

    /// What `connection` is, for its message allowance: a player of a game where every seat acts at once (everyone
    /// clicking on a large board) may send the most, any other player (or a connection in no room) less, a
    /// spectator least.
    func sender(_ connection: ConnectionID) -> Sender {
        guard let id = roomOf[connection], let place = rooms.place(of: connection, in: id) else { return .player }
        guard place.seat != nil else { return .spectator }
        return place.kind.traits.turns == .everySeatAtOnce ? .cooperativePlayer : .player
    }

    /// The kinds of sender the rate limit tells apart.
    enum Sender {
        case cooperativePlayer, player, spectator
    }

    func disconnect(_ connection: ConnectionID) {
        if hasPending(connection) { commitPending() }
        if let id = roomOf[connection] { apply(.disconnected, in: id, from: connection, inReplyTo: nil) }
        // NB: a server that stops waits for its sessions' disconnects, so once the last one returns everything
        // handled is stored (a new server on the same file must not see records arrive after it loaded them).
        commitPending()
        roomOf[connection] = nil
        sinks[connection] = nil
    }

    /// Handles one message after the handshake.
    func receive(_ message: ClientMessage, from connection: ConnectionID) {
        // NB: where this connection is, and what it was sent last, must be settled before anything else it asks.
        if hasPending(connection) { commitPending() }
        let type = message.type
        switch message {
        case .hello, .ping:
            break
        case .createRoom(let setup, let name):
            guard notInRoom(connection, type) else { return }
            create(setup: setup, origin: .hosted, name: name, by: connection, inReplyTo: type)
        case .join(let gameID, let name, let secret, let takeOver):
            if let current = roomOf[connection], current != gameID {
                return send(.alreadyInRoom(current, inReplyTo: type), to: connection)
            }
            guard rooms[gameID] != nil else { return readBack(gameID, for: message, from: connection) }
            apply(.join(name: name, secret: secret, takeOver: takeOver), in: gameID, from: connection, inReplyTo: type)
        case .quickMatch(let kind, let name):
            guard notInRoom(connection, type) else { return }
            // NB: a pending join may have filled a room the lobby would pick.
            commitPending()
            if let id = Lobby.quickMatch(kind: kind, among: rooms.rooms) {
                apply(.join(name: name, secret: nil), in: id, from: connection, inReplyTo: type)
            } else {
                create(setup: kind.standardSetup, origin: .quickMatch, name: name, by: connection, inReplyTo: type)
            }
        case .watch(let gameID):
            if let current = roomOf[connection] {
                return send(.alreadyInRoom(current, inReplyTo: type), to: connection)
            }
            guard rooms[gameID] != nil else { return readBack(gameID, for: message, from: connection) }
            apply(.watch, in: gameID, from: connection, inReplyTo: type)
        case .move(let move, let clientMoveID, let lastSeen):
            inRoom(.move(move, clientMoveID: clientMoveID, lastSeenSequence: lastSeen), connection, type)
        case .offerRematch: inRoom(.offerRematch, connection, type)
        case .chooseNextRound(let choice): inRoom(.chooseNextRound(choice), connection, type)
        case .leave: inRoom(.leave, connection, type)
        case .abort: inRoom(.abort, connection, type)
        case .claimVictory: inRoom(.claimVictory, connection, type)
        case .requestSnapshot: inRoom(.requestSnapshot, connection, type)
        case .pointer(let point):
            if let id = roomOf[connection], hasPending(room: id) { commitPending() }
            guard let id = roomOf[connection], var room = rooms[id] else {
                return send(.notInRoom(inReplyTo: type), to: connection)
            }
            let update = room.point(at: point, from: connection)
            rooms[id] = room
            deliver(update)
        case .history(let gameIDs):
            history(of: gameIDs, for: connection)
        }
    }

    /// Deletes the rooms nobody joined that are older than the policy allows; whoever still waits in one (its
    /// creator, spectators) is told `roomClosed` with reason `expired` and is free to create or join another.
    public func reapStaleRooms() {
        commitPending()
        let now = clock()
        staleCheckDue = .max
        for (id, room) in rooms {
            guard room.isStale(at: now) else {
                mayBeStale(room)
                continue
            }
            do {
                try store.remove(id)
            } catch {
                logger.error("could not reap room \(id): \(error)")
                mayBeStale(room)
                continue
            }
            var closing = room
            let update = closing.close(.expired, at: now)
            rooms[id] = nil
            for connection in update.evicted where roomOf[connection] == id { roomOf[connection] = nil }
            deliver(update)
            logger.info("reaped stale room \(id), telling \(update.evicted.count) connections")
        }
    }

    /// Lets go from memory the rooms that started (or closed) and have had nobody in them for the policy's
    /// `unloadAfterMilliseconds` (a closed one at once); their records stay stored, and `join` or `watch` reads
    /// them back. Without this a server kept every game ever played in memory, and a quick match looked through
    /// all of them.
    public func unloadIdleRooms() {
        commitPending()
        let now = clock()
        var seen: [GameID: Moment] = [:]
        var unloaded = 0
        for (id, room) in rooms where room.mayUnload && room.isUnattended && !spectatorAnnouncements.contains(id) {
            let since = unattendedSince[id] ?? now
            if room.closed || now.milliseconds - since.milliseconds >= policy.unloadAfterMilliseconds {
                rooms[id] = nil
                unloaded += 1
            } else {
                seen[id] = since
            }
        }
        unattendedSince = seen
        if unloaded > 0 { logger.info("unloaded \(unloaded) idle rooms, \(rooms.count) stay in memory") }
    }

    /// Closes every connection with 1001 (going away) and `reason`, then waits until all of them are gone or
    /// `limit` passed.
    public func sayGoingAway(waitingAtMost limit: Duration, reason: String = "server shutting down") async {
        commitPending()
        let count = sinks.count
        logger.info("telling \(count) connections the server is going away")
        for sink in sinks.values { sink.close(.goingAway, reason) }
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        // NB: sleeping lets the actor run the sessions' `disconnect` calls, which empty `sinks`.
        while !sinks.isEmpty, clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
    }

    /// Commits what is pending and copies the whole write-ahead log into the database file, so that the file alone
    /// holds every record; for the end of a graceful shutdown, once every connection has left.
    public func settleStore() {
        commitPending()
        do {
            try store.settle()
        } catch {
            logger.error("could not checkpoint the database on the way out: \(error)")
        }
    }

    /// Answers `history` from the stored records of `gameIDs`, read off the loop; an unknown ID adds nothing.
    private func history(of gameIDs: [GameID], for connection: ConnectionID) {
        commitPending()
        guard let sink = sinks[connection] else { return }
        storeReader.answer(Set(gameIDs), to: sink)
    }

    /// Reads room `id` back from the store, off the loop, then handles `message` (a `join` or `watch` of it) as
    /// if the room had been in memory all along; a room the store does not have is unknown.
    private func readBack(_ id: GameID, for message: ClientMessage, from connection: ConnectionID) {
        if loading[id] != nil {
            loading[id]?.append((message, connection))
            return
        }
        loading[id] = [(message, connection)]
        storeReader.room(id, policy: policy, restoredAt: clock()) { result in
            Task { await self.readBack(id, finished: result) }
        }
    }

    /// Takes room `id` in, rebuilt from its records (`nil` when the store has none), and handles the messages that
    /// waited for it, in order.
    private func readBack(_ id: GameID, finished result: Result<Room?, any Error>) {
        let waiting = loading.removeValue(forKey: id) ?? []
        do {
            if rooms[id] == nil, let room = try result.get() {
                rooms[id] = room
                mayBeStale(room)
                logger.info("room \(id) read back from its \(room.sequence) records")
            }
        } catch {
            logger.error("could not read room \(id) back: \(error)")
            for (message, connection) in waiting { send(.internalError(inReplyTo: message.type), to: connection) }
            return
        }
        for (message, connection) in waiting where sinks[connection] != nil {
            if rooms[id] == nil {
                send(.unknownRoom(id, inReplyTo: message.type), to: connection)
            } else {
                receive(message, from: connection)
            }
        }
    }

    /// Brings `staleCheckDue` forward to when `room`, now in memory, may be stale.
    private func mayBeStale(_ room: Room) {
        if let due = room.staleFromMilliseconds, due < staleCheckDue { staleCheckDue = due }
    }

    /// Whether a new room may take `id`: no room in memory has it, none is being read back, none is stored.
    ///
    /// NB: rooms let go from memory are still stored; a new room with the same ID could not store its records.
    private func isFree(_ id: GameID) -> Bool {
        guard rooms[id] == nil, loading[id] == nil else { return false }
        do {
            return try store.records(of: id).isEmpty
        } catch {
            // NB: taken for free, the ID is checked again when the new room's first record is stored.
            logger.error("could not look up room \(id) in the store: \(error)")
            return true
        }
    }

    private func notInRoom(_ connection: ConnectionID, _ type: ClientMessage.MessageType) -> Bool {
        guard let current = roomOf[connection] else { return true }
        send(.alreadyInRoom(current, inReplyTo: type), to: connection)
        return false
    }

    private func inRoom(_ request: RoomRequest, _ connection: ConnectionID, _ type: ClientMessage.MessageType) {
        guard let id = roomOf[connection] else { return send(.notInRoom(inReplyTo: type), to: connection) }
        apply(request, in: id, from: connection, inReplyTo: type)
    }

    private func create(
        setup: GameSetup, origin: RoomOrigin, name: PlayerName, by connection: ConnectionID,
        inReplyTo type: ClientMessage.MessageType
    ) {
        if let address = sinks[connection]?.clientAddress, !roomCreations.admit(address) {
            logger.notice("refused a room to connection \(connection): \(address) created too many")
            return send(
                .tooManyRooms(limit: roomCreations.limit, seconds: roomCreations.windowSeconds, inReplyTo: type),
                to: connection)
        }
        if clock().milliseconds >= staleCheckDue {
            reapStaleRooms()
        } else {
            commitPending()
        }
        var id = GameID.random(using: &random)
        while !isFree(id) { id = GameID.random(using: &random) }
        let (room, update) = Room.create(
            id: id, setup: setup, origin: origin, name: name, by: connection, at: clock(), policy: policy,
            random: &random)
        do {
            try store.append(update.records, to: id, firstSequence: 1)
            storeWrites = true
        } catch {
            storeWrites = false
            logger.error("could not store new room \(id): \(error)")
            return send(.internalError(inReplyTo: type), to: connection)
        }
        rooms[id] = room
        mayBeStale(room)
        roomOf[connection] = id
        logger.info("room \(id) created by connection \(connection)")
        deliver(update)
    }

    /// Runs `request` through room `id`; its records are committed with those of other rooms handled meanwhile
    /// (a group commit), and only then is anyone told or moved.
    func apply(
        _ request: RoomRequest, in id: GameID, from connection: ConnectionID,
        inReplyTo type: ClientMessage.MessageType?
    ) {
        // NB: one pending update per room, so that a failed commit leaves every room as its committed records say.
        if hasPending(room: id) { commitPending() }
        guard var room = rooms.checkOut(id) else { return }
        let firstSequence = room.sequence + 1
        let update = room.handle(request, from: connection, at: clock(), random: &random)
        let handled = PendingUpdate(
            id: id, firstSequence: firstSequence, room: consume room, update: consume update, connection: connection,
            type: type)
        guard !handled.update.records.isEmpty else {
            // NB: a refused request is its update's only message, an error; an accepted one has records.
            for outbound in handled.update.messages {
                if case .error(let error) = outbound.message { metrics.reject(error) }
            }
            return settle([handled])
        }
        pending.append(consume handled)
        // NB: a group holds each room's old and new value and all their messages until it commits; unbounded, a
        // burst of a thousand rooms left the heap larger (parlor-bench memory), and larger groups save no measurable
        // CPU.
        if pending.count >= Self.largestGroup { return commitPending() }
        guard !commitQueued else { return }
        commitQueued = true
        // NB: the loop runs its queued work after the reads of the current turn, so the moves of every room that
        // arrived together share one transaction. A closure on the loop, not a `Task`: creating and running a task
        // cost more than the closure for every group, a lone move's group too.
        ServerLoops.rooms.execute { [self] in
            onRoomsLoop { manager in
                manager.commitQueued = false
                manager.commitPending()
            }
        }
    }

    /// Whether room `id` has a pending update.
    ///
    /// NB: a group holds at most `largestGroup` updates, one for a lone move, so looking through them costs less
    /// than keeping sets of their rooms and connections, which hashed a game ID into a set, and a connection into
    /// another, on every move.
    ///
    /// NB: by index, reading the fields in place: `contains(where:)` copies each update out of the array (its room, its
    /// game, its records and messages, a retain for every reference in them), on every move, for every room in the
    /// group.
    private func hasPending(room id: GameID) -> Bool {
        for index in pending.indices where pending[index].id == id { return true }
        return false
    }

    /// Whether a pending update moves `connection` into or out of a room.
    private func hasPending(_ connection: ConnectionID) -> Bool {
        for index in pending.indices
        where pending[index].connection == connection || pending[index].update.evicted.contains(connection) {
            return true
        }
        return false
    }

    /// Commits every pending update in one transaction, then settles them; when that fails, each room's alone.
    private func commitPending() {
        guard !pending.isEmpty else { return }
        let batch = pending
        pending = []
        do {
            let start = NIODeadline.now()
            // NB: by index, reading the fields in place: `map` copied each whole update (its room and messages).
            try store.append(
                batch.indices.map { index in
                    RoomAppend(
                        room: batch[index].id, firstSequence: batch[index].firstSequence,
                        records: batch[index].update.records)
                })
            metrics.committed(since: start)
            storeWrites = true
            return settle(batch)
        } catch {
            logger.error("could not store a group of \(batch.count) rooms' records, storing each alone: \(error)")
        }
        var stored: [PendingUpdate] = []
        for handled in batch {
            do {
                try store.append(handled.update.records, to: handled.id, firstSequence: handled.firstSequence)
                stored.append(handled)
                storeWrites = true
            } catch {
                storeWrites = false
                logger.error("could not store \(handled.update.records.count) records of room \(handled.id): \(error)")
                rooms.checkIn(handled.id, uncommitted: handled.room, records: handled.update.records)
                if let type = handled.type { send(.internalError(inReplyTo: type), to: handled.connection) }
            }
        }
        settle(stored)
    }

    /// Takes committed updates into the rooms, updates who is where, and sends their messages.
    ///
    /// NB: the updates are read by index, in place: a `for` loop over them copied each one (its room, game, records
    /// and messages, a retain for every reference in them) on every move.
    private func settle(_ updates: [PendingUpdate]) {
        var moves = 0
        for index in updates.indices {
            if updates[index].type == .move, !updates[index].update.records.isEmpty { moves += 1 }
            let id = updates[index].id
            let connection = updates[index].connection
            rooms[id] = updates[index].room
            if updates[index].room.viewer(of: connection) != nil {
                roomOf[connection] = id
            } else if roomOf[connection] == id {
                roomOf[connection] = nil
            }
            for evicted in updates[index].update.evicted where roomOf[evicted] == id { roomOf[evicted] = nil }
        }
        if moves > 0 { metrics.accepted(moves: moves) }
        let start = NIODeadline.now()
        deliver(updates.indices.map { updates[$0].update })
        metrics.delivered(since: start)
        for index in updates.indices {
            let id = updates[index].id
            if let due = updates[index].update.spectatorsDueAt { scheduleSpectatorAnnouncement(in: id, at: due) }
            // NB: the room as it was just taken in, read here rather than copied back out of the table.
            armDeadline(of: id, due: updates[index].room.nextDeadline)
        }
    }

    /// Announces room `id`'s spectator count at `due`, unless an announcement is already scheduled.
    private func scheduleSpectatorAnnouncement(in id: GameID, at due: Moment) {
        guard spectatorAnnouncements.insert(id).inserted else { return }
        let delay = max(0, due.milliseconds - clock().milliseconds)
        Task {
            try? await Task.sleep(for: .milliseconds(delay))
            self.announceSpectators(in: id)
        }
    }

    private func announceSpectators(in id: GameID) {
        spectatorAnnouncements.remove(id)
        if hasPending(room: id) { commitPending() }
        guard var room = rooms[id] else { return }
        let firstSequence = room.sequence + 1
        let update = room.announceSpectators(at: clock())
        guard !update.records.isEmpty else { return }
        do {
            try store.append(update.records, to: id, firstSequence: firstSequence)
            storeWrites = true
        } catch {
            storeWrites = false
            logger.error("could not store the spectator count of room \(id): \(error)")
            return
        }
        rooms[id] = room
        deliver(update)
    }

    private func send(_ error: ProtocolError, to connection: ConnectionID) {
        metrics.reject(error)
        if hasPending(connection) { commitPending() }
        sinks[connection]?.send(.error(error: error))
    }
}
