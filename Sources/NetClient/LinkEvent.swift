/// What one WebSocket connection reports, in order: `opened` (once the upgrade succeeded), any number of `text`
/// frames, then exactly one `closed`.
public enum LinkEvent: Hashable, Sendable {
    /// The WebSocket handshake completed.
    case opened
    /// One text frame from the server.
    case text(String)
    /// The connection ended, or never started; nothing follows.
    case closed(DisconnectReason)
}
