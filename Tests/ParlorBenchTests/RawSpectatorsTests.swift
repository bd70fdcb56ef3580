import NIOCore
import NIOPosix
import Testing

@testable import parlor_bench

#if canImport(Glibc)
    import Glibc
#endif

/// The fan-out's spectators on plain sockets, against the real bare echo server on loopback.
@Suite struct RawSpectatorsTests {
    /// A player of the echo server's room-0 on a plain socket: it upgrades, joins, and sends text frames.
    struct Mover {
        let fd: Int32

        init(port: Int) throws {
            fd = try RawSocket.connect(port: port)
            let request = Array(ClientText.upgradeRequest(host: "127.0.0.1", port: port).utf8)
            try RawSocket.writeAll(fd, request, request.count)
            var head: [UInt8] = []
            var byte: UInt8 = 0
            while !head.reversed().starts(with: [10, 13, 10, 13]) {
                try RawSocket.readExactly(fd, &byte, 1)
                head.append(byte)
            }
            #expect(head.starts(with: Array("HTTP/1.1 101".utf8)))
            try send(["join room-0"])
            // NB: "joined" in one unmasked frame.
            var reply = [UInt8](repeating: 0, count: 8)
            try RawSocket.readExactly(fd, &reply, reply.count)
            #expect(Array(reply[2...]) == Array("joined".utf8))
        }

        /// Sends `texts` as masked text frames in one write, so the server reads them together.
        func send(_ texts: [String]) throws {
            var bytes: [UInt8] = []
            for text in texts {
                bytes += [0x81, 0x80 | UInt8(text.utf8.count), 0, 0, 0, 0] + Array(text.utf8)
            }
            try RawSocket.writeAll(fd, bytes, bytes.count)
        }
    }

    @Test func spectatorsSayWhenAllWatchAndWhenEveryOneHasEachMove() async throws {
        let server = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let listener = try await EchoServer.bind(
            host: "127.0.0.1", port: 0, on: server, rooms: EchoRooms(), commits: nil
        ).get()
        let port = try #require(listener.localAddress?.port)
        let reporting = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let (reports, continuation) = AsyncStream.makeStream(of: RawSpectators.Report.self)
        var heard = reports.makeAsyncIterator()
        // NB: more than two waves of 100, so the later waves open only once the earlier ones watch.
        let count = 250
        let spectators = try RawSpectators(
            count: count, host: "127.0.0.1", port: port, dialect: .echo, gameID: "", loop: reporting.next()
        ) { continuation.yield($0) }
        spectators.start()
        #expect(await heard.next() == .allWatching)

        spectators.awaitCatchUp(to: 0, request: 7)
        #expect(await heard.next() == .caughtUp(request: 7))

        let mover = try Mover(port: port)
        try mover.send(["move 0"])
        guard case .moveArrived(let first, let last, let messages)? = await heard.next() else {
            Issue.record("no arrival")
            return
        }
        #expect(first <= last)
        #expect(messages == 2 * count)

        // NB: forty moves read together reach each spectator in a few reads, frames cut anywhere between them.
        try mover.send((1...40).map { "move \($0) " + String(repeating: "x", count: $0) })
        for move in 1...40 {
            guard case .moveArrived(_, _, let messages)? = await heard.next() else {
                Issue.record("move \(move) did not arrive")
                return
            }
            #expect(messages == (2 + move) * count)
        }

        // NB: the server going away is a failure of the run, said once.
        try await server.shutdownGracefully()
        guard case .failed(let reason)? = await heard.next() else {
            Issue.record("the spectators did not notice the server closing")
            return
        }
        #expect(reason.hasSuffix("the server closed the connection"))
        spectators.stop()
        close(mover.fd)
        try await reporting.shutdownGracefully()
    }
}
