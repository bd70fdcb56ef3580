import Logging
import NetClient
import WireProtocol

/// The games finished on this machine: written when a local game ends, read by `parlor history`.
struct LocalHistory {
    /// A history line that could not be read, described by the protocol's sentence.
    struct UnreadableLine: Error, CustomStringConvertible {
        /// Why the line is not a finished game.
        let description: String
    }

    /// The store, in `StatePaths.historyFile`, one finished game a line in the protocol's JSON.
    let store: HistoryStore<FinishedGame>

    /// The most games kept: the newest 1,000.
    ///
    /// NB: years of a few games a day, and far more than `parlor history` lists by default (20); a line is small, even
    /// for the largest board, so the file stays small and reading it all (as `parlor history` does) stays
    /// quick. Each game past the cap rewrites the file once.
    static let kept = 1000
    private let logger: Logger

    /// The history of the person running parlor, after `environment`'s XDG variables.
    init(environment: [String: String], logger: Logger) {
        store = HistoryStore(
            path: StatePaths(environment: environment).historyFile, limit: Self.kept,
            encode: { WireCoder.encodeValue($0) },
            decode: { line in
                do throws(ProtocolError) {
                    return try WireCoder.decodeValue(
                        FinishedGame.self, from: line, what: "finished game", games: Games.all)
                } catch {
                    throw UnreadableLine(description: error.message)
                }
            })
        self.logger = logger
    }

    /// Adds `game`; a history that cannot be written is logged, never shown: the game itself went fine.
    func record(_ game: FinishedGame) {
        do {
            try store.append(game)
            logger.info("game recorded", metadata: ["path": "\(store.path)", "round": "\(game.round)"])
        } catch {
            logger.warning("game not recorded", metadata: ["path": "\(store.path)", "error": "\(error)"])
        }
    }
}
