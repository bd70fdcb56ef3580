/// The rules of one game, as a pure value: the whole state of a game in progress.
///
/// `apply(_:by:at:)` is the only way a game's state changes. Local play calls it directly, the server calls it
/// before it accepts a move, and clients and spectators call it on the moves the server confirms; replaying a
/// stored list of moves through it rebuilds any game. It never reads a clock, a random source or anything
/// outside the value: time comes in as an argument and randomness from a seed held in the state.
///
/// The shape serves turn-based games with one seat to act (a board game of two), games where every seat acts at
/// once (a co-operative puzzle, a race), and games with secrets (a card game's hands): `seatsToAct` may hold any number
/// of seats, and `view(for:)` hides what a viewer must not see.
public protocol Game: Hashable, Sendable, Codable {
    /// Something a seat does, such as marking a square. Named for what happens, and sent by clients as an intent.
    associatedtype Move: Hashable, Sendable, Codable
    /// Why a move was refused; the state is unchanged after a refusal.
    associatedtype Violation: Error, Hashable, Sendable
    /// What one viewer may see of the state: the state itself when nothing is hidden.
    associatedtype View: GameView

    /// How many seats this game can be played with.
    static var seatRange: ClosedRange<Int> { get }

    /// How a room plays this game: who acts, who may join, what starts a new round, how results count.
    static var traits: GameTraits { get }

    /// How many seats this game has.
    var seatCount: Int { get }

    /// The seats that may act now, in seat order: one in a turn-based game, all in a simultaneous one, none once
    /// the game is over.
    var seatsToAct: [Seat] { get }

    /// How the game ended, or `nil` while it is still being played.
    var outcome: Outcome? { get }

    /// Applies `move` by `seat` at `time`, or throws why it is not allowed and leaves the state as it was.
    mutating func apply(_ move: Move, by seat: Seat, at time: GameTime) throws(Violation)

    /// What `viewer` may see.
    func view(for viewer: Viewer) -> View

    /// What changed for `viewer` between `before` and this state, such that applying it to
    /// `before.view(for: viewer)` gives `view(for: viewer)`.
    func update(since before: Self, for viewer: Viewer) -> View.Update

    /// The next moment this game needs the clock and what happens then, or `nil` when it waits for the seats
    /// alone (the default). Asked again after every change.
    var deadline: Deadline<Move>? { get }

    /// The move to apply for `seat` once it has been away past the room's grace period (a card game deals it
    /// out of the round), or `nil` when the game waits for it (the default). Asked only while a round is played.
    func moveForAbsence(of seat: Seat) -> Move?
}

extension Game where View.Update == View {
    /// The whole new view: a game whose update is its view sends that view after every move.
    public func update(since before: Self, for viewer: Viewer) -> View {
        view(for: viewer)
    }
}

extension Game {
    /// No deadline: the game waits for its seats.
    public var deadline: Deadline<Move>? { nil }

    /// Nothing happens for a seat that is away: the game waits for it.
    public func moveForAbsence(of seat: Seat) -> Move? { nil }

    /// Applies `move` by `seat` in a game that does not depend on time.
    public mutating func apply(_ move: Move, by seat: Seat) throws(Violation) {
        try apply(move, by: seat, at: .start)
    }

    /// Whether the game has ended.
    public var isOver: Bool { outcome != nil }

    /// Every seat of this game, in order.
    public var seats: [Seat] { (0..<seatCount).map(Seat.init) }
}
