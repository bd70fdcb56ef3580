import NIOCore
import WireProtocol

/// The sending end of one connection: a bounded queue drained by the connection's own writer task, so a slow
/// reader holds up nobody else; when the queue overflows the connection is dropped.
struct ConnectionSink: Sendable {
    let queue: AsyncStream<OutboundItem>.Continuation
    let drop: AsyncStream<Void>.Continuation

    /// The payload of `message`'s text frame.
    static func payload(of message: ServerMessage) -> ByteBuffer {
        ByteBuffer(string: WireCoder.encode(message))
    }

    /// Queues `message`; drops the connection when its queue is full.
    func send(_ message: ServerMessage) {
        send(payload: Self.payload(of: message))
    }

    /// Queues an encoded message; `payload` is shared, not copied, so one encoding serves every receiver.
    func send(payload: ByteBuffer) {
        if case .dropped = queue.yield(.text(payload)) { drop.yield() }
    }

    /// Queues a close after what is already queued.
    func close(_ code: WebSocketErrorCodeName, _ reason: String) {
        if case .dropped = queue.yield(.close(code.code, reason)) { drop.yield() }
    }
}
