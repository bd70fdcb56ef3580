import Logging
import NetClient
import Testing

/// `WebSocketLink` and `Connection` against a real WebSocket server on 127.0.0.1; every wait has a deadline,
/// so a bug fails the test instead of hanging the run.
struct WebSocketLinkTests {
    static let logger = Logger(label: "test.link")

    static func address(_ port: Int) -> ServerAddress { ServerAddress(host: "127.0.0.1", port: port) }

    @Test func sendsATextReceivesTheReplyAndClosesPolitely() async throws {
        let server = try await EchoServer.start()
        let link = WebSocketLink.dial(Self.address(server.port), logger: Self.logger)
        let log = EventLog(link.events)
        try await log.wait(for: "opened") { $0 == .opened }
        link.send("echo hello")
        try await log.wait(for: "the echo") { $0 == .text("echo: hello") }
        link.close()
        let events = try await log.waitForEnd()
        #expect(events == [.opened, .text("echo: hello"), .closed(.closedByClient)])
        try await server.stop()
    }

    /// NB: a server sends each message as one frame, bounded at 256 KiB (`ServerMessage.maxFrameBytes`): the
    /// snapshot of the largest board a game allows comes whole in one frame, well over swift-websocket's default
    /// 16 KiB.
    @Test(arguments: [16_385, 65_536, 262_144])
    func aLargeUnfragmentedFrameArrivesWhole(_ count: Int) async throws {
        let server = try await EchoServer.start()
        let link = WebSocketLink.dial(Self.address(server.port), logger: Self.logger)
        let log = EventLog(link.events)
        try await log.wait(for: "opened") { $0 == .opened }
        link.send("big \(count)")
        try await log.wait(for: "the big frame") { $0 == .text(String(repeating: "x", count: count)) }
        link.close()
        let events = try await log.waitForEnd()
        #expect(events.last == .closed(.closedByClient))
        try await server.stop()
    }

    @Test func theServerClosingIsReportedWithItsCodeAndReason() async throws {
        let server = try await EchoServer.start()
        let link = WebSocketLink.dial(Self.address(server.port), logger: Self.logger)
        let log = EventLog(link.events)
        try await log.wait(for: "opened") { $0 == .opened }
        link.send("close")
        let events = try await log.waitForEnd()
        #expect(events == [.opened, .closed(.closedByServer(code: 4000, reason: "bye"))])
        try await server.stop()
    }

    @Test func aServerThatStopsEndsTheLink() async throws {
        let server = try await EchoServer.start()
        let link = WebSocketLink.dial(Self.address(server.port), logger: Self.logger)
        let log = EventLog(link.events)
        try await log.wait(for: "opened") { $0 == .opened }
        try await server.stop()
        let events = try await log.waitForEnd()
        #expect(events.first == .opened)
        #expect(events.count == 2)
        guard case .closed(let reason) = events.last else {
            Issue.record("the link did not report its end: \(events)")
            return
        }
        #expect(reason != .closedByClient)
    }

    @Test func dialingAPortNobodyListensOnFailsClearly() async throws {
        // NB: a port a server just released: nothing listens there now.
        let server = try await EchoServer.start()
        try await server.stop()
        let link = WebSocketLink.dial(Self.address(server.port), logger: Self.logger)
        let events = try await EventLog(link.events).waitForEnd()
        #expect(events.count == 1)
        guard case .closed(.failed(let why)) = events.first else {
            Issue.record("expected one failure, got \(events)")
            return
        }
        #expect(why == "connection refused at ws://127.0.0.1:\(server.port): is the server running?")
    }

    @Test func aListenerThatNeverAnswersTheUpgradeFailsAfterTheHandshakeTimeout() async throws {
        let listener = try SilentListener()
        let link = WebSocketLink.dial(
            Self.address(listener.port), handshakeTimeout: .milliseconds(300), logger: Self.logger)
        // NB: the deadline is a task on the shared cooperative pool, which the synchronous render sweeps of the
        // TerminalUI tests can keep busy for ten seconds in a debug build; the wait only guards against a hang.
        let events = try await EventLog(link.events).waitForEnd(seconds: 60)
        let address = "ws://127.0.0.1:\(listener.port)"
        #expect(
            events == [
                .closed(.failed("no WebSocket answer from \(address) within 0.3 seconds: is it a Parlor server?"))
            ])
    }

    @Test func closingALinkThatIsStillWaitingForTheUpgradeEndsItAtOnce() async throws {
        let listener = try SilentListener()
        let link = WebSocketLink.dial(Self.address(listener.port), logger: Self.logger)
        let log = EventLog(link.events)
        try await Task.sleep(for: .milliseconds(50))
        link.close()
        #expect(try await log.waitForEnd(seconds: 1) == [.closed(.closedByClient)])
    }

    @Test func aConnectionClosedWhileItDialsASilentListenerFinishes() async throws {
        let listener = try SilentListener()
        let port = listener.port
        let connection = Connection(dial: { WebSocketLink.dial(Self.address(port), logger: Self.logger) })
        let log = EventLog(connection.events)
        try await log.wait(for: "dialling") { $0 == .connecting(attempt: 1) }
        connection.close()
        #expect(try await log.waitForEnd(seconds: 2) == [.connecting(attempt: 1)])
    }

    @Test func aConnectionResumesFromWhatItSawWhenTheServerComesBack() async throws {
        let journal = Journal(["one", "two"])
        var server = try await EchoServer.start(journal: journal)
        let port = server.port
        let connection = Connection(
            dial: { WebSocketLink.dial(Self.address(port), logger: Self.logger) },
            backoff: Backoff(initial: .milliseconds(50), maximum: .milliseconds(200), jitter: 0, maximumAttempts: 100))
        // The session's part: on each connection, ask for the entries after the last one seen.
        let (seenByTheSession, sink) = AsyncStream<ConnectionEvent>.makeStream()
        let session = Task {
            var seen = 0
            for await event in connection.events {
                switch event {
                case .connected: connection.send("since \(seen)")
                case .text(let text): seen = Int(text.prefix { $0 != ":" }) ?? seen
                default: break
                }
                sink.yield(event)
            }
            sink.finish()
        }
        defer { session.cancel() }
        let log = EventLog(seenByTheSession)
        try await log.wait(for: "entry 2") { $0 == .text("2: two") }
        try await server.stop()
        let before = try await log.wait(for: "the drop") { if case .disconnected = $0 { true } else { false } }
        journal.append("three")
        server = try await EchoServer.start(port: port, journal: journal)
        let events = try await log.wait(for: "entry 3", skipping: before.count) { $0 == .text("3: three") }
        connection.close()
        try await server.stop()
        #expect(journal.heard == ["since 0", "since 2"], "the second connection asks only for what it missed")
        #expect(Array(events.prefix(4)) == [.connecting(attempt: 1), .connected, .text("1: one"), .text("2: two")])
        let after = events.dropFirst(4)
        #expect(after.filter { if case .text = $0 { true } else { false } } == [.text("3: three")])
        #expect(after.filter { $0 == .connected }.count == 1)
        #expect(after.contains { if case .retrying = $0 { true } else { false } })
    }
}
