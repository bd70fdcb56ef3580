import Logging
import NIOCore
import NIOSSL
import NIOWebSocket

#if canImport(Glibc)
    import Glibc
#endif

/// One upgraded WebSocket connection, as the handler its channel's bytes are read by: it reads the client's frames
/// (`ClientFrameReader`), puts fragments together into messages (at most `maxFrameBytes`, text frames valid
/// UTF-8), answers pings (only the latest while a pong is still waiting to go out), pings the peer and closes it
/// when a ping goes unanswered, runs the closing handshake, and hands each message to the connection's
/// `ConnectionSession` on the rooms loop.
///
/// Messages are written by the connection's `ConnectionSink`, straight to the socket while NIO holds nothing of
/// the connection (decision 53); what the kernel does not take at once, and every control frame, goes through
/// NIO, and from then on every write does too until NIO has passed all it holds to the kernel, so bytes never
/// reorder or interleave.
///
/// NB: it replaces HummingbirdWebSocket's per-connection machinery (a task, an async channel with its inbound
/// stream and outbound writer, a handler actor, a task group with a ping task), several times what an idle connection
/// needs; this keeps one handler, one session and one scheduled ping.
final class WebSocketConnection: ChannelInboundHandler, NIOScheduledCallbackHandler, @unchecked Sendable {
    // NB: @unchecked because its state is only touched on its channel's event loop; the sink and the scheduled
    // ping reach it only through that loop.
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = WebSocketFrame

    private enum Phase {
        case open
        /// Our close frame went out; waiting for the peer's, at most `closeTimeout`.
        case closing
        case closed
    }

    private let manager: RoomManager
    private let configuration: ServerConfiguration
    private let logger: Logger
    private let registry: ConnectionRegistry
    private let loop: any EventLoop
    private let clientAddress: String
    private let closeTimeout: TimeAmount = .seconds(5)
    // NB: the state read on every message and every write is exempt from the runtime's exclusivity checks, which cost
    // something on every delivery: it is touched only on the channel's loop, and no access to it spans a call that
    // could reach it again.
    @exclusivity(unchecked) private var phase = Phase.open {
        didSet { if phase != .open { sink?.refuseWrites() } }
    }
    @exclusivity(unchecked) private var context: ChannelHandlerContext?
    /// Where already framed bytes are written: just before the frame encoder, which they skip.
    @exclusivity(unchecked) private var frameWriter: ChannelHandlerContext?
    @exclusivity(unchecked) private var session: ConnectionSession?
    /// The connection's writing end, which holds what a write needs.
    @exclusivity(unchecked) private(set) var sink: ConnectionSink?
    @exclusivity(unchecked) private var reader: ClientFrameReader
    /// The fragments of the message being received, and whether it is text.
    @exclusivity(unchecked) private var partial: (data: [UInt8], isText: Bool)?
    /// The payload of the ping awaiting its pong.
    private var pingPayload: UInt64?
    /// Whether our pong to the peer's ping is still held by NIO, not yet passed to the kernel.
    private var pongHeld = false
    /// The payload of the peer's latest ping not yet answered, kept while `pongHeld`.
    private var unansweredPing: [UInt8]?
    private var pingTimer: NIOScheduledCallback?
    private var closeTimer: Scheduled<Void>?
    /// When our close frame was written, while `closing`.
    private var closeStarted: NIODeadline?

    init(
        manager: RoomManager, configuration: ServerConfiguration, logger: Logger, registry: ConnectionRegistry,
        loop: any EventLoop, clientAddress: String
    ) {
        self.clientAddress = clientAddress
        self.manager = manager
        self.configuration = configuration
        self.logger = logger
        self.registry = registry
        self.loop = loop
        reader = ClientFrameReader(maxFrameBytes: configuration.maxFrameBytes)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        frameWriter = try? context.pipeline.syncOperations.context(handlerType: WebSocketFrameEncoder.self)
        let sink = ConnectionSink(
            channel: context.channel, connection: self, backlogLimit: configuration.outboundQueueLimit,
            clientAddress: clientAddress)
        // NB: the socket is asked of NIO once (through the core: `withUnsafeTransportIfAvailable` casts it to a
        // protocol with a primary associated type, a cast the runtime does not cache, at every call); the sink forgets
        // it before NIO's close could let its number go to another connection (see `end()`).
        let transport = context.channel._channelCore as? any NIOTransportAccessibleChannelCore<NIOBSDSocket.Handle>
        // NB: on a TLS connection the socket carries only what the TLS handler encrypted: bytes sent to it
        // directly would skip TLS (plain text inside the TLS stream, which the client takes for an attack and
        // drops). Every write goes through NIO and so through the TLS handler (decision 64).
        let encrypted = (try? context.pipeline.syncOperations.handler(type: NIOSSLServerHandler.self)) != nil
        sink.open(socket: encrypted ? -1 : (try? transport?.withUnsafeTransport { $0 }) ?? -1)
        self.sink = sink
        let session = ConnectionSession(manager: manager, configuration: configuration, logger: logger, sink: sink)
        self.session = session
        registry.add(self)
        ServerLoops.onRooms { session.start() }
        schedulePing(on: context.eventLoop)
    }

