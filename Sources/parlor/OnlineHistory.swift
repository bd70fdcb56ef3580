import Foundation
import Logging
import NetClient
import Synchronization
import WireProtocol

/// Asks a server for the finished rounds of some rooms, once, within a deadline: what `parlor history` adds to
/// the local games for the rooms this machine sat in.
enum OnlineHistory {
    /// Why the rounds could not be had, as a few words for the person.
    struct Failure: Error, Equatable, CustomStringConvertible {
        /// What went wrong: the connection's reason, the server's error, or the deadline.
        let description: String
    }

    /// The first answer: the rounds or why not; later ones (a deadline passing after the answer) are dropped.
    private final class Outcome: Sendable {
        private let settled = Mutex<Result<[FinishedGame], Failure>?>(nil)

        /// Keeps `result` unless an answer came first.
        func settle(_ result: Result<[FinishedGame], Failure>) {
            settled.withLock { if $0 == nil { $0 = result } }
        }

        /// The answer, if one came.
        var result: Result<[FinishedGame], Failure>? { settled.withLock { $0 } }
    }

    /// The most rooms one `history` request may name.
    static let maximumRooms = 100

    /// The finished rounds of `gameIDs` (the first 100 in order) on the server at `address`, or why not; gives
    /// up after `deadline`, whatever the server is doing. Blocks the calling thread.
    static func fetch(
        _ gameIDs: [GameID], from address: ServerAddress, within deadline: Duration, logger: Logger
    ) -> Result<[FinishedGame], Failure> {
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let link = WebSocketLink.dial(address, handshakeTimeout: deadline, logger: logger)
        let request = ClientMessage.history(gameIDs: Array(gameIDs.prefix(maximumRooms)))
        Task {
            for await event in link.events {
                let answer = answer(to: event, request: request, link: link)
                if let answer {
                    outcome.settle(answer)
                    link.close()
                }
            }
            done.signal()
        }
        Task {
            try? await Task.sleep(for: deadline)
            outcome.settle(.failure(Failure(description: "no answer within \(deadline)")))
            link.close()
        }
        done.wait()
        return outcome.result ?? .failure(Failure(description: "the connection ended without an answer"))
    }

    /// What `event` settles, if anything: the rounds, or why there will be none.
    private static func answer(to event: LinkEvent, request: ClientMessage, link: Link)
        -> Result<[FinishedGame], Failure>?
    {
        switch event {
        case .opened:
            link.send(
                WireCoder.encode(
                    ClientMessage.hello(
                        protocolVersion: .current, client: "parlor", clientVersion: OnlineSetup.clientVersion)))
            link.send(WireCoder.encode(request))
            return nil
        case .text(let text):
            switch try? WireCoder.decode(ServerMessage.self, from: text, games: Games.all) {
            case .history(let games)?: return .success(games)
            case .error(let error)?: return .failure(Failure(description: error.message))
            case nil: return .failure(Failure(description: "the server's answer was not understood"))
            default: return nil
            }
        case .closed(let reason):
            return .failure(Failure(description: reason.description))
        }
    }
}
