import NIOCore
import NIOWebSocket
import Synchronization
import WireProtocol

#if canImport(Glibc)
    import Glibc
#endif

/// The sending end of one connection: messages go out already framed (no task, stream, promise or frame header
/// per message), straight to the socket with one `send` a flush while NIO holds none of the connection's bytes
/// (decision 53), else through NIO behind what it holds; a close is handed to the connection, which runs the
/// closing handshake.
///
/// A connection whose socket stops taking bytes may fall `backlogLimit` messages behind once NIO's write buffer
/// is full; one more and it is dropped, so a slow reader holds up nobody else.
///
/// NB: the state a write reads lives here, in the object the room manager looks the connection up by, not in
/// the handler, its channel and its socket: with 10 k spectators every object a write touched was a cache miss
/// (the kernel's send between two writes evicts them), and the channel's `isWritable` alone showed in a perf profile of
/// fan-out (decision 53).
final class ConnectionSink: @unchecked Sendable {
    // NB: @unchecked because every `var` below is touched only on `loop`, the connection's event loop; what other
    // threads read (`closed`, `dropped`) is atomic. The fields a write reads are declared first, so that they
    // share the object's first cache line.

    /// How many writes NIO holds that it has not yet passed to the kernel (or failed): while there is any, every
    /// write goes through NIO, behind them.
    private(set) var heldByNIO = 0
    /// Messages written while NIO's buffer for the connection was full.
    private var backlog = 0
    /// The framed messages written since the last flush, which sends them.
    private var unflushed: ByteBuffer?
    /// The connection's socket, while messages may be sent to it directly; -1 once they may not.
    ///
    /// NB: kept, not asked of NIO at each send (its transport call and socket object showed in fan-out's profile): NIO
    /// closes the socket only inside its `close0`, which runs no code of ours between closing it and either failing a
    /// write we handed it (`heldUntilPassedOn` forgets the socket first) or announcing the channel inactive
    /// (`WebSocketConnection` forgets it then), so no send reaches a closed descriptor, or one whose number the next
    /// accepted connection reused.
    private(set) var descriptor: CInt = -1
    /// Whether writes are taken: the connection is open and has not started its closing handshake.
    private var accepting = false
    private var flushPending = false
    /// Whether `loop` is `ServerLoops.rooms`, where the room manager writes at once.
    let onRoomsLoop: Bool
    /// Set when a close was asked for: later messages are refused when sent, earlier ones still go out.
    private let closed = Atomic(false)
    /// Set on the event loop when the connection fell too far behind: nothing more is written.
    private let dropped = Atomic(false)

    /// The connection's channel.
    let channel: any Channel
    /// The channel's event loop, kept because asking the channel for it is a call through its protocol.
    let loop: any EventLoop
    private let connection: WebSocketConnection
    private let backlogLimit: Int
    /// The client's address, for the limits per address (`ClientAddress`).
    let clientAddress: String

    /// A sink writing through `connection`, the last handler of `channel`, for a client at `clientAddress`; it
    /// takes writes once `open(socket:)`.
    init(channel: any Channel, connection: WebSocketConnection, backlogLimit: Int, clientAddress: String) {
        self.clientAddress = clientAddress
        self.channel = channel
        self.loop = channel.eventLoop
        self.onRoomsLoop = loop === ServerLoops.rooms
        self.connection = connection
        self.backlogLimit = backlogLimit
    }

    /// Takes writes from now on, sent straight to `socket` while NIO holds none (-1: always through NIO); on the
    /// loop.
    func open(socket: CInt) {
        descriptor = socket
        accepting = true
    }

    /// Takes no more writes (the closing handshake started); what was written before still goes out. On the loop.
    func refuseWrites() {
        accepting = false
    }

