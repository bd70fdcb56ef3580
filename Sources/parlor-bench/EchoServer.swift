import ArgumentParser
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

#if canImport(Glibc)
    import Glibc
#endif

/// `parlor-bench echo-server`: a bare SwiftNIO WebSocket echo and broadcast server, the floor Parlor is compared
/// with. No JSON, no rules, no storage: one event loop thread.
struct EchoServer: ParsableCommand {
    // NB: a signal source stops when released, so it is kept for the life of the process.
    nonisolated(unsafe) private static var terminationSource: (any DispatchSourceSignal)?

    static let configuration = CommandConfiguration(
        commandName: "echo-server",
        abstract: "Run the bare WebSocket echo/broadcast server that rtt and fanout use as their floor.",
        discussion: """
            Prints "Listening on ws://HOST:PORT" once it accepts connections, then serves until killed. A \
            client's first text frame "join ROOM" puts it in a room (answered "joined"); every later text frame \
            is written back to the sender and to everyone else in that room. With --durable, every such frame \
            is first stored as a row of a SQLite file (WAL, synchronous=NORMAL), the frames read in one \
            event-loop turn in one transaction, and echoed only after that commit: the floor for a server that \
            commits a move before it acknowledges it.
            """)

    @Option(help: "The interface to listen on.") var host = "127.0.0.1"
    @Option(help: "The TCP port (0: any free port).") var port = 0

    @Option(help: "Store every frame in this SQLite file before echoing it (the durable floor).")
    var durable: String?

    @Option(help: "With --durable: WAL pages before SQLite's automatic checkpoint (1000: its default; 0: never).")
    var walAutocheckpoint = 1_000

    func validate() throws {
        guard walAutocheckpoint >= 0 else { throw ValidationError("--wal-autocheckpoint must be 0 or more.") }
    }

    func run() throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let rooms = EchoRooms()
        let commits = try durable.map { path in
            EchoCommits(log: try DurableLog(path: path, autocheckpointPages: walAutocheckpoint))
        }
        let channel = try Self.bind(host: host, port: port, on: group, rooms: rooms, commits: commits).wait()
        if let commits, let durable { Self.reportOnTermination(commits, to: durable + ".stats", on: channel.eventLoop) }
        let bound = channel.localAddress?.port ?? port
        FileHandle.standardOutput.write(Data("Listening on ws://\(host):\(bound)\n".utf8))
        try channel.closeFuture.wait()
    }

    /// A bare echo server listening on `host`:`port` (0: any free port) on `group`.
    static func bind(
        host: String, port: Int, on group: any EventLoopGroup, rooms: EchoRooms, commits: EchoCommits?
    ) -> EventLoopFuture<any Channel> {
        let upgrader = NIOWebSocketServerUpgrader(
            maxFrameSize: 1 << 16,
            shouldUpgrade: { channel, _ in channel.eventLoop.makeSucceededFuture(HTTPHeaders()) },
            upgradePipelineHandler: { channel, _ in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(EchoHandler(rooms: rooms, commits: commits))
                }
            })
        return ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 1024)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline(
                        withServerUpgrade: (upgraders: [upgrader], completionHandler: { _ in }))
                }
            }
            .bind(host: host, port: port)
    }

    /// On SIGTERM (how the generator stops a server it started), writes the commits' summary to `path` and exits.
    private static func reportOnTermination(_ commits: EchoCommits, to path: String, on loop: any EventLoop) {
        signal(SIGTERM, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGTERM, queue: .global())
        source.setEventHandler {
            // NB: the counters belong to the loop's thread, so they are read there.
            loop.execute {
                try? Data((commits.stats.summary + "\n").utf8).write(to: URL(fileURLWithPath: path))
                Glibc.exit(0)
            }
        }
        source.resume()
        terminationSource = source
    }
}