    func channelInactive(context: ChannelHandlerContext) {
        end()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        end()
        self.context = nil
        frameWriter = nil
        sink = nil
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        // NB: Hummingbird lets peers half-close, so a peer that ends its side without a close frame shows up as
        // this event, not as a closed channel: our close frame goes out, then the socket closes.
        guard case .inputClosed? = event as? ChannelEvent else { return context.fireUserInboundEventTriggered(event) }
        guard phase == .open else { return context.close(promise: nil) }
        phase = .closed
        let channel = context.channel
        writeControl(Self.closeFrame(.normalClosure, reason: nil), context: context)
            .whenComplete { _ in channel.close(promise: nil) }
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        // NB: not passed on: the handlers after this one (NIO's frame decoder and its error handler, idle) never see
        // a byte, and the walk through them cost something on every read.
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard phase != .closed else { return }
        reader.append(unwrapInboundIn(data))
        while phase != .closed {
            let frame: ClientFrameReader.Frame
            do {
                guard let next = try reader.next() else { return }
                frame = next
            } catch {
                return refuse(error, context: context)
            }
            handle(frame, context: context)
        }
    }

    private func handle(_ frame: ClientFrameReader.Frame, context: ChannelHandlerContext) {
        // NB: no extension is agreed on, so a reserved bit set on any frame fails the connection (RFC 6455 §5.2),
        // control frames included; a close frame's is answered with 1002 by `answer(toClose:)`.
        if frame.reservedBits != 0, frame.opcode != 0x8 {
            guard phase == .open else { return }
            return fail(.protocolError, context: context)
        }
        switch frame.opcode {
        case 0x8:
            receivedClose(frame, context: context)
        case 0x9:
            guard phase == .open else { return }
            answerPing(frame.payload, context: context)
        case 0xA:
            guard let expected = pingPayload, frame.payload.count >= 8 else { return }
            if frame.payload.prefix(8).reduce(0, { $0 << 8 | UInt64($1) }) == expected { pingPayload = nil }
        case 0x0, 0x1, 0x2:
            guard phase == .open else { return }
            received(frame, context: context)
        default:
            fail(.protocolError, context: context)
        }
    }

    /// Answers a ping with a pong carrying its payload; while an earlier pong is still held by NIO (the peer reads
    /// too slowly for the socket to take it), the ping is kept instead, in place of any kept before it, and
    /// answered once that pong has gone to the kernel.
    ///
    /// NB: a pong for every ping let a peer that pings and never reads make the server hold pongs without bound
    /// (hundreds of megabytes within seconds): they go through NIO, outside the sink's backlog. RFC 6455 §5.5.3 lets an
    /// endpoint answer only the latest of the pings whose pongs it has not sent yet.
    private func answerPing(_ payload: [UInt8], context: ChannelHandlerContext) {
        guard !pongHeld else {
            unansweredPing = payload
            return
        }
        pongHeld = true
        let pong = WebSocketFrame(fin: true, opcode: .pong, data: ByteBuffer(bytes: payload))
        writeControl(pong, context: context).whenComplete { _ in
            self.pongHeld = false
            guard let payload = self.unansweredPing else { return }
            self.unansweredPing = nil
            guard self.phase == .open, let context = self.context else { return }
            self.answerPing(payload, context: context)
        }
    }

