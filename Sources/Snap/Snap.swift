public import GameCore

/// A round of Snap, the card game for 2 to 4 players: the whole table, face-down cards and seed included, so it
/// belongs to whoever runs the game (the server, or the local loop); viewers get `view(for:)` and
/// `update(since:for:)`, which hold no face-down card, and the seed only once the round is over (the room's
/// commitment to it from the deal, so anyone can check the deal afterwards: docs/protocol.md).
///
/// The rules:
/// - The 52 cards are shuffled from the round's seed and dealt face down, round-robin from the starting seat, so
///   the seats' counts differ by at most one (`deal(seed:seats:starter:)`). Each seat keeps a closed pile, face
///   down, and an open pile, face up; seats go clockwise in seat order (seat 1 after seat 0, seat 0 after the
///   last).
/// - Only the active seat turns its closed pile's top card onto its open pile (`turn`), once per activation. The
///   next seat is chosen then: clockwise from the turner, the first seat with closed cards, or with no closed
///   cards but more than one open card (that seat first turns its open pile over to become its closed pile, as a
///   real pile turns over, when it turns). It becomes active once the cooldown (an option) has passed: it may turn
///   from `activeFrom`. Should the seat chosen be unable to turn by then (it lost its cards meanwhile), the next
///   one that can is active instead.
/// - A seat with no cards is out for the rest of the round; a seat holding all 52 wins it, and the round ends
///   exactly then.
/// - A match is two or more open tops of the same rank. Any seat in the round may call snap, naming the turn
///   number it saw (`snap(turn:)`). The first call after a card is turned decides that turn's window; every later
///   call in it is too late and costs nothing (refused, `Violation.tooLate`). A call is judged against the table
///   as the rules hold it when they take the call:
///   - a match: the caller takes every matching open pile, clockwise from itself, face down to the bottom of its
///     closed pile;
///   - no match, where the turn the caller names had one that is gone now (a newer card covered it, or its seat
///     was dealt out): too late, not wrong;
///   - no match otherwise: the caller pays one card from the top of its closed pile (turning its open pile over
///     first whenever the closed pile is empty) to the bottom of each other seat's closed pile that still holds
///     cards, clockwise from its left; a caller who runs out pays what it has and is out.
/// - An active seat that does not turn within the turn timer (an option, counted from `activeFrom`) is turned for
///   (`timedTurn`, the game's deadline, equal in effect to its own turn). A seat away past the room's grace period
///   is dealt out (`dealtOut`, the move for an absent seat): its cards, its closed pile then its open pile turned
///   over, go one at a time round-robin to the other seats still holding cards, clockwise from its left, to the
///   bottom of their closed piles; it is out for the rest of the round.
///
/// The rules never read a clock nor draw randomness of their own: time comes in as `at:`, the deal from `seed`.
public struct Snap: Game {
    /// The seats, cooldown and turn timer.
    public let options: SnapOptions
    /// The seed the cards were dealt from; `nil` for a table laid by hand. Never in a view before the round ends.
    public let seed: SnapSeed?
    /// The room's commitment to `seed`, shown in every view from the deal; `nil` where nobody committed (a table at
    /// one keyboard, or laid by hand). Computed by the server, never by the rules.
    public let commitment: SeedCommitment?
    /// The seat dealt to first, and the first to turn.
    public let starter: Seat
    /// Each seat's cards, by seat.
    public internal(set) var piles: [SnapPiles]
    /// The seat that turns next; `nil` once the round is over.
    public internal(set) var active: Seat?
    /// When the active seat may turn: the end of the cooldown after the last card turned.
    public internal(set) var activeFrom: GameTime
    /// How many cards have been turned this round: the number a snap call names.
    public internal(set) var turn: Int
    /// The seat whose call decided the current turn's window; `nil` while it is open.
    public internal(set) var calledBy: Seat?
    /// The turns, in order, after which the table showed a match: a call naming one of them whose match is gone is
    /// too late rather than wrong.
    public internal(set) var matchedTurns: [Int]
    /// How many moves have been accepted.
    public internal(set) var movesPlayed: Int
    /// What the last accepted move made public; `nil` before any.
    public internal(set) var lastEvent: SnapEvent?

    /// A new round for `options`' seats, the cards shuffled from `seed` and dealt from `starter`, who turns first;
    /// `commitment` is the room's commitment to the seed, when a room made one.
    public init(options: SnapOptions, starter: Seat, seed: SnapSeed, commitment: SeedCommitment? = nil) {
        precondition((0..<options.seats).contains(starter.index), "the starter must be one of the seats")
        let hands = Self.deal(seed: seed, seats: options.seats, starter: starter)
        self.init(
            options: options, starter: starter, seed: seed, commitment: commitment,
            piles: hands.map { SnapPiles(closed: $0) })
    }

