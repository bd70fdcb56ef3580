import Logging
import NIOCore
import NIOPosix
import NIOWebSocket
import Persistence
import ServerCore
import Synchronization
import TestGames
import Testing
import WireProtocol

@testable import GameServer

#if canImport(Glibc)
    import Glibc
#endif

/// The sink's own socket: what it keeps of NIO's descriptor never outlives NIO's socket.
struct ConnectionSinkSocketTests {
    /// One server connection, served by `WebSocketConnection` behind NIO's frame encoder (no HTTP upgrade), on the
    /// rooms loop, and the raw client end of it.
    struct Served {
        let listener: any Channel
        let channel: any Channel
        let connection: WebSocketConnection
        let client: RawSocket

        static func open(clientReceiveBufferBytes: Int32) async throws -> Served {
            var quiet = Logger(label: "test.sink")
            quiet.logLevel = .critical
            let logger = quiet
            let manager = try RoomManager(
                store: MemoryRoomStore(), policy: RoomPolicy(), random: SystemRandomNumberGenerator(),
                clock: SystemClock.now, logger: logger)
            // NB: no hello or ping deadline that a starved test (the cooperative pool busy for seconds in a debug
            // build) could reach before it looks at the connection.
            let configuration = ServerConfiguration(
                databasePath: "", games: TestGames.all, outboundQueueLimit: 1_000_000, pingIntervalSeconds: 3_600,
                helloTimeoutSeconds: 3_600)
            let registry = ConnectionRegistry()
            let accepted = ServerLoops.rooms.makePromise(of: (any Channel, WebSocketConnection).self)
            let listener = try await ServerBootstrap(group: ServerLoops.rooms)
                .childChannelOption(.socketOption(.so_sndbuf), value: 4_096)
                .childChannelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        let connection = WebSocketConnection(
                            manager: manager, configuration: configuration, logger: logger, registry: registry,
                            loop: channel.eventLoop, clientAddress: "127.0.0.1")
                        try channel.pipeline.syncOperations.addHandlers([WebSocketFrameEncoder(), connection])
                        accepted.succeed((channel, connection))
                    }
                }
                .bind(host: "127.0.0.1", port: 0).get()
            let port = try #require(listener.localAddress?.port)
            let client = try RawSocket(port: port, receiveBufferBytes: clientReceiveBufferBytes, segmentBytes: 536)
            let (channel, connection) = try await accepted.futureResult.get()
            return Served(listener: listener, channel: channel, connection: connection, client: client)
        }

        func close() async throws {
            client.close()
            try? await channel.close()
            try await listener.close()
        }
    }

    /// NIO closes a connection's socket while it holds writes of ours and a pong is waiting behind them with a ping
    /// still to answer: failing those writes runs our callbacks, and the one that answers the kept ping flushes the
    /// connection. By then the descriptor's number may already be another socket's (here, as soon as the first
    /// held write fails, a socket pair may take it); the sink must have forgotten it, and nothing may reach it.
    ///
    /// NB: whether the pair gets the very number depends on the other tests running meanwhile (the lowest free
    /// descriptor wins), so what is checked every time is that the sink had forgotten the socket when the number
    /// was free; the bytes are checked when the pair did take it.
    @Test func nothingIsSentToTheDescriptorOfASocketNIOClosedWhileItsWritesFail() async throws {
        let served = try await Served.open(clientReceiveBufferBytes: 1_024)
        let channel = served.channel
        let connection = served.connection
        let loop = channel.eventLoop
        let sink = try #require(try await loop.submit { connection.sink }.get())
        let descriptor = try await loop.submit { sink.descriptor }.get()
        #expect(descriptor >= 0)
        // NB: the client reads nothing, so after a few KiB the rest of these is held by NIO.
        let chunk = ConnectionSink.payload(of: .pong(nonce: String(repeating: "x", count: 4_000)))
        try await loop.submit {
            for _ in 0..<64 { sink.send(payload: chunk) }
        }.get()
        #expect(try await loop.submit { sink.heldByNIO }.get() > 0)
        // NB: a write that is not ours, queued behind them, takes the closed descriptor's number when it fails.
        let pair = Mutex<[CInt]>([])
        let kept = Mutex<CInt?>(nil)
        try await loop.submit {
            let promise = loop.makePromise(of: Void.self)
            promise.futureResult.whenFailure { _ in
                kept.withLock { $0 = sink.descriptor }
                var fds: [CInt] = [-1, -1]
                _ = socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds)
                pair.withLock { $0 = fds }
            }
            channel.writeAndFlush(WebSocketFrame(fin: true, opcode: .binary, data: ByteBuffer()), promise: promise)
        }.get()
        // NB: two pings in one write, read together: the first one's pong is held by NIO, the second is kept.
        let held = try await loop.submit { sink.heldByNIO }.get()
        try served.client.write(
            RawSocket.frame(opcode: 0x9, payload: [1]) + RawSocket.frame(opcode: 0x9, payload: [2]))
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(5)
        while try await loop.submit({ sink.heldByNIO }).get() == held, clock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(try await loop.submit { sink.heldByNIO }.get() == held + 1)
        // NB: in one turn of the loop, a message waits for its flush and NIO closes the socket.
        let message = ConnectionSink.payload(of: .pong(nonce: "after the close"))
        try await loop.submit {
            var writer = ConnectionSink.Writer(expecting: 1)
            writer.write(message, to: sink)
            channel.close(promise: nil)
        }.get()
        #expect(kept.withLock { $0 } == -1, "the sink still held the socket NIO had closed")
        let fds = pair.withLock { $0 }
        try #require(fds.count == 2 && fds[0] >= 0, "no socket pair: \(fds)")
        if fds[0] == descriptor {
            var buffer = [UInt8](repeating: 0, count: 4_096)
            let received = recv(fds[1], &buffer, buffer.count, Int32(MSG_DONTWAIT))
            #expect(received < 0, "the socket pair got \(received) bytes meant for the closed connection")
        }
        for fd in fds { Glibc.close(fd) }
        try await served.close()
    }
}
