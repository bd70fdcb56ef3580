import NIOCore
import NIOPosix

/// Opens the generator's WebSocket connections on its one event loop, a bounded number at a time, and hands
/// their traffic to the scenario.
///
/// NB: every property is touched only on `loop`'s thread (the channel initialisers and handlers run there, and
/// the scenario calls in from there), which is what makes the unchecked Sendable safe.
final class ConnectionPool: ConnectionDelegate, @unchecked Sendable {
    let loop: any EventLoop
    let host: String
    let port: Int
    private(set) var connections: [BenchConnection?] = []
    /// The scenario the traffic goes to; held until `closeAll()` so it lives as long as its run.
    var scenario: (any ConnectionDelegate)?
    private var waiting: Opening?

    private struct Opening {
        let start: Int
        var next: Int
        let end: Int
        var inFlight = 0
        let concurrency: Int
        let promise: EventLoopPromise<Void>
    }

    init(loop: any EventLoop, host: String, port: Int) {
        self.loop = loop
        self.host = host
        self.port = port
    }

    /// The connection at `index`.
    subscript(_ index: Int) -> BenchConnection {
        connections[index]!
    }

    /// Opens `count` more connections, at most `concurrency` handshakes at a time; succeeds with their indices
    /// once all are open, fails if one cannot connect.
    func open(_ count: Int, concurrency: Int = 64) -> EventLoopFuture<Range<Int>> {
        loop.flatSubmit {
            let start = self.connections.count
            self.connections.append(contentsOf: repeatElement(nil, count: count))
            let promise = self.loop.makePromise(of: Void.self)
            self.waiting = Opening(
                start: start, next: start, end: start + count, concurrency: concurrency, promise: promise)
            self.startMore()
            return promise.futureResult.map { start..<(start + count) }
        }
    }

    /// Closes every connection.
    func closeAll() -> EventLoopFuture<Void> {
        loop.submit {
            for connection in self.connections { connection?.close() }
            self.scenario = nil
        }
    }

    func opened(_ index: Int) {
        if var waiting, index >= waiting.start, index < waiting.end {
            waiting.inFlight -= 1
            self.waiting = waiting
            startMore()
        }
        scenario?.opened(index)
    }

    func received(_ index: Int, _ payload: UnsafeRawBufferPointer, at time: UInt64) {
        scenario?.received(index, payload, at: time)
    }

    func closed(_ index: Int) {
        scenario?.closed(index)
    }

    private func startMore() {
        guard var waiting else { return }
        if waiting.next == waiting.end && waiting.inFlight == 0 {
            self.waiting = nil
            waiting.promise.succeed()
            return
        }
        while waiting.inFlight < waiting.concurrency && waiting.next < waiting.end {
            let index = waiting.next
            waiting.next += 1
            waiting.inFlight += 1
            connect(index, failing: waiting.promise)
        }
        self.waiting = waiting
    }

    private func connect(_ index: Int, failing promise: EventLoopPromise<Void>) {
        ClientBootstrap(group: loop)
            .channelOption(.socketOption(.tcp_nodelay), value: 1)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let handler = BenchConnection(index: index, host: self.host, port: self.port, delegate: self)
                    self.connections[index] = handler
                    try channel.pipeline.syncOperations.addHandler(handler)
                }
            }
            .connect(host: host, port: port)
            .whenFailure { error in
                self.waiting = nil
                promise.fail(error)
            }
    }
}