    /// A round on a table laid by hand, for tests and teaching: `piles` by seat must hold the 52 cards between
    /// them; `active` turns next, from `activeFrom`, and the table is at turn `turn`.
    public init(
        options: SnapOptions, piles: [SnapPiles], active: Seat, activeFrom: GameTime = .start, turn: Int = 0
    ) {
        precondition(piles.count == options.seats, "one pair of piles a seat")
        let cards = piles.flatMap { $0.closed + $0.open }
        precondition(cards.count == Card.deck.count && Set(cards).count == cards.count, "the piles hold the 52 cards")
        self.init(options: options, starter: active, seed: nil, commitment: nil, piles: piles)
        self.activeFrom = activeFrom
        self.turn = turn
        if tableHasMatch { matchedTurns = [turn] }
        settleActive(at: activeFrom)
    }

    private init(
        options: SnapOptions, starter: Seat, seed: SnapSeed?, commitment: SeedCommitment?, piles: [SnapPiles]
    ) {
        self.options = options
        self.seed = seed
        self.commitment = commitment
        self.starter = starter
        self.piles = piles
        self.active = starter
        self.activeFrom = .start
        self.turn = 0
        self.calledBy = nil
        self.matchedTurns = []
        self.movesPlayed = 0
        self.lastEvent = nil
    }

    /// Two to four players.
    public static let seatRange = 2...4

    // NB: every seat in the round may call snap at any moment, so the room takes moves from all at once and the
    // rules refuse what no longer fits (a turn out of order, a call too late).
    /// Every seat at once, each for itself: no one joins a round under way, a rematch starts the next round once
    /// every seat asks, every seat is needed to start, and the table keeps time (the cooldown, the turn timer).
    public static let traits = GameTraits(
        turns: .everySeatAtOnce, joinsMidRound: false, nextRound: .whenEverySeatAsks, scoring: .eachSeatForItself,
        playersToStart: seatRange.upperBound, keepsTime: true)

    /// How many seats play.
    public var seatCount: Int { options.seats }

    /// The seat holding all 52 cards, once one does.
    public var winner: Seat? {
        piles.firstIndex { $0.count == Card.deck.count }.map(Seat.init)
    }

    /// Every seat still holding cards, as any of them may call snap (and one may turn); none once the round is
    /// over.
    public var seatsToAct: [Seat] {
        winner == nil ? seats.filter { !piles[$0.index].isEmpty } : []
    }

    /// Won by the seat holding every card.
    public var outcome: Outcome? { winner.map { .won(by: [$0]) } }

    /// When the active seat's card is turned for it: the turn timer after `activeFrom`; `nil` once over.
    public var turnTimerEnds: GameTime? {
        active.map { _ in GameTime(milliseconds: activeFrom.milliseconds + options.turnTimerMilliseconds) }
    }

    /// The turn timer: the active seat's card is turned for it when it runs out.
    public var deadline: Deadline<Move>? {
        guard let active, let due = turnTimerEnds else { return nil }
        return Deadline(at: due, seat: active, move: .timedTurn)
    }

    /// A seat away too long is dealt out, unless it is out already or the round is over.
    public func moveForAbsence(of seat: Seat) -> Move? {
        guard winner == nil, piles.indices.contains(seat.index), !piles[seat.index].isEmpty else { return nil }
        return .dealtOut
    }

    /// Whether the open tops show two or more cards of one rank.
    public var tableHasMatch: Bool { !matchingSeats(from: Seat(0)).isEmpty }

    /// Applies `move` by `seat` at `time`, or throws why not and changes nothing.
    ///
    /// Checks in this order: a seat not at the table, a call in a window already decided (too late, even when the
    /// deciding call ended the round or took the caller's last cards: the race was lost, nothing joined late), a
    /// round that is over, a seat that is out, then the move's own rules.
    public mutating func apply(_ move: Move, by seat: Seat, at time: GameTime) throws(Violation) {
        guard piles.indices.contains(seat.index) else { throw .notASeat(seat, seatCount: seatCount) }
        if case .snap(let seen) = move, let calledBy, (0...turn).contains(seen) {
            throw .tooLate(turn: seen, calledBy: calledBy)
        }
        guard winner == nil, let active else { throw .roundOver }
        guard !piles[seat.index].isEmpty else { throw .out(seat) }
        switch move {
        case .turn:
            guard seat == active else { throw .notYourTurn(next: active) }
            guard time >= activeFrom else { throw .tooSoon(next: active, from: activeFrom) }
            turnCard(by: seat, at: time)
        case .timedTurn:
            guard seat == active else { throw .notYourTurn(next: active) }
            guard let due = turnTimerEnds, time >= due else { throw .notYet(due: turnTimerEnds ?? time) }
            turnCard(by: seat, at: time)
        case .snap(let seen):
            try callSnap(seeing: seen, by: seat)
        case .dealtOut:
            dealOut(seat)
        }
        settleActive(at: time)
        movesPlayed += 1
    }

