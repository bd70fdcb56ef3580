public import GameCore

/// What a seat or a spectator sees of a round of Snap: every seat's counts and open top, whose turn it is and
/// from when, the turn number a call names, whether the window is decided, and what the last move made public.
///
/// No view holds a face-down card (nobody, the owner included, may see one), and none holds the seed until the
/// round is over; then it does, so anyone can deal the round again (`Snap.deal(seed:seats:starter:)`) and check
/// the shuffle. Every viewer sees the same. Clients keep it current with `apply(_:)` and each `SnapChange`.
///
/// Online, every view also carries the room's commitment to the seed, published at the deal: once the seed shows,
/// anyone can check that it is the seed the room committed to (docs/protocol.md says how).
///
/// Wire shape: `{"options": {…}, "starter": 0, "piles": [{"closed": 12, "open": 1, "top": "7D"}, …],
/// "active": 1, "activeFrom": 1500, "turn": 1, "calledBy": 2, "moves": 1, "lastEvent": {…}, "seed": {…},
/// "commitment": "9f86…"}`; `active`, `calledBy`, `lastEvent`, `seed` and `commitment` are left out while absent.
public struct SnapView: GameView {
    /// What changed, one move at a time.
    public typealias Update = SnapChange

    /// The seats, cooldown and turn timer.
    public let options: SnapOptions
    /// The seat dealt to first.
    public let starter: Seat
    /// Each seat's counts and open top, by seat.
    public private(set) var piles: [SnapPileView]
    /// The seat that turns next; `nil` once the round is over.
    public private(set) var active: Seat?
    /// When the active seat may turn: the end of the cooldown.
    public private(set) var activeFrom: GameTime
    /// How many cards have been turned: the number a snap call names.
    public private(set) var turn: Int
    /// The seat whose call decided the current turn's window; `nil` while a call may still count.
    public private(set) var calledBy: Seat?
    /// How many moves the round has had.
    public private(set) var moves: Int
    /// What the last move made public, for a line such as "Snap! Ann takes 9 cards"; `nil` before any.
    public private(set) var lastEvent: SnapEvent?
    /// The seed the round was dealt from, once it is over (`nil` before, and for a table laid by hand).
    public private(set) var seed: SnapSeed?
    /// The room's commitment to the seed, from the deal on (`nil` at one keyboard and for a table laid by hand).
    public let commitment: SeedCommitment?

    init(
        options: SnapOptions, starter: Seat, piles: [SnapPileView], active: Seat?, activeFrom: GameTime, turn: Int,
        calledBy: Seat?, moves: Int, lastEvent: SnapEvent?, seed: SnapSeed?, commitment: SeedCommitment?
    ) {
        self.commitment = commitment
        self.options = options
        self.starter = starter
        self.piles = piles
        self.active = active
        self.activeFrom = activeFrom
        self.turn = turn
        self.calledBy = calledBy
        self.moves = moves
        self.lastEvent = lastEvent
        self.seed = seed
    }

    /// The seat holding all 52 cards, once one does.
    public var winner: Seat? {
        piles.firstIndex { $0.count == Card.deck.count }.map(Seat.init)
    }

    /// Whether the round is over.
    public var isOver: Bool { winner != nil }

    /// Won by the seat holding every card.
    public var outcome: Outcome? { winner.map { .won(by: [$0]) } }

    /// Every seat still holding cards, until the round is over.
    public var seatsToAct: [Seat] {
        isOver ? [] : piles.indices.filter { !piles[$0].isOut }.map(Seat.init)
    }

    /// How many moves the round has had.
    public var moveCount: Int? { moves }

    /// When the active seat's card is turned for it; `nil` once the round is over.
    public var turnTimerEnds: GameTime? {
        active.map { _ in GameTime(milliseconds: activeFrom.milliseconds + options.turnTimerMilliseconds) }
    }

    /// The seats whose open tops match another's, in seat order.
    public var matchingSeats: [Seat] {
        let ranks = piles.compactMap(\.top?.rank)
        return piles.indices.filter { index in
            piles[index].top.map { top in ranks.count { $0 == top.rank } > 1 } ?? false
        }.map(Seat.init)
    }

    /// Folds in what a move changed: its event replayed on the counts (or, for a change spanning several moves,
    /// the piles it carries), then the turn, the window, the active seat and, at the end, the seed.
    public mutating func apply(_ change: SnapChange) {
        if let piles = change.piles, piles.count == self.piles.count {
            self.piles = piles
        } else {
            replay(change.event)
        }
        active = change.active
        activeFrom = change.activeFrom
        turn = change.turn
        calledBy = change.calledBy
        moves = change.moves
        lastEvent = change.event
        if let seed = change.seed { self.seed = seed }
    }

    /// What `event` did to the counts and tops, as the rules do it to the cards. A seat off the table is ignored,
    /// so a change never breaks the view.
    private mutating func replay(_ event: SnapEvent) {
        guard event.seat.index >= 0 && event.seat.index < piles.count else { return }
        let seat = event.seat.index
        switch event {
        case .turned(let card, _, _):
            if piles[seat].closed == 0 { piles[seat].flip() }
            piles[seat].closed -= 1
            piles[seat].open += 1
            piles[seat].top = card
        case .snapped(_, let owners, _):
            for owner in owners where piles.indices.contains(owner.index) {
                piles[seat].closed += piles[owner.index].open
                piles[owner.index].open = 0
                piles[owner.index].top = nil
            }
        case .missed(_, let paid):
            for receiver in paid where piles.indices.contains(receiver.index) {
                if piles[seat].closed == 0 { piles[seat].flip() }
                piles[seat].closed -= 1
                piles[receiver.index].closed += 1
            }
        case .dealtOut(_, let among):
            let cards = piles[seat].count
            piles[seat] = SnapPileView(closed: 0, open: 0, top: nil)
            let receivers = among.filter { piles.indices.contains($0.index) }
            guard !receivers.isEmpty else { return }
            for position in 0..<cards { piles[receivers[position % receivers.count].index].closed += 1 }
        }
    }
}
