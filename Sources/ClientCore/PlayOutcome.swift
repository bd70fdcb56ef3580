/// What a person's intent in a game comes to on the client.
public enum PlayOutcome<Move: Hashable & Sendable>: Hashable, Sendable {
    /// Send this move to the server, which decides.
    case send(Move)
    /// Only the client's own state changed (a cursor moved): nothing to send.
    case changed
    /// Refused before anything was sent, with the reason in the rules' words.
    case refused(String)
}
