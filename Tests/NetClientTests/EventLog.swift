import Synchronization

/// Everything a stream delivers, recorded as it comes by a task of its own, so a test can wait for one event
/// with a deadline and then look at all of them.
final class EventLog<Event: Sendable>: Sendable {
    private let storage = Storage()
    private let reader: Task<Void, Never>

    /// What the reading task and the test share.
    private final class Storage: Sendable {
        let state = Mutex<(events: [Event], finished: Bool)>(([], false))
    }

    /// Starts reading `stream`.
    init(_ stream: AsyncStream<Event>) {
        let storage = storage
        reader = Task {
            for await event in stream { storage.state.withLock { $0.events.append(event) } }
            storage.state.withLock { $0.finished = true }
        }
    }

    deinit {
        reader.cancel()
    }

    /// The events so far.
    var events: [Event] { storage.state.withLock { $0.events } }

    /// Waits until an event after the first `skipping` matches `found`, at most `seconds`; returns the events
    /// so far. Throws `TimedOut` if none does in time or the stream ends first.
    @discardableResult
    func wait(
        for description: String, skipping: Int = 0, seconds: Double = 10,
        until found: @escaping @Sendable (Event) -> Bool
    ) async throws -> [Event] {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(seconds)
        while true {
            let (events, finished) = storage.state.withLock { ($0.events, $0.finished) }
            if events.dropFirst(skipping).contains(where: found) { return events }
            if finished || clock.now > deadline {
                throw StreamWaitFailed(awaited: description, seen: events.map { "\($0)" }, ended: finished)
            }
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    /// Waits, at most `seconds`, until the stream ends; returns every event.
    @discardableResult
    func waitForEnd(seconds: Double = 10) async throws -> [Event] {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(seconds)
        while true {
            let (events, finished) = storage.state.withLock { ($0.events, $0.finished) }
            if finished { return events }
            if clock.now > deadline {
                throw StreamWaitFailed(awaited: "the end of the stream", seen: events.map { "\($0)" }, ended: false)
            }
            try await Task.sleep(for: .milliseconds(10))
        }
    }
}
