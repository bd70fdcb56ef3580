public import GameCatalog
public import GameCore
public import WireProtocol

/// One room as a pure value: its persisted facts folded into state, plus who is connected now.
///
/// `Room(id:records:policy:restoredAt:)` rebuilds a room from its records; `handle(_:from:at:random:)` turns a
/// request into the records to commit and the messages to send, and changes the value as the records say. The
/// caller keeps the old value if the commit fails. Which connection holds which seat is ephemeral: after a
/// restart every seat counts as away since the restart.
public struct Room: Hashable, Sendable {
    /// The room's public game ID.
    public let id: GameID
    /// The timings this room enforces.
    public var policy: RoomPolicy
    /// When it was created.
    public internal(set) var createdAt: Moment
    /// The seats, `nil` where nobody sits yet.
    public internal(set) var seats: [TakenSeat?]
    /// The current round's game.
    public internal(set) var game: AnyGame
    /// The current round, from 1.
    public internal(set) var round: Int
    /// The running score.
    public internal(set) var score: RoomScore
    /// The seats ready for a rematch.
    public internal(set) var rematchReady: Set<Seat>
    /// How many records the room has: the sequence number of its latest event.
    public internal(set) var sequence: Int
    /// The sequence number of the latest event that changed the game; a move chosen before it is stale.
    public internal(set) var gameChangedAt: Int
    /// The sequence number of the current round's `roundStarted`; in a co-operative game only a move chosen
    /// before it is stale.
    public internal(set) var roundStartedSequence: Int
    /// Each seat's committed moves by client move ID, so resends are recognised.
    public var acknowledged: [Seat: [ClientMoveID: Acknowledgement]] {
        var bySeat: [Seat: [ClientMoveID: Acknowledgement]] = [:]
        for (key, acknowledgement) in acknowledgements { bySeat[key.seat, default: [:]][key.id] = acknowledgement }
        return bySeat
    }
    /// The committed moves by seat and client move ID.
    ///
    /// NB: one dictionary, not one per seat inside one for the room: a live game kept three tables where one does.
    var acknowledgements: [MoveKey: Acknowledgement]
    /// When the current round started.
    public internal(set) var roundStartedAt: Moment
    /// The seats nobody holds now, and since when.
    public internal(set) var away: [Seat: Absence]
    /// Which connection holds which seat now (not persisted); spectators are in `spectators`.
    public internal(set) var players: [ConnectionID: Seat]
    /// Where each seat's player last pointed (not persisted, not numbered), so a newcomer sees the cursors and a
    /// player who goes has its cursor taken away.
    public internal(set) var pointers: [Seat: BoardPoint]
    /// The connections that watch now, in ascending order (not persisted).
    ///
    /// NB: kept in order as they come and go, so that a message for every spectator lists them as they are, at
    /// no cost per message: sorting every connection for each move cost more with every spectator.
    public internal(set) var spectators: [ConnectionID]
    /// The spectator count the latest `spectatorsChanged` record announced.
    public internal(set) var announcedSpectators: Int
    // NB: the fields of fewer than eight bytes come last, together, so that they share words: in declaration
    // order they left padding after each one, and the room grew by it.
    /// What the room plays.
    public internal(set) var setup: GameSetup
    /// Whether a host or a quick match opened it.
    public internal(set) var origin: RoomOrigin
    /// Whether round 1 has started (enough seats were taken).
    public internal(set) var started: Bool
    /// Whether the room is closed.
    public internal(set) var closed: Bool
    /// How the current round ended, if it has.
    public internal(set) var result: RoundResult?
    /// When this server last announced the spectator count (not persisted: a restarted room announces at once).
    public internal(set) var spectatorsAnnouncedAt: Moment?