    /// Every viewer, seated or not, sees the same table: no face-down card is anyone's to see, and the seed only
    /// once the round is over.
    public func view(for viewer: Viewer) -> SnapView {
        SnapView(
            options: options, starter: starter, piles: piles.map(\.summary), active: active, activeFrom: activeFrom,
            turn: turn, calledBy: calledBy, moves: movesPlayed, lastEvent: lastEvent,
            seed: winner == nil ? nil : seed, commitment: commitment)
    }

    /// What changed since `before`, an earlier state of this round: the last move's event and the table's new
    /// turn, window and active seat; across more than one move, the piles' counts and tops as well.
    ///
    /// Needs at least one accepted move in this round (with none, nothing could be described).
    public func update(since before: Snap, for viewer: Viewer) -> SnapChange {
        guard let lastEvent else { preconditionFailure("update(since:for:) needs an accepted move") }
        return SnapChange(
            event: lastEvent, active: active, activeFrom: activeFrom, turn: turn, calledBy: calledBy,
            moves: movesPlayed, seed: before.winner == nil && winner != nil ? seed : nil,
            piles: movesPlayed == before.movesPlayed + 1 ? nil : piles.map(\.summary))
    }

    // MARK: - Moves

    private mutating func turnCard(by seat: Seat, at time: GameTime) {
        // NB: the active seat can always turn (`settleActive` sees to it), so there is a card to take.
        guard let (card, flipped) = piles[seat.index].takeTop() else { preconditionFailure("the active seat can turn") }
        piles[seat.index].open.append(card)
        turn += 1
        calledBy = nil
        if tableHasMatch { matchedTurns.append(turn) }
        lastEvent = .turned(card: card, by: seat, flipped: flipped)
        active = nextToTurn(after: seat)
        activeFrom = GameTime(milliseconds: time.milliseconds + options.cooldownMilliseconds)
    }

    private mutating func callSnap(seeing seen: Int, by seat: Seat) throws(Violation) {
        guard (0...turn).contains(seen) else { throw .noSuchTurn(seen, current: turn) }
        if let calledBy { throw .tooLate(turn: seen, calledBy: calledBy) }
        let matching = matchingSeats(from: seat)
        if !matching.isEmpty {
            var cards = 0
            for owner in matching {
                let pile = piles[owner.index].open
                piles[owner.index].open = []
                piles[seat.index].closed += pile
                cards += pile.count
            }
            lastEvent = .snapped(by: seat, from: matching, cards: cards)
        } else {
            guard !matchedTurns.contains(seen) else { throw .tooLate(turn: seen, calledBy: nil) }
            var paid: [Seat] = []
            for receiver in othersInRound(from: seat) {
                guard let (card, _) = piles[seat.index].takeTop() else { break }
                piles[receiver.index].closed.append(card)
                paid.append(receiver)
            }
            lastEvent = .missed(by: seat, paid: paid)
        }
        calledBy = seat
    }

    private mutating func dealOut(_ seat: Seat) {
        let cards = piles[seat.index].closed + piles[seat.index].open
        let among = othersInRound(from: seat)
        piles[seat.index] = SnapPiles()
        for (position, card) in cards.enumerated() {
            piles[among[position % among.count].index].closed.append(card)
        }
        lastEvent = .dealtOut(seat: seat, among: among)
    }

    /// Ends the round when one seat holds every card, or else makes sure the active seat can turn: one that lost
    /// its cards meanwhile passes the turn clockwise, from the later of its moment and `time`.
    private mutating func settleActive(at time: GameTime) {
        guard winner == nil else {
            active = nil
            return
        }
        guard let current = active, !piles[current.index].canTurn else { return }
        active = nextToTurn(after: current)
        activeFrom = max(activeFrom, time)
    }

    // MARK: - The table

    /// The seats clockwise from `seat`'s left, `seat` itself last.
    private func clockwise(after seat: Seat) -> [Seat] {
        (1...seatCount).map { Seat((seat.index + $0) % seatCount) }
    }

    /// The first seat clockwise after `seat` (itself last) that can turn. One always can while the round is on:
    /// some seat holds more than one card.
    private func nextToTurn(after seat: Seat) -> Seat {
        clockwise(after: seat).first { piles[$0.index].canTurn } ?? seat
    }

    /// The other seats still holding cards, clockwise from `seat`'s left.
    private func othersInRound(from seat: Seat) -> [Seat] {
        clockwise(after: seat).filter { $0 != seat && !piles[$0.index].isEmpty }
    }

    /// The seats whose open top shares its rank with another open top, clockwise from `seat` (itself first).
    func matchingSeats(from seat: Seat) -> [Seat] {
        var counts: [Rank: Int] = [:]
        for pile in piles { if let top = pile.top { counts[top.rank, default: 0] += 1 } }
        let order = [seat] + clockwise(after: seat).dropLast()
        return order.filter { owner in piles[owner.index].top.map { counts[$0.rank, default: 0] > 1 } ?? false }
    }
}