    /// Sends nothing more to the socket itself, which NIO has closed or is closing; on the loop.
    func forgetSocket() {
        accepting = false
        descriptor = -1
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
        let writes = writes.filter { sink, _ in !sink.closed.load(ordering: .relaxed) }
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
    /// spectators the first one waited for all 10 k writes, far longer than the echo floor's. A connection with more
    /// messages in the same update is usually flushed once, after its last; when a group ends between two of them it is
    /// flushed twice, which costs a system call, never a message.
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

        /// Sends `payload`, one message that many connections get, to `sink`, whose loop this runs on: at once
        /// when nothing of the connection is waiting for a flush or held by NIO, else as `write` does.
        ///
        /// NB: most spectators get one message an update, and a flush group sent each its own `send` anyway: sent
        /// at once, the message is not kept (nor its buffer retained) until the group's flush, nor the sink listed
        /// and visited again, while its state is still in the cache.
        mutating func send(_ payload: ByteBuffer, to sink: ConnectionSink) {
            guard !sink.sendAtOnce(payload) else { return }
            write(payload, to: sink)
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

    /// Marks the connection as awaiting a flush, as a write would; true when it did not already. A connection that
    /// takes no more writes is left alone.
    private func awaitFlush() -> Bool {
        guard accepting, !dropped.load(ordering: .relaxed), !closed.load(ordering: .relaxed) else { return false }
        defer { flushPending = true }
        return !flushPending
    }

    /// Whether the connection takes a write of `messages` messages now, counting them in its backlog while NIO's
    /// buffer for it is full; one too many drops it. On the loop.
    private func admits(messages: Int, refusingClosed: Bool) -> Bool {
        guard accepting, !dropped.load(ordering: .relaxed), !(refusingClosed && closed.load(ordering: .relaxed))
        else { return false }
        // NB: while NIO holds none of the connection's writes its buffer is empty, so the channel is writable:
        // asking it (a call into the channel, its write manager and an atomic's box, three cache misses a write
        // with 10 k connections) is left for a connection already behind.
        if heldByNIO == 0 || channel.isWritable {
            backlog = 0
            return true
        }
        backlog += messages
        guard backlog > backlogLimit else { return true }
        dropped.store(true, ordering: .relaxed)
        accepting = false
        // NB: a peer that does not read would hold the closing handshake (and the writes queued in the channel)
        // forever, so the socket is closed under it.
        channel.close(promise: nil)
        return false
    }

    /// Writes `payload`, which holds `messages` messages, without flushing; on the event loop. True when the
    /// connection now awaits its first flush.
    private func write(_ payload: ByteBuffer, refusingClosed: Bool, messages: Int = 1) -> Bool {
        guard admits(messages: messages, refusingClosed: refusingClosed) else { return false }
        if unflushed == nil {
            unflushed = payload
        } else {
            // NB: rare (a connection written twice between flushes): one buffer keeps the flush to one `send`.
            unflushed?.writeImmutableBuffer(payload)
        }
        defer { flushPending = true }
        return !flushPending
    }

    /// Sends `payload` (one message) straight to the socket when nothing of the connection waits for a flush and
    /// NIO holds none of it; what the kernel does not take goes to NIO. False, having done nothing, otherwise.
    private func sendAtOnce(_ payload: ByteBuffer) -> Bool {
        guard !flushPending, heldByNIO == 0, descriptor >= 0 else { return false }
        guard admits(messages: 1, refusingClosed: true) else { return true }
        let sent = sendWithoutBlocking(payload, to: descriptor)
        guard sent < payload.readableBytes else { return true }
        var rest = payload
        if sent > 0 { rest.moveReaderIndex(forwardBy: sent) }
        connection.passToNIO(rest)
        return true
    }

    /// Sends what was written since the last flush: straight to the socket when NIO holds nothing of the
    /// connection, else (and whatever the kernel does not take at once) through NIO, behind what it holds. On the
    /// loop.
    func flush() {
        flushPending = false
        guard var bytes = unflushed else { return }
        unflushed = nil
        if heldByNIO == 0, descriptor >= 0 {
            let sent = sendWithoutBlocking(bytes, to: descriptor)
            // NB: a partial send, EAGAIN or any error: the rest goes to NIO, which waits for the socket to take
            // it, or meets the error itself and closes the channel.
            if sent > 0 {
                guard sent < bytes.readableBytes else { return }
                bytes.moveReaderIndex(forwardBy: sent)
            }
        }
        connection.passToNIO(bytes)
    }

    /// A promise for a write handed to NIO, counted in `heldByNIO` until NIO has passed it to the kernel or failed.
    ///
    /// NB: a failed write means NIO closed the socket or is closing it, so the socket is forgotten before anything
    /// else hears of the failure: a callback that flushes (a pong answering a kept ping) then goes to NIO too.
    func heldUntilPassedOn() -> EventLoopPromise<Void> {
        heldByNIO += 1
        let promise = loop.makePromise(of: Void.self)
        promise.futureResult.whenComplete { result in
            self.heldByNIO -= 1
            if case .failure = result { self.forgetSocket() }
        }
        return promise
    }

    /// Closes the connection after what was sent before; nothing sent afterwards goes out.
    func close(_ code: WebSocketErrorCodeName, _ reason: String) {
        guard !closed.exchange(true, ordering: .relaxed) else { return }
        let connection = connection
        if loop.inEventLoop {
            connection.close(code.code, reason: reason)
        } else {
            loop.execute { connection.close(code.code, reason: reason) }
        }
    }

    /// Sends nothing more: the connection is ending without our close (the peer closed, or the socket broke).
    func stop() {
        closed.store(true, ordering: .relaxed)
    }

    /// Whether the connection was dropped for falling too far behind.
    var wasDropped: Bool {
        dropped.load(ordering: .relaxed)
    }
}

/// One non-blocking `send(2)` of `bytes` to `socket`, without SIGPIPE: how many bytes the kernel took, or -1.
private func sendWithoutBlocking(_ bytes: ByteBuffer, to socket: CInt) -> Int {
    bytes.withUnsafeReadableBytes { raw in
        send(socket, raw.baseAddress, raw.count, Int32(MSG_DONTWAIT | MSG_NOSIGNAL))
    }
}