    /// The room made of `records`, in order, with nobody connected and every held seat away since `restoredAt`.
    ///
    /// Throws when the records do not describe a room (the first is not `created`, or a move the rules refuse).
    public init(id: GameID, records: [RoomRecord], policy: RoomPolicy = RoomPolicy(), restoredAt: Moment) throws {
        guard case .created(let setup, let at, let origin)? = records.first else {
            throw RoomRecordError.notCreatedFirst
        }
        self.id = id
        self.policy = policy
        self.setup = setup
        self.createdAt = at
        self.origin = origin
        self.seats = Array(repeating: nil, count: setup.seatCount)
        self.game = AnyGame(setup: setup, round: 1, seed: 0)
        self.round = 1
        self.started = false
        self.result = nil
        self.closed = false
        self.score = RoomScore(seatCount: setup.seatCount)
        self.rematchReady = []
        self.sequence = 1
        self.gameChangedAt = 1
        self.roundStartedSequence = 1
        self.acknowledgements = [:]
        self.roundStartedAt = at
        self.away = [:]
        self.players = [:]
        self.pointers = [:]
        self.spectators = []
        self.announcedSpectators = 0
        self.spectatorsAnnouncedAt = nil
        for record in records.dropFirst() { try fold(record) }
        for (index, seat) in seats.enumerated() where seat != nil && away[Seat(index)] == nil {
            away[Seat(index)] = Absence(since: restoredAt, left: false)
        }
        // NB: a restored room has no spectators, and everyone who comes back gets a snapshot counting those there
        // are; keeping the count the records last announced would make the first spectator's arrival look like no
        // change, and the players would never hear of it.
        announcedSpectators = 0
    }

    /// Round `round` begins with `game`, at `at`; the score is kept.
    private mutating func begin(_ round: Int, game: AnyGame, at: Moment) {
        self.round = round
        self.game = game
        started = true
        result = nil
        rematchReady = []
        roundStartedAt = at
        gameChangedAt = sequence
        roundStartedSequence = sequence
    }

    /// Applies one record to the state and counts it in the sequence; for a `moved` record, `applied` is the game
    /// with its move already applied, when the caller has it.
    mutating func fold(_ record: RoomRecord, applied: AnyGame? = nil) throws {
        sequence += 1
        switch record {
        case .created: throw RoomRecordError.createdTwice
        case .seatTaken(let seat, let name, let hash, _):
            guard seats.indices.contains(seat.index) else { throw RoomRecordError.noSuchSeat(seat) }
            seats[seat.index] = TakenSeat(name: name, secretHash: hash)
            away[seat] = nil
        case .roundStarted(let round, _, let seed, let at):
            begin(round, game: Self.opening(of: setup, round: round, seed: seed, room: id), at: at)
        case .roundChosen(let round, _, let seed, let choice, let at):
            let next = game.nextRound(
                choosing: choice, setup: setup, round: round, seed: seed,
                commitment: Self.commitment(of: setup, round: round, seed: seed, room: id))
            begin(round, game: next, at: at)
        case .moved(let seat, let move, let clientMoveID, let at):
            try foldMove(move, by: seat, at: at, applied: applied)
            acknowledgements[MoveKey(seat: seat, id: clientMoveID)] = Acknowledgement(move: move, sequence: sequence)
            gameChangedAt = sequence
        case .timedMove(let seat, let move, let at):
            try foldMove(move, by: seat, at: at, applied: applied)
            gameChangedAt = sequence
        case .roundEnded(_, let outcome):
            result = .finished(outcome: outcome)
            score.record(outcome)
            gameChangedAt = sequence
        case .victoryClaimed(_, let seat, let outcome):
            result = .victoryClaimed(seat: seat, outcome: outcome)
            score.record(outcome)
            gameChangedAt = sequence
        case .aborted(_, let seat):
            result = .aborted(seat: seat)
            gameChangedAt = sequence
        case .rematchRequested(let seat):
            rematchReady.insert(seat)
        case .playerDisconnected(let seat, let at):
            away[seat] = Absence(since: at, left: false)
        case .playerReconnected(let seat):
            away[seat] = nil
        case .playerLeft(let seat, let at):
            away[seat] = Absence(since: at, left: true)
        case .spectatorsChanged(let count):
            announcedSpectators = count
        case .roomClosed:
            closed = true
            gameChangedAt = sequence
        }
    }

    /// Takes in a stored move of `seat` at `at`: `applied` when the caller already applied it, else replayed.
    private mutating func foldMove(_ move: AnyMove, by seat: Seat, at: Moment, applied: AnyGame?) throws {
        if let applied {
            game = applied
            return
        }
        do {
            try game.apply(move, by: seat, at: GameTime(milliseconds: at.milliseconds - roundStartedAt.milliseconds))
        } catch {
            throw RoomRecordError.refusedMove(error)
        }
    }

