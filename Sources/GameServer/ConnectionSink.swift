import WireProtocol

/// The sending end of one connection: a bounded queue drained by the connection's own writer task, so a slow
/// reader holds up nobody else; when the queue overflows the connection is dropped.
struct ConnectionSink: Sendable {
    let queue: AsyncStream<OutboundItem>.Continuation
    let drop: AsyncStream<Void>.Continuation

    /// Queues `message`; drops the connection when its queue is full.
    func send(_ message: ServerMessage) {
        if case .dropped = queue.yield(.text(WireCoder.encode(message))) { drop.yield() }
    }

    /// Queues a close after what is already queued.
    func close(_ code: WebSocketErrorCodeName, _ reason: String) {
        if case .dropped = queue.yield(.close(code.code, reason)) { drop.yield() }
    }
}
