import GameCatalog
import GameCore
public import WireProtocol

/// A room's finished rounds, derived from its stored records: what `history` answers.
public enum RoomHistory {
    /// Every round of room `id` that ended with an outcome (by the rules or by a claim), in round order, rebuilt
    /// from `records` alone: the round's seed and its moves at their moments give the final position, the
    /// `roundStarted` moment the wall-clock start. Aborted rounds and the round in play are left out, and so is
    /// everything from a record that does not fit the rules (the room would not rebuild either).
    public static func finishedGames(of id: GameID, from records: [RoomRecord]) -> [FinishedGame] {
        guard case .created(let setup, _, _)? = records.first else { return [] }
        var names: [Int: PlayerName] = [:]
        var game = AnyGame(setup: setup, round: 1, seed: 0)
        var startedAt = Moment(milliseconds: 0)
        var firstMove: Moment?
        var lastMove: Moment?
        var games: [FinishedGame] = []
        func finish(_ round: Int, _ outcome: Outcome) {
            let players = names.keys.sorted().compactMap { names[$0] }
            let duration = (lastMove?.milliseconds ?? 0) - (firstMove?.milliseconds ?? 0)
            games.append(
                FinishedGame(
                    gameID: id, round: round, setup: setup, players: players, startedAt: startedAt.milliseconds,
                    duration: GameTime(milliseconds: duration), outcome: outcome,
                    finalView: game.view(for: .spectator)))
        }
        for record in records.dropFirst() {
            switch record {
            case .seatTaken(let seat, let name, _, _):
                names[seat.index] = name
            case .roundStarted(let round, _, let seed, let at):
                game = Room.opening(of: setup, round: round, seed: seed, room: id)
                startedAt = at
                firstMove = nil
                lastMove = nil
            case .roundChosen(let round, _, let seed, let choice, let at):
                game = game.nextRound(
                    choosing: choice, setup: setup, round: round, seed: seed,
                    commitment: Room.commitment(of: setup, round: round, seed: seed, room: id))
                startedAt = at
                firstMove = nil
                lastMove = nil
            case .moved(let seat, let move, _, let at), .timedMove(let seat, let move, let at):
                do {
                    try game.apply(move, by: seat, at: GameTime(milliseconds: at.milliseconds - startedAt.milliseconds))
                } catch {
                    return games
                }
                if firstMove == nil { firstMove = at }
                lastMove = at
            case .roundEnded(let round, let outcome), .victoryClaimed(let round, _, let outcome):
                finish(round, outcome)
            case .created, .aborted, .rematchRequested, .playerDisconnected, .playerReconnected, .playerLeft,
                .spectatorsChanged, .roomClosed:
                break
            }
        }
        return games
    }

    /// `games` in order of start (then room and round), keeping only the newest that fit in one server frame
    /// beside the `history` message's own bytes: the answer to a client that asked about many long-lived rooms.
    public static func answer(_ games: [FinishedGame], limit: Int = ServerMessage.maxFrameBytes) -> [FinishedGame] {
        let ordered = games.sorted {
            ($0.startedAt, $0.gameID?.text ?? "", $0.round) < ($1.startedAt, $1.gameID?.text ?? "", $1.round)
        }
        var budget = limit - WireCoder.encode(ServerMessage.history(games: [])).utf8.count
        var kept: [FinishedGame] = []
        for game in ordered.reversed() {
            // NB: one comma between games in the array.
            let size = WireCoder.encodeValue(game).utf8.count + 1
            guard size <= budget else { break }
            budget -= size
            kept.append(game)
        }
        return kept.reversed()
    }
}