    /// Round `round` of room `id`, set up with `setup`, as `seed` deals it, with the room's commitment to the seed
    /// for a game that shows one.
    static func opening(of setup: GameSetup, round: Int, seed: RoundSeed, room id: GameID) -> AnyGame {
        AnyGame(
            setup: setup, round: round, seed: seed,
            commitment: commitment(of: setup, round: round, seed: seed, room: id))
    }

    /// The room's commitment to `seed` for a game that commits to its seeds; `nil` for any other.
    static func commitment(of setup: GameSetup, round: Int, seed: RoundSeed, room id: GameID) -> SeedCommitment? {
        setup.kind.game.commitsToRoundSeed ? SeedCommitment(to: seed, round: round, room: id) : nil
    }

    /// A new round's seed from `random`: as wide as the game draws.
    func drawSeed(using random: inout some RandomNumberGenerator) -> RoundSeed {
        RoundSeed.drawn(wide: setup.kind.game.commitsToRoundSeed, using: &random)
    }

    /// Where the room is in its life.
    public var phase: RoomPhase {
        if closed { return .closed }
        if !started { return .waitingForPlayers }
        return result == nil ? .playing : .roundOver
    }

    /// Whether every seat is taken.
    public var isFull: Bool { seats.allSatisfy { $0 != nil } }

    /// How many seats are taken.
    public var seatedCount: Int { seats.count { $0 != nil } }

    /// The taken seats, in order.
    public var takenSeats: [Seat] { seats.indices.filter { seats[$0] != nil }.map(Seat.init) }

    /// Whether a newcomer could play here at once: a seat free, not closed, and a player waiting in it (quick match
    /// also needs the room to be one a quick match opened: see `Lobby`).
    public var isOpen: Bool {
        !isFull && !closed && !players.isEmpty
    }

    /// Whether the room never started a round and is older than the policy allows, whoever still waits in it.
    ///
    /// NB: a co-operative room starts at once and may keep free seats for ever; it is never stale.
    public func isStale(at now: Moment) -> Bool {
        !started && now.milliseconds - createdAt.milliseconds >= policy.staleAfterMilliseconds
    }

    /// The time (milliseconds since 1970) from which the room may be stale, no later than `isStale` first holds;
    /// `nil` once a round started, as a room that started is never stale.
    public var staleFromMilliseconds: Int64? {
        guard !started else { return nil }
        let (sum, overflow) = createdAt.milliseconds.addingReportingOverflow(policy.staleAfterMilliseconds)
        guard overflow else { return sum }
        return policy.staleAfterMilliseconds > 0 ? .max : .min
    }

    /// How many connections watch now.
    public var spectatorCount: Int { spectators.count }

    /// Whether nobody is here: no seat's player connected, nobody watching.
    public var isUnattended: Bool { players.isEmpty && spectators.isEmpty }

    /// Whether the server may let the room go from memory once nobody has been in it for
    /// `policy.unloadAfterMilliseconds`: a room that started (or closed) is rebuilt from its records when someone
    /// comes back. A room that never started stays until it is joined or reaped as stale.
    public var mayUnload: Bool { started || closed }

    /// The seat `connection` holds here, if any.
    public func seat(of connection: ConnectionID) -> Seat? {
        players[connection]
    }

    /// What `connection` is here: a seat's player, a spectator, or `nil` when it is not in the room.
    public func viewer(of connection: ConnectionID) -> Viewer? {
        if let seat = players[connection] { return .seat(seat) }
        return spectatorPlace(of: connection).found ? .spectator : nil
    }

    /// Where `connection` is, or would go, in `spectators`.
    func spectatorPlace(of connection: ConnectionID) -> (index: Int, found: Bool) {
        // NB: connections get ascending IDs, so a newcomer usually goes last.
        if let last = spectators.last, last < connection { return (spectators.count, false) }
        var low = 0
        var high = spectators.count
        while low < high {
            let middle = (low + high) / 2
            if spectators[middle] < connection { low = middle + 1 } else { high = middle }
        }
        return (low, low < spectators.count && spectators[low] == connection)
    }
}
