import NIOCore
import NIOWebSocket
import Synchronization
import WireProtocol

/// The sending end of one connection: messages go straight onto its channel, already framed (no task, stream,
/// promise or frame header per message); a close is handed to the connection, which runs the closing handshake.
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
    private let connection: WebSocketConnection
    private let backlogLimit: Int
    private let state = Mutex(State())

    /// A sink writing through `connection`, the last handler of `channel`.
    init(channel: any Channel, connection: WebSocketConnection, backlogLimit: Int) {
        self.channel = channel
        self.connection = connection
        self.backlogLimit = backlogLimit
    }

    /// The text frame carrying `message`, header included, to be written as it is to any number of connections.
    static func payload(of message: ServerMessage) -> ByteBuffer {
        let text = WireCoder.encode(message)
        let length = text.utf8.count
        var frame = ByteBuffer()
        frame.reserveCapacity(length + 10)
        // NB: a server's frames are not masked (RFC 6455 §5.1): FIN and the text opcode, then the length.
        frame.writeInteger(UInt8(0x81))
        if length < 126 {
            frame.writeInteger(UInt8(length))
        } else if length <= Int(UInt16.max) {
            frame.writeInteger(UInt8(126))
            frame.writeInteger(UInt16(length))
        } else {
            frame.writeInteger(UInt8(127))
            frame.writeInteger(UInt64(length))
        }
        frame.writeString(text)
        return frame
    }

    /// Sends `message`.
    func send(_ message: ServerMessage) {
        send(payload: Self.payload(of: message))
    }

    /// Sends an encoded message.
    func send(payload: ByteBuffer) {
        Self.write([(self, payload)], on: channel.eventLoop)
    }

    /// Writes each payload to its connection on `loop`, in order, then flushes each connection once: at most one
    /// hop onto the event loop for a whole update however many connections it reaches, none when already on it.
    /// Every sink must belong to `loop`; a payload is shared, not copied, so one encoding serves every receiver.
    static func write(_ writes: [(ConnectionSink, ByteBuffer)], on loop: any EventLoop) {
        if loop.inEventLoop {
            writeNow(writes, refusingClosed: true)
            return
        }
        let writes = writes.filter { sink, _ in !sink.state.withLock(\.closed) }
        guard !writes.isEmpty else { return }
        // NB: closed sinks were left out when sent; one closed since still gets what was sent before its close.
        loop.execute { writeNow(writes, refusingClosed: false) }
    }

    private static func writeNow(_ writes: [(ConnectionSink, ByteBuffer)], refusingClosed: Bool) {
        if writes.count == 1 {
            let (sink, payload) = writes[0]
            if sink.write(payload, refusingClosed: refusingClosed) { sink.flush() }
            return
        }
        var touched: [ConnectionSink] = []
        for (sink, payload) in writes where sink.write(payload, refusingClosed: refusingClosed) {
            touched.append(sink)
        }
        for sink in touched { sink.flush() }
    }

    private func flush() {
        state.withLock { $0.flushPending = false }
        connection.flush()
    }

    /// Writes `payload` without flushing; on the event loop. True when the connection now awaits its first flush.
    private func write(_ payload: ByteBuffer, refusingClosed: Bool) -> Bool {
        let writable = channel.isWritable
        let (write, dropNow, firstWrite) = state.withLock { state -> (Bool, Bool, Bool) in
            guard !state.dropped, !(refusingClosed && state.closed) else { return (false, false, false) }
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
        // NB: a peer that does not read would hold the closing handshake (and the writes queued in the channel)
        // forever, so the socket is closed under it.
        if dropNow { channel.close(promise: nil) }
        guard write, connection.writeFramed(payload) else { return false }
        return firstWrite
    }

    /// Closes the connection after what was sent before; nothing sent afterwards goes out.
    func close(_ code: WebSocketErrorCodeName, _ reason: String) {
        let first = state.withLock { state in
            defer { state.closed = true }
            return !state.closed
        }
        guard first else { return }
        let connection = connection
        let loop = channel.eventLoop
        if loop.inEventLoop {
            connection.close(code.code, reason: reason)
        } else {
            loop.execute { connection.close(code.code, reason: reason) }
        }
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
