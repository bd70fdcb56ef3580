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
    /// The channel's event loop, kept because asking the channel for it is a call through its protocol.
    let loop: any EventLoop
    private let connection: WebSocketConnection
    private let backlogLimit: Int
    private let state = Mutex(State())

    /// A sink writing through `connection`, the last handler of `channel`.
    init(channel: any Channel, connection: WebSocketConnection, backlogLimit: Int) {
        self.channel = channel
        self.loop = channel.eventLoop
        self.connection = connection
        self.backlogLimit = backlogLimit
    }

    /// The text frame carrying `message`, header included, to be written as it is to any number of connections.
    static func payload(of message: ServerMessage) -> ByteBuffer {
        // NB: the text is written once, after room for the longest header, which then goes just before it: making
        // a String of it first and copying that in cost a validation, a copy and an allocation more per message.
        var bytes = WireCoder.encodeUTF8(message, headroom: 10)
        let length = bytes.count - 10
        // NB: a server's frames are not masked (RFC 6455 §5.1): FIN and the text opcode, then the length.
        let start: Int
        if length < 126 {
            start = 8
            bytes[9] = UInt8(length)
        } else if length <= Int(UInt16.max) {
            start = 6
            bytes[7] = 126
            bytes[8] = UInt8(length >> 8)
            bytes[9] = UInt8(length & 0xFF)
        } else {
            start = 0
            bytes[1] = 127
            for index in 0..<8 { bytes[2 + index] = UInt8((length >> ((7 - index) * 8)) & 0xFF) }
        }
        bytes[start] = 0x81
        var frame = ByteBufferAllocator().buffer(capacity: bytes.count - start)
        // NB: from a raw pointer, one copy: from the array slice, NIO took its generic path for collections.
        _ = bytes.withUnsafeBytes { frame.writeBytes(UnsafeRawBufferPointer(rebasing: $0[start...])) }
        return frame
    }

    /// Sends `message`.
    func send(_ message: ServerMessage) {
        send(payload: Self.payload(of: message))
    }

    /// Sends an encoded message.
    func send(payload: ByteBuffer) {
        Self.write([(self, payload)], on: loop)
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
        var writer = Writer(expecting: writes.count)
        for (sink, payload) in writes { writer.write(payload, to: sink, refusingClosed: refusingClosed) }
        writer.finish()
    }

    /// Writes on the event loop it runs on, as the writes come, and flushes the connections written a group at a
    /// time; `finish()` flushes the last group.
    ///
    /// NB: connections are flushed a group at a time as the writes go, not all after the last write: with 10 k
    /// spectators the first one waited for all 10 k writes (18.8 ms; the echo floor 0.14). A connection with more
    /// messages in the same update is usually flushed once, after its last; when a group ends between two of them it
    /// is flushed twice, which costs a system call, never a message.
    struct Writer {
        private var touched: [ConnectionSink] = []

        /// A writer for about `count` writes.
        init(expecting count: Int) {
            touched.reserveCapacity(Swift.min(count, flushGroup))
        }

        /// Writes `payload`, which holds `messages` messages, to `sink`, whose loop this runs on; a sink closed
        /// since is skipped when `refusingClosed`.
        mutating func write(
            _ payload: ByteBuffer, to sink: ConnectionSink, refusingClosed: Bool = true, messages: Int = 1
        ) {
            guard sink.write(payload, refusingClosed: refusingClosed, messages: messages) else { return }
            touched.append(sink)
            guard touched.count == flushGroup else { return }
            finish()
        }

        /// Takes `sink`'s place in the flushing order now, for bytes written to it later (before `finish()`), so
        /// that it is flushed where it would have been had they been written at once.
        mutating func keepPlace(for sink: ConnectionSink) {
            guard sink.awaitFlush() else { return }
            touched.append(sink)
            guard touched.count == flushGroup else { return }
            finish()
        }

        /// Flushes every connection written since the last flush.
        mutating func finish() {
            for sink in touched { sink.flush() }
            touched.removeAll(keepingCapacity: true)
        }
    }

    /// How many connections are written before they are flushed together.
    static let flushGroup = 16

    private func flush() {
        state.withLock { $0.flushPending = false }
        connection.flush()
    }

    /// Marks the connection as awaiting a flush, as a write would; true when it did not already. A connection that
    /// takes no more writes is left alone.
    private func awaitFlush() -> Bool {
        state.withLock { state in
            guard !state.dropped, !state.closed else { return false }
            defer { state.flushPending = true }
            return !state.flushPending
        }
    }

    /// Writes `payload`, which holds `messages` messages, without flushing; on the event loop. True when the
    /// connection now awaits its first flush.
    private func write(_ payload: ByteBuffer, refusingClosed: Bool, messages: Int = 1) -> Bool {
        let writable = channel.isWritable
        let (write, dropNow, firstWrite) = state.withLock { state -> (Bool, Bool, Bool) in
            guard !state.dropped, !(refusingClosed && state.closed) else { return (false, false, false) }
            if writable {
                state.backlog = 0
            } else {
                state.backlog += messages
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
