import Synchronization

/// A connection to a server that redials by itself: each dropped or failed link is followed, after a `Backoff`
/// delay, by a new one, until `close()` or until the attempts are used up.
///
/// It moves text only; what the texts mean (and resuming with the last sequence number and the seat secret on
/// each `connected`) belongs to the session that reads `events`.
public final class Connection: Sendable {
    /// Everything that happens, in order; finishes after `close()` or `gaveUp`.
    public let events: AsyncStream<ConnectionEvent>
    private let shared = Shared()

    /// What the dialling task and the callers share.
    private final class Shared: Sendable {
        let link = Mutex<Link?>(nil)
        let closed = Mutex(false)
        let task = Mutex<Task<Void, Never>?>(nil)
    }

    /// Starts dialling at once.
    ///
    /// - Parameters:
    ///   - dial: opens one link (live: `WebSocketLink.dial`).
    ///   - backoff: the retry policy.
    ///   - random: the source of jitter.
    ///   - sleep: waits a delay (live: `Task.sleep(for:)`); injected so tests need not wait.
    public init<Random: RandomNumberGenerator & Sendable>(
        dial: @escaping @Sendable () -> Link,
        backoff: Backoff = Backoff(),
        random: Random = SystemRandomNumberGenerator(),
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        let (events, sink) = AsyncStream<ConnectionEvent>.makeStream()
        self.events = events
        let shared = shared
        let loop = Task {
            var backoff = backoff
            var random = random
            var attempt = 1
            while !shared.closed.withLock({ $0 }) {
                sink.yield(.connecting(attempt: attempt))
                let link = dial()
                shared.link.withLock { $0 = link }
                // NB: a close() that raced with the dial above found no link to close.
                if shared.closed.withLock({ $0 }) { link.close() }
                var reason = DisconnectReason.lost
                for await event in link.events {
                    switch event {
                    case .opened:
                        // NB: each outage counts its attempts from the open link (attempt 1), as the first one
                        // does: the person reads "attempt N" as how long this outage has lasted.
                        backoff.reset()
                        attempt = 1
                        sink.yield(.connected)
                    case .text(let text):
                        sink.yield(.text(text))
                    case .closed(let why):
                        reason = why
                    }
                }
                shared.link.withLock { $0 = nil }
                if shared.closed.withLock({ $0 }) { break }
                sink.yield(.disconnected(reason))
                guard let delay = backoff.delayAfterFailure(using: &random) else {
                    sink.yield(.gaveUp)
                    break
                }
                attempt += 1
                sink.yield(.retrying(attempt: attempt, after: delay))
                do { try await sleep(delay) } catch { break }
            }
            sink.finish()
        }
        shared.task.withLock { $0 = loop }
        sink.onTermination = { _ in
            shared.closed.withLock { $0 = true }
            shared.link.withLock { $0 }?.close()
            loop.cancel()
        }
    }

    /// Sends one text frame on the open link; dropped while disconnected (the session resumes after a reconnect).
    public func send(_ text: String) {
        shared.link.withLock { $0 }?.send(text)
    }

    /// Closes the link and stops redialling; `events` finishes.
    public func close() {
        shared.closed.withLock { $0 = true }
        shared.link.withLock { $0 }?.close()
        shared.task.withLock { $0 }?.cancel()
    }
}
