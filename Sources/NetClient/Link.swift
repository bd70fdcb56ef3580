/// One WebSocket connection attempt: its events, and how to send on it or close it.
///
/// NB: plain closures rather than a protocol so a test can build a fake link from a stream in a few lines.
public struct Link: Sendable {
    /// `opened`, the server's text frames, then `closed`; the stream finishes after `closed`.
    public let events: AsyncStream<LinkEvent>
    /// Queues one text frame; dropped if the connection is not open or already closed.
    public let send: @Sendable (String) -> Void
    /// Closes the connection politely (a close frame with code 1000); `events` then ends with `closed`.
    public let close: @Sendable () -> Void

    /// A link made of its parts.
    public init(
        events: AsyncStream<LinkEvent>, send: @escaping @Sendable (String) -> Void,
        close: @escaping @Sendable () -> Void
    ) {
        self.events = events
        self.send = send
        self.close = close
    }
}
