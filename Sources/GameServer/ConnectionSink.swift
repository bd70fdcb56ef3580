import NIOCore
import NIOWebSocket
import Synchronization
import WireProtocol

/// The sending end of one connection: messages go straight onto its channel (no task, stream or promise per
/// message); a close is handed to the WebSocket layer, which owns the closing handshake.
///
/// A connection whose socket stops taking bytes may fall `backlogLimit` messages behind once NIO's write buffer
/// is full; one more and it is dropped, so a slow reader holds up nobody else.
final class ConnectionSink: Sendable {
    private struct State {
        /// Set when a close was asked for: later messages are refused when sent, earlier ones still go out.
        var closed = false
        /// Set on the event loop when the connection fell too far behind: nothing more is written.
        var dropped = false
        var backlog = 0
        var flushPending = false
    }

    /// The connection's channel.
    let channel: any Channel
    private let backlogLimit: Int
    private let closeConnection: @Sendable (WebSocketErrorCode, String) -> Void
    private let dropConnection: @Sendable () -> Void
    private let state = Mutex(State())

    /// A sink writing to `channel`; `close` starts the closing handshake after what was sent before, `drop`
    /// closes the socket at once (called on the event loop).
    init(
        channel: any Channel, backlogLimit: Int, close: @escaping @Sendable (WebSocketErrorCode, String) -> Void,
        drop: @escaping @Sendable () -> Void
    ) {
        self.channel = channel
        self.backlogLimit = backlogLimit
        self.closeConnection = close
        self.dropConnection = drop
    }

    /// The payload of `message`'s text frame.
    static func payload(of message: ServerMessage) -> ByteBuffer {
        ByteBuffer(string: WireCoder.encode(message))
    }

    /// Sends `message`.
    func send(_ message: ServerMessage) {
        send(payload: Self.payload(of: message))
    }

    /// Sends an encoded message.
    func send(payload: ByteBuffer) {
        Self.write([(self, payload)], on: channel.eventLoop)
    }

    /// Writes each payload to its connection on `loop`, in order, then flushes each connection once: one hop
    /// onto the event loop for a whole update however many connections it reaches. Every sink must belong to
    /// `loop`; a payload is shared, not copied, so one encoding serves every receiver.
    static func write(_ writes: [(ConnectionSink, ByteBuffer)], on loop: any EventLoop) {
        let writes = writes.filter { sink, _ in !sink.state.withLock(\.closed) }
        guard !writes.isEmpty else { return }
        loop.execute {
            var touched: [ConnectionSink] = []
            for (sink, payload) in writes where sink.write(payload) { touched.append(sink) }
            for sink in touched {
                sink.state.withLock { $0.flushPending = false }
                sink.channel.flush()
            }
        }
    }

    /// Writes `payload` without flushing; on the event loop. True when the connection now awaits its first flush.
    private func write(_ payload: ByteBuffer) -> Bool {
        let writable = channel.isWritable
        let (write, dropNow, firstWrite) = state.withLock { state -> (Bool, Bool, Bool) in
            guard !state.dropped else { return (false, false, false) }
            if writable {
                state.backlog = 0
            } else {
                state.backlog += 1
                if state.backlog > backlogLimit {
                    state.dropped = true
                    return (false, true, false)
                }
            }
            let first = !state.flushPending
            state.flushPending = true
            return (true, false, first)
        }
        if dropNow { dropConnection() }
        guard write else { return false }
        channel.write(WebSocketFrame(fin: true, opcode: .text, data: payload), promise: nil)
        return firstWrite
    }

    /// Closes the connection after what was sent before; nothing sent afterwards goes out.
    func close(_ code: WebSocketErrorCodeName, _ reason: String) {
        let first = state.withLock { state in
            defer { state.closed = true }
            return !state.closed
        }
        if first { closeConnection(code.code, reason) }
    }

    /// Sends nothing more: the connection is ending without our close (the peer closed, or the socket broke).
    func stop() {
        state.withLock { $0.closed = true }
    }

    /// Whether the connection was dropped for falling too far behind.
    var wasDropped: Bool {
        state.withLock(\.dropped)
    }
}