    /// Adds a data frame to the message being received; hands the message on when it is complete.
    private func received(_ frame: ClientFrameReader.Frame, context: ChannelHandlerContext) {
        let bytes: [UInt8]
        let isText: Bool
        if frame.opcode == 0x0 {
            guard var started = partial else { return fail(.protocolError, context: context) }
            guard started.data.count + frame.payload.count <= configuration.maxFrameBytes else {
                partial = nil
                return fail(.messageTooLarge, context: context)
            }
            partial = nil
            started.data += frame.payload
            guard frame.fin else {
                partial = started
                return
            }
            bytes = started.data
            isText = started.isText
        } else {
            guard partial == nil else { return fail(.protocolError, context: context) }
            guard frame.fin else {
                partial = (frame.payload, frame.opcode == 0x1)
                return
            }
            bytes = frame.payload
            isText = frame.opcode == 0x1
        }
        if isText, !UTF8Check.isValid(bytes) { return fail(.dataInconsistentWithMessage, context: context) }
        guard let session else { return }
        let text = isText ? bytes : nil
        // NB: not through `ServerLoops.onRooms`: its closure is allocated even when it runs at once, as it does
        // for every connection on the rooms loop.
        if ServerLoops.rooms.inEventLoop {
            session.receive(text)
        } else {
            ServerLoops.rooms.execute { session.receive(text) }
        }
    }

    /// The peer's close frame: answered with ours when it started the handshake, then the socket is closed.
    private func receivedClose(_ frame: ClientFrameReader.Frame, context: ChannelHandlerContext) {
        let started = phase == .open
        phase = .closed
        guard started else { return context.close(promise: nil) }
        let channel = context.channel
        writeControl(Self.closeFrame(Self.answer(toClose: frame), reason: nil), context: context)
            .whenComplete { _ in channel.close(promise: nil) }
    }

    /// The code that answers the peer's close `frame`: its own code echoed (RFC 6455 §5.5.1) when it is one an
    /// endpoint may send, 1000 when it has none, 1002 when the frame is malformed or its code may not be sent.
    static func answer(toClose frame: ClientFrameReader.Frame) -> WebSocketErrorCode {
        let payload = frame.payload
        guard frame.reservedBits == 0, payload.count != 1 else { return .protocolError }
        guard payload.count >= 2 else { return .normalClosure }
        guard String(validating: payload[2...], as: UTF8.self) != nil else { return .protocolError }
        let code = WebSocketErrorCode(codeNumber: Int(payload[0]) << 8 | Int(payload[1]))
        // NB: NIO names exactly the codes an endpoint may send below 3000 (1000-1003, 1007-1011); 3000-4999
        // belong to libraries and applications; any other (1004-1006, 1015, unassigned ones) is an error.
        if case .unknown(let raw) = code, raw < 3000 || raw > 4999 { return .protocolError }
        return code
    }

    /// Starts the closing handshake with `code` after what was written before; nothing more is read or sent.
    func close(_ code: WebSocketErrorCode, reason: String?) {
        guard phase == .open, let context else { return }
        phase = .closing
        partial = nil
        cancelPing()
        let channel = context.channel
        // NB: as RFC 6455 §7.1.1 asks of a server, our side of the TCP connection ends once the close frame is
        // out; the peer's close frame is still read, and the socket closed when it comes or after `closeTimeout`.
        writeControl(Self.closeFrame(code, reason: reason), context: context)
            .whenComplete { _ in channel.close(mode: .output, promise: nil) }
        closeStarted = .now()
        closeTimer = context.eventLoop.scheduleTask(in: closeTimeout) { channel.close(promise: nil) }
    }

    /// Closes the socket at most `limit` after our close frame went out, rather than after `closeTimeout`.
    private func closeSooner(limit: TimeAmount) {
        guard phase == .closing, let context, let started = closeStarted else { return }
        closeTimer?.cancel()
        let channel = context.channel
        closeTimer = context.eventLoop.scheduleTask(deadline: started + limit) { channel.close(promise: nil) }
    }

    private func fail(_ code: WebSocketErrorCode, context: ChannelHandlerContext) {
        close(code, reason: nil)
    }

