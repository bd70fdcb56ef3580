/// The one thing the status line says about an online game, most urgent first.
public enum OnlineStatus: Hashable, Sendable {
    /// Reaching the server; `spinner` is the frame to draw (`|`, `/`, `-`, `\`).
    case connecting(spinner: Character)
    /// The connection dropped; attempt `attempt` starts in `seconds`.
    case reconnecting(attempt: Int, seconds: Int)
    /// The client gave up reaching the server.
    case unreachable
    /// The room exists; nobody has taken the other seat yet.
    case waitingForOpponent
    /// This person's move.
    case yourMove
    /// The other player's move; `name` is theirs.
    case opponentsMove(name: String)
    /// What the room's game says about the position, in its own words ("The race opens in a moment.").
    case game(String)
    /// A player to move in a watched game.
    case toMove(name: String)
    /// The opponent is away; the round can be claimed in `seconds` (0: now), or `nil` when it cannot be.
    case opponentAway(name: String, claimableInSeconds: Int?)
    /// This person won the round.
    case youWon
    /// This person lost the round.
    case youLost
    /// The round was drawn.
    case draw
    /// A watched round was won by `name`.
    case won(name: String)
    /// A round the seats play together, as one team, is being played: everyone acts at once.
    case playingTogether
    /// The seats, together, won the round.
    case wonTogether
    /// The seats, together, lost the round.
    case lostTogether
    /// The round ended unscored.
    case aborted
    /// The server closed the room.
    case closed
}
