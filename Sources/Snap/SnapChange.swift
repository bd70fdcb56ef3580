public import GameCore

/// What one accepted move changed at the table, as everyone may learn it.
///
/// Only what the move made public is carried: its event (the card turned, who took how many piles, who paid
/// whom, who was dealt out), the turn number, who decided the window, the active seat and from when, the moves
/// played, and the seed only with the move that ended the round. The counts follow from the event. A change that
/// spans more than one move (a viewer that missed some) carries every seat's counts and top as well.
///
/// Wire shape: `{"event": {…}, "active": 2, "activeFrom": 3000, "turn": 7, "calledBy": 1, "moves": 9,
/// "seed": {…}, "piles": […]}`; `active`, `calledBy`, `seed` and `piles` are left out while absent.
public struct SnapChange: Hashable, Sendable, Codable {
    /// What the (last) move made public.
    public let event: SnapEvent
    /// The seat that turns next; `nil` once the round is over.
    public let active: Seat?
    /// When the active seat may turn.
    public let activeFrom: GameTime
    /// How many cards have been turned.
    public let turn: Int
    /// The seat whose call decided the current turn's window; `nil` while it is open.
    public let calledBy: Seat?
    /// How many moves the round has had.
    public let moves: Int
    /// The seed, when this move ended the round; `nil` otherwise.
    public let seed: SnapSeed?
    /// Every seat's counts and top, when the change spans more than one move; `nil` otherwise.
    public let piles: [SnapPileView]?

    init(
        event: SnapEvent, active: Seat?, activeFrom: GameTime, turn: Int, calledBy: Seat?, moves: Int,
        seed: SnapSeed?, piles: [SnapPileView]?
    ) {
        self.event = event
        self.active = active
        self.activeFrom = activeFrom
        self.turn = turn
        self.calledBy = calledBy
        self.moves = moves
        self.seed = seed
        self.piles = piles
    }
}
