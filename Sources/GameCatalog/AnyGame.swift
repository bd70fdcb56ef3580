public import GameCore

/// The whole state of a game in any registered game: what the server keeps and stores, never what it sends.
///
/// Every change goes through `apply(_:by:at:)`, which hands the move to that game's own rules; what a client
/// may see comes from `view(for:)`, and what a move changed from `update(since:for:)`. The state is `Codable`
/// for storage: the kind beside the game's own fields (a state may hold secrets such as a seed or hidden cards, so
/// it is never sent).
public struct AnyGame: Hashable, Sendable, Codable {
    /// The game's own state.
    public private(set) var state: any CatalogGame

    /// `state`, as any game.
    public init(_ state: some CatalogGame) {
        self.state = state
    }

    /// The opening position of round `round` (counted from 1) of `setup`.
    ///
    /// `seed` is the round's randomness (where the mines go, how the cards are dealt); the server draws it and
    /// stores it, so the round replays exactly. A game without randomness ignores it.
    public init(setup: GameSetup, round: Int, seed: UInt64) {
        self.init(setup: setup, round: round, seed: RoundSeed(seed), commitment: nil)
    }

    /// The opening position of round `round` of `setup` from a seed of up to 128 bits, with the room's
    /// `commitment` to it for a game that shows one (`CatalogGame.commitsToRoundSeed`).
    public init(setup: GameSetup, round: Int, seed: RoundSeed, commitment: SeedCommitment?) {
        state = setup.kind.game.newRound(of: setup, round: round, seed: seed, commitment: commitment)
    }

    /// Whether `seat` may make `choice` now that this round is over: the choice is this game's and its rules allow
    /// the seat to make it.
    public func allows(_ choice: AnyRoundChoice, by seat: Seat) -> Bool {
        choice.kind == kind && state.allowsAny(choice, by: seat)
    }

    /// The next round, `round` of a room of `setup`, after this one as `choice` makes it, with the round's `seed`.
    public func nextRound(choosing choice: AnyRoundChoice, setup: GameSetup, round: Int, seed: UInt64) -> AnyGame {
        nextRound(choosing: choice, setup: setup, round: round, seed: RoundSeed(seed), commitment: nil)
    }

    /// The next round as `nextRound(choosing:setup:round:seed:)` makes it, from a seed of up to 128 bits and the
    /// room's `commitment` to it.
    public func nextRound(
        choosing choice: AnyRoundChoice, setup: GameSetup, round: Int, seed: RoundSeed, commitment: SeedCommitment?
    ) -> AnyGame {
        var next = self
        next.state = state.nextRoundAny(
            choosing: choice, setup: setup, round: round, seed: seed, commitment: commitment)
        return next
    }

    /// The state, if this is a game of `game`.
    public func state<Game: CatalogGame>(of game: Game.Type) -> Game? {
        state as? Game
    }

    /// Which game this is.
    public var kind: GameKind { GameKind(type(of: state)) }

    /// How many seats play.
    public var seatCount: Int { state.seatCount }

    /// Every seat of this game, in order.
    public var seats: [Seat] { (0..<seatCount).map(Seat.init) }

    /// The seats that may act now: one in a turn-based game, several in a simultaneous one, none once it is over.
    public var seatsToAct: [Seat] { state.seatsToAct }

    /// How the round ended, or `nil` while it is being played.
    public var outcome: Outcome? { state.outcome }

    /// Whether the round has ended.
    public var isOver: Bool { outcome != nil }

    /// How many moves have been accepted this round (the server allows an abort before the second).
    public var movesPlayed: Int { state.movesPlayed }

    /// Applies `move` by `seat` at `time` with the game's own rules, or throws why not and changes nothing; a move
    /// of another game is refused as `wrongGame`.
    public mutating func apply(_ move: AnyMove, by seat: Seat, at time: GameTime) throws(AnyViolation) {
        try state.applyAny(move, by: seat, at: time)
    }

    /// What `viewer` may see: the game's own view, with everything hidden from that viewer removed.
    public func view(for viewer: Viewer) -> AnyView { state.anyView(for: viewer) }

    /// What `viewer` needs to bring its view of `before` up to date with this game, one or more accepted moves
    /// later: the whole view for a game whose views are small (its update is its view), only what changed for
    /// one that sends changes (a move that uncovers hundreds of cells is one compact change). Before and after must
    /// be the same round; for anything else the whole view is sent.
    public func update(since before: AnyGame, for viewer: Viewer) -> ViewUpdate {
        state.anyUpdate(since: before, for: viewer)
    }

    /// The move `seat` just made as `viewer` may learn it, or `nil` when it is secret from them (a card passed
    /// face down, a hidden vote).
    public func disclosed(_ move: AnyMove, by seat: Seat, to viewer: Viewer) -> AnyMove? {
        state.anyDisclosed(move, by: seat, to: viewer)
    }

    /// The game's next deadline, its move as any move, or `nil` when it waits for its seats.
    public var deadline: Deadline<AnyMove>? { state.anyDeadline }

    /// The move to apply for `seat` once it has been away past the grace period, or `nil` when the game waits.
    public func moveForAbsence(of seat: Seat) -> AnyMove? { state.anyMoveForAbsence(of: seat) }

    /// Games are equal when they are the same game's and equal.
    public static func == (lhs: AnyGame, rhs: AnyGame) -> Bool {
        lhs.kind == rhs.kind && lhs.state.isErasedEqual(to: rhs.state)
    }

    /// Hashes the kind and the state.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        state.hash(into: &hasher)
    }

    /// Decodes the kind, then that game's state; a game decodes only if its rules accept it.
    public init(from decoder: any Decoder) throws {
        state = try decoder.decodeGameKind().game.decodeState(from: decoder)
    }

    /// Encodes the kind and the state side by side.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeGameKind(kind)
        try state.encode(to: encoder)
    }
}
