public import GameCatalog

/// Why the server did not do what a message asked: a code to act on, a sentence to show, and what it answers.
///
/// Sent as `ServerMessage.error`; the connection stays open. On the wire:
/// `{"code": "notYourTurn", "message": "It is O's turn.", "inReplyTo": "move", "clientMoveID": "m3",
/// "violation": {…}}`, with the last three only when they apply. Nothing in an error repeats a seat secret.
public struct ProtocolError: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// What went wrong, for a program to act on.
    public var code: Code
    /// What went wrong, in a sentence for a person.
    public var message: String
    /// The type of the client message this answers, when it was read that far.
    public var inReplyTo: ClientMessage.MessageType?
    /// The refused move's ID, when a move was refused.
    public var clientMoveID: ClientMoveID?
    /// The rule a refused move broke, with the game's details (which square, whose turn).
    public var violation: AnyViolation?

    /// An error with all of these.
    public init(
        code: Code, message: String, inReplyTo: ClientMessage.MessageType? = nil, clientMoveID: ClientMoveID? = nil,
        violation: AnyViolation? = nil
    ) {
        self.code = code
        self.message = message
        self.inReplyTo = inReplyTo
        self.clientMoveID = clientMoveID
        self.violation = violation
    }

    /// "notYourTurn: It is O's turn."
    public var description: String { "\(code.rawValue): \(message)" }
}
