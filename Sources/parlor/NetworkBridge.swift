import ClientCore
import Foundation
import Logging
import NetClient
import WireProtocol

/// Runs the connection on its own tasks and turns what happens into `OnlineAction`s in an inbox; carries out
/// the session's network effects.
final class NetworkBridge: Sendable {
    private let connection: Connection
    private let inbox: Inbox<OnlineInput>
    private let seats: SeatStore
    private let logger: Logger

    /// Starts dialling `address` at once.
    init(address: ServerAddress, inbox: Inbox<OnlineInput>, seats: SeatStore, logger: Logger) {
        self.inbox = inbox
        self.seats = seats
        self.logger = logger
        let linkLogger = Logger(label: "parlor.link")
        connection = Connection(dial: { WebSocketLink.dial(address, logger: linkLogger) })
        let events = connection.events
        Task {
            for await event in events {
                inbox.put(.action(Self.action(for: event)))
            }
        }
    }

    /// What the session makes of a connection event.
    static func action(for event: ConnectionEvent) -> OnlineAction {
        switch event {
        case .connecting(let attempt): return .connecting(attempt: attempt)
        case .connected: return .connected
        case .disconnected(let reason): return .disconnected(reason: reason.description)
        case .retrying(let attempt, let delay): return .retrying(attempt: attempt, after: delay)
        case .gaveUp: return .gaveUp
        case .text(let text):
            do {
                return .received(try WireCoder.decode(ServerMessage.self, from: text, games: Games.all))
            } catch {
                return .unreadable(reason: error.message)
            }
        }
    }

    /// Carries out the effects that concern the network, the seat file and the timer; returns whether `quit`
    /// was among them. `bell` and `copyToClipboard` are the caller's (they need the terminal).
    func perform(_ effects: [OnlineEffect]) -> Bool {
        var quit = false
        for effect in effects {
            switch effect {
            case .send(let message):
                connection.send(WireCoder.encode(message))
            case .storeSecret(let secret, let gameID):
                do {
                    try seats.store(secret.revealedText, for: gameID.text)
                } catch {
                    logger.warning("seat secret not stored", metadata: ["gameID": "\(gameID)", "error": "\(error)"])
                }
            case .tick(let delay):
                let inbox = inbox
                // NB: the time that really passed, which a stopped or starved process makes longer than asked.
                let asked = ContinuousClock.now
                Task {
                    try? await Task.sleep(for: delay)
                    inbox.put(.action(.ticked(elapsed: ContinuousClock.now - asked)))
                }
            case .pointerPause(let delay):
                let inbox = inbox
                Task {
                    try? await Task.sleep(for: delay)
                    inbox.put(.action(.pointerPauseEnded))
                }
            case .bell, .copyToClipboard, .discardTypeAhead:
                break
            case .quit:
                quit = true
            }
        }
        return quit
    }

    /// Closes the connection.
    func close() {
        connection.close()
    }
}
