import ArgumentParser
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

/// `parlor-bench echo-server`: a bare SwiftNIO WebSocket echo and broadcast server, the floor Parlor is compared
/// with. No JSON, no rules, no storage: one event loop thread.
struct EchoServer: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "echo-server",
        abstract: "Run the bare WebSocket echo/broadcast server that rtt and fanout use as their floor.",
        discussion: """
            Prints "Listening on ws://HOST:PORT" once it accepts connections, then serves until killed. A \
            client's first text frame "join ROOM" puts it in a room (answered "joined"); every later text frame \
            is written back to the sender and to everyone else in that room.
            """)

    @Option(help: "The interface to listen on.") var host = "127.0.0.1"
    @Option(help: "The TCP port (0: any free port).") var port = 0

    func run() throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let rooms = EchoRooms()
        let upgrader = NIOWebSocketServerUpgrader(
            maxFrameSize: 1 << 16,
            shouldUpgrade: { channel, _ in channel.eventLoop.makeSucceededFuture(HTTPHeaders()) },
            upgradePipelineHandler: { channel, _ in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(EchoHandler(rooms: rooms))
                }
            })
        let channel = try ServerBootstrap(group: group)
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
            .wait()
        let bound = channel.localAddress?.port ?? port
        FileHandle.standardOutput.write(Data("Listening on ws://\(host):\(bound)\n".utf8))
        try channel.closeFuture.wait()
    }
}
