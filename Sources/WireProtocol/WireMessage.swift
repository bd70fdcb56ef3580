/// A message one end sends the other: `ClientMessage` or `ServerMessage`.
///
/// On the wire every message is one JSON object with a `"type"` field naming the message and the message's own
/// fields beside it.
public protocol WireMessage: Codable, Hashable, Sendable {
    /// The names of this side's messages, as they appear in `"type"`.
    associatedtype MessageType: RawRepresentable, CaseIterable, Hashable, Sendable where MessageType.RawValue == String

    /// This message's name.
    var type: MessageType { get }

    /// The largest frame of this kind a receiver accepts, in bytes of UTF-8.
    static var maxFrameBytes: Int { get }

    /// The client message an error about `type` answers, if `type` names one (for `ProtocolError.inReplyTo`).
    static func replyContext(forType type: String) -> ClientMessage.MessageType?
}
