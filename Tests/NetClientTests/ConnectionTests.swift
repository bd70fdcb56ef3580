import NetClient
import Synchronization
import Testing

/// Dials links that play a script: each dial takes the next list of events.
final class ScriptedDialer: Sendable {
    private let scripts: Mutex<[[LinkEvent]]>
    let sent = Mutex<[String]>([])
    let dials = Mutex(0)

    init(_ scripts: [[LinkEvent]]) {
        self.scripts = Mutex(scripts)
    }

    func dial() -> Link {
        dials.withLock { $0 += 1 }
        let script = scripts.withLock { $0.isEmpty ? [.closed(.failed("refused"))] : $0.removeFirst() }
        let (events, sink) = AsyncStream<LinkEvent>.makeStream()
        for event in script { sink.yield(event) }
        // NB: a script without `closed` stays open until the connection closes the link.
        if script.contains(where: { if case .closed = $0 { true } else { false } }) { sink.finish() }
        return Link(
            events: events,
            send: { text in self.sent.withLock { $0.append(text) } },
            close: {
                sink.yield(.closed(.closedByClient))
                sink.finish()
            }
        )
    }
}

/// Collects events until `stop` says so, failing instead of hanging if they never come.
func collect(
    _ events: AsyncStream<ConnectionEvent>, until stop: @escaping @Sendable (ConnectionEvent) -> Bool = { _ in false }
) async throws -> [ConnectionEvent] {
    try await withThrowingTaskGroup(of: [ConnectionEvent]?.self) { group in
        group.addTask {
            var seen: [ConnectionEvent] = []
            for await event in events {
                seen.append(event)
                if stop(event) { break }
            }
            return seen
        }
        group.addTask {
            try await Task.sleep(for: .seconds(10))
            return nil
        }
        let first = try await group.next() ?? nil
        group.cancelAll()
        return try #require(first, "no end to the events within 10 s")
    }
}

struct ConnectionTests {
    @Test func redialsWithBackoffAndResetsItOnceALinkOpens() async throws {
        let dialer = ScriptedDialer([
            [.closed(.failed("refused"))],
            [.closed(.failed("refused"))],
            [.opened, .text("hello"), .closed(.lost)],
            [.opened, .text("again")],
        ])
        let slept = Mutex<[Duration]>([])
        let connection = Connection(
            dial: dialer.dial, backoff: Backoff(initial: .seconds(1), jitter: 0), random: FixedRandom(value: 0),
            sleep: { delay in slept.withLock { $0.append(delay) } }
        )
        let events = try await collect(connection.events) { $0 == .text("again") }
        connection.close()
        #expect(
            events == [
                .connecting(attempt: 1), .disconnected(.failed("refused")), .retrying(attempt: 2, after: .seconds(1)),
                .connecting(attempt: 2), .disconnected(.failed("refused")), .retrying(attempt: 3, after: .seconds(2)),
                .connecting(attempt: 3), .connected, .text("hello"), .disconnected(.lost),
                .retrying(attempt: 2, after: .seconds(1)),
                .connecting(attempt: 2), .connected, .text("again"),
            ])
        #expect(slept.withLock { $0 } == [.seconds(1), .seconds(2), .seconds(1)])
    }

    @Test func eachOutageCountsItsAttemptsAfreshOnceALinkOpened() async throws {
        let dialer = ScriptedDialer([
            [.opened, .closed(.lost)],
            [.closed(.failed("refused"))],
            [.closed(.failed("refused"))],
            [.opened, .closed(.closedByServer(code: 1001, reason: "server shutting down"))],
            [.opened, .text("back")],
        ])
        let connection = Connection(
            dial: dialer.dial, backoff: Backoff(initial: .seconds(1), jitter: 0), random: FixedRandom(value: 0),
            sleep: { _ in }
        )
        let events = try await collect(connection.events) { $0 == .text("back") }
        connection.close()
        let attempts = events.compactMap { event -> String? in
            switch event {
            case .connecting(let attempt): "connecting \(attempt)"
            case .retrying(let attempt, _): "retrying \(attempt)"
            case .connected: "connected"
            default: nil
            }
        }
        #expect(
            attempts == [
                "connecting 1", "connected", "retrying 2", "connecting 2", "retrying 3", "connecting 3", "retrying 4",
                "connecting 4", "connected", "retrying 2", "connecting 2", "connected",
            ])
    }

    @Test func givesUpWhenTheAttemptsAreUsedUp() async throws {
        let dialer = ScriptedDialer([])
        let connection = Connection(
            dial: dialer.dial, backoff: Backoff(initial: .seconds(1), jitter: 0, maximumAttempts: 1),
            random: FixedRandom(value: 0), sleep: { _ in }
        )
        let events = try await collect(connection.events)
        #expect(
            events == [
                .connecting(attempt: 1), .disconnected(.failed("refused")), .retrying(attempt: 2, after: .seconds(1)),
                .connecting(attempt: 2), .disconnected(.failed("refused")), .gaveUp,
            ])
        #expect(dialer.dials.withLock { $0 } == 2)
    }

    @Test func sendsOnTheOpenLinkAndStopsWhenClosed() async throws {
        let dialer = ScriptedDialer([[.opened]])
        let connection = Connection(dial: dialer.dial, random: FixedRandom(value: 0), sleep: { _ in })
        let opened = try await collect(connection.events) { $0 == .connected }
        #expect(opened == [.connecting(attempt: 1), .connected])
        connection.send("one")
        connection.send("two")
        connection.close()
        let rest = try await collect(connection.events)
        #expect(rest == [])
        #expect(dialer.sent.withLock { $0 } == ["one", "two"])
        #expect(dialer.dials.withLock { $0 } == 1)
    }
}