    /// Writes bytes the sink could not send itself through NIO, behind what NIO holds; on the loop.
    func passToNIO(_ bytes: ByteBuffer) {
        guard let sink, let writer = frameWriter ?? context else { return }
        // NB: from the encoder's place, not this handler's: the write then passes no handler of the pipeline but
        // the head, where from here it walked through four that ignore it, retaining and releasing each.
        writer.writeAndFlush(NIOAny(bytes), promise: sink.heldUntilPassedOn())
    }

    /// Writes a control frame through NIO, after everything written before it.
    private func writeControl(_ frame: WebSocketFrame, context: ChannelHandlerContext) -> EventLoopFuture<Void> {
        sink?.flush()
        let promise = sink?.heldUntilPassedOn() ?? context.eventLoop.makePromise()
        context.writeAndFlush(wrapOutboundOut(frame), promise: promise)
        return promise.futureResult
    }

    /// Frames that cannot be read on: a close frame with the failure's code (and for an unmasked frame, which
    /// RFC 6455 §5.1 forbids, a reason), then the socket is closed; nothing more is read or sent.
    private func refuse(_ failure: ClientFrameReader.Failure, context: ChannelHandlerContext) {
        phase = .closed
        partial = nil
        cancelPing()
        let channel = context.channel
        let reason = failure == .unmasked ? Self.unmaskedReason : nil
        writeControl(Self.closeFrame(failure.code, reason: reason), context: context)
            .whenComplete { _ in channel.close(promise: nil) }
    }

    /// The close reason sent with 1002 for an unmasked frame.
    static let unmaskedReason = "client frames must be masked"

    /// The auto-ping: a ping every interval; one still unanswered at the next closes the connection with 1001.
    func handleScheduledCallback(eventLoop: some EventLoop) {
        pingTimer = nil
        guard phase == .open, let context else { return }
        guard pingPayload == nil else {
            phase = .closed
            let channel = context.channel
            writeControl(Self.closeFrame(.goingAway, reason: "Ping timeout"), context: context)
                .whenComplete { _ in channel.close(promise: nil) }
            return
        }
        let payload = UInt64.random(in: .min ... .max)
        pingPayload = payload
        var data = context.channel.allocator.buffer(capacity: 8)
        data.writeInteger(payload)
        _ = writeControl(WebSocketFrame(fin: true, opcode: .ping, data: data), context: context)
        schedulePing(on: context.eventLoop)
    }

    private func schedulePing(on loop: any EventLoop) {
        pingTimer = try? loop.scheduleCallback(
            in: .seconds(Int64(configuration.pingIntervalSeconds)), handler: self)
    }

    private func cancelPing() {
        pingTimer?.cancel()
        pingTimer = nil
    }

    /// The connection is over: timers stop and the session leaves its room, once.
    ///
    /// NB: NIO announces the channel inactive right after closing its socket, running none of our code in between
    /// but the failures of writes it held (`ConnectionSink.heldUntilPassedOn`), so from here on the sink never
    /// sends to a descriptor NIO closed.
    private func end() {
        sink?.forgetSocket()
        phase = .closed
        cancelPing()
        closeTimer?.cancel()
        closeTimer = nil
        closeStarted = nil
        guard let session else { return }
        self.session = nil
        // NB: always a later turn of the loop, never inline: a close can come from inside the room manager (a
        // dropped slow reader), which must not be re-entered.
        ServerLoops.rooms.execute { [registry] in
            session.end()
            registry.remove(self)
        }
    }

    /// The server is stopping: a closing handshake (1000) whose socket is closed at most `limit` after the close
    /// frame, or with `immediately` the socket closed right after it. A handshake already under way (the 1001
    /// notice) is not restarted: its socket closes `limit` after its own close frame, so a peer that never answers
    /// holds the server no longer than that. From any thread.
    func shutDown(immediately: Bool, limit: TimeAmount) {
        loop.execute {
            self.close(.normalClosure, reason: nil)
            if immediately {
                self.context?.close(promise: nil)
            } else {
                self.closeSooner(limit: limit)
            }
        }
    }

    static func closeFrame(_ code: WebSocketErrorCode, reason: String?) -> WebSocketFrame {
        var data = ByteBuffer()
        data.reserveCapacity(2 + (reason?.utf8.count ?? 0))
        data.write(webSocketErrorCode: code)
        if let reason { data.writeString(reason) }
        return WebSocketFrame(fin: true, opcode: .connectionClose, data: data)
    }
}
