import NIOCore
import ServiceLifecycle
import Synchronization

/// The application's live WebSocket connections, and the service that closes them when the application stops:
/// with a closing handshake (1000) on graceful shutdown, each socket closed at most `closeLimit` after its close
/// frame, at once (1000, then the socket) when cancelled. Either way it returns only once every connection has left
/// the room manager, so nothing of a stopped server still writes.
///
/// NB: upgraded connections are served by channel handlers, not tasks, so Hummingbird no longer waits for them
/// when it stops; this does.
final class ConnectionRegistry: Service, Sendable {
    private struct State {
        var live: [ObjectIdentifier: WebSocketConnection] = [:]
        var emptied: CheckedContinuation<Void, Never>?
    }

    /// How long, on graceful shutdown, a connection's peer has to answer its close frame (docs/protocol.md §16).
    static let closeLimit = TimeAmount.seconds(2)

    private let state = Mutex(State())
    /// How long `run` waits for the connections to go once told to close them.
    private let patience: TimeAmount

    init(patience: TimeAmount = closeLimit + .seconds(1)) {
        self.patience = patience
    }

    func add(_ connection: WebSocketConnection) {
        state.withLock { $0.live[ObjectIdentifier(connection)] = connection }
    }

    /// Called once the connection has left the room manager.
    func remove(_ connection: WebSocketConnection) {
        let emptied = state.withLock { state -> CheckedContinuation<Void, Never>? in
            state.live[ObjectIdentifier(connection)] = nil
            guard state.live.isEmpty else { return nil }
            defer { state.emptied = nil }
            return state.emptied
        }
        emptied?.resume()
    }

    /// How many connections are live.
    var count: Int {
        state.withLock(\.live.count)
    }

    /// Waits for graceful shutdown or cancellation, then closes every connection and waits for them to go.
    func run() async {
        let immediately: Bool
        do {
            try await gracefulShutdown()
            immediately = false
        } catch {
            immediately = true
        }
        let connections = state.withLock { Array($0.live.values) }
        for connection in connections { connection.shutDown(immediately: immediately, limit: Self.closeLimit) }
        await waitUntilEmpty()
    }

    /// Returns when no connection is live, or after `patience`; cancellation does not cut it short.
    private func waitUntilEmpty() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let waiting = state.withLock { state -> Bool in
                guard !state.live.isEmpty else { return false }
                state.emptied = continuation
                return true
            }
            guard waiting else { return continuation.resume() }
            ServerLoops.rooms.scheduleTask(in: patience) { [self] in
                let late = state.withLock { state in
                    defer { state.emptied = nil }
                    return state.emptied
                }
                late?.resume()
            }
        }
    }
}
