extension Snap {
    /// Something a seat does, or that happens for it when time runs out or it stays away.
    ///
    /// Wire shape: `{"turn": {}}`, `{"snap": {"turn": 7}}`, `{"timedTurn": {}}` or `{"dealtOut": {}}`.
    public enum Move: Hashable, Sendable, Codable {
        /// The active seat turns its top closed card onto its open pile.
        case turn
        /// The seat calls snap, having seen the table after turn number `turn` (0 before any card is turned).
        case snap(turn: Int)
        /// The turn timer ran out: the active seat's card is turned for it, exactly as its own turn would (the
        /// game's deadline move).
        case timedTurn
        /// The seat was away past the room's grace period: its cards go round-robin to the others and it is out for
        /// the rest of the round (the move for an absent seat).
        case dealtOut
    }
}
