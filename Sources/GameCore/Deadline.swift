/// A moment a game needs the clock: a turn timer, a countdown, a cooldown.
///
/// Rules never read a clock, so a game that must act when time runs out says when and what: once `time` has
/// passed with nothing else changing the game, whoever runs it (the server, or the local loop) applies `move` by
/// `seat` at the moment it fires, as if that seat had made it. The server stores it as a numbered move like any
/// other, so a replay rebuilds the same game.
public struct Deadline<Move: Hashable & Sendable>: Hashable, Sendable {
    /// When the deadline passes.
    public var time: GameTime
    /// The seat the move is applied for.
    public var seat: Seat
    /// The game's own move for time running out, such as "turned for" or "countdown over".
    public var move: Move

    /// The deadline at `time`, applying `move` for `seat`.
    public init(at time: GameTime, seat: Seat, move: Move) {
        self.time = time
        self.seat = seat
        self.move = move
    }
}
