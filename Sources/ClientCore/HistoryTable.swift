import GameCatalog
import GameCore
public import WireProtocol

/// `parlor history` as text: one row per finished game, newest first, in aligned columns (start time, game and
/// size, where it was played, players, time taken, outcome). Pure: the caller formats the start times, in
/// local time.
public enum HistoryTable {
    /// The column titles, left to right.
    public static let titles = ["Started", "Game", "Where", "Players", "Time", "Outcome"]

    /// The most columns the players column takes; longer lists end in "...".
    static let playersWidth = 32

    /// The header and one line per game of `games`, newest first, at most `limit` of them (all for `nil`);
    /// `startTime` writes a Unix millisecond as the start column shows it. No games: one sentence saying so.
    ///
    /// `columns` says how many terminal columns a text takes (a wide character takes two), for aligning the
    /// columns and cutting a long list of players; by default one per character.
    public static func lines(
        for games: [FinishedGame], limit: Int? = nil, columns: (String) -> Int = { $0.count },
        startTime: (Int64) -> String
    ) -> [String] {
        let newest = games.enumerated().sorted { left, right in
            left.element.startedAt != right.element.startedAt
                ? left.element.startedAt > right.element.startedAt : left.offset > right.offset
        }.map(\.element)
        let shown = limit.map { Array(newest.prefix(max(0, $0))) } ?? newest
        guard !shown.isEmpty else { return ["No finished games yet."] }
        let rows = [titles] + shown.map { row(for: $0, columns: columns, startTime: startTime) }
        let widths = titles.indices.map { column in rows.map { columns($0[column]) }.max() ?? 0 }
        return rows.map { cells in
            cells.indices.map { column in
                column == cells.count - 1
                    ? cells[column]
                    : cells[column] + String(repeating: " ", count: widths[column] - columns(cells[column]))
            }.joined(separator: "  ")
        }
    }

    /// The cells of one game's row.
    static func row(for game: FinishedGame, columns: (String) -> Int, startTime: (Int64) -> String) -> [String] {
        let names = game.players.map(\.text).joined(separator: ", ")
        var players = names
        if columns(names) > playersWidth {
            // NB: whole characters only, so a wide one is never cut in half.
            while columns(players) > playersWidth - 3 { players.removeLast() }
            players += "..."
        }
        let place = game.gameID.map { "\($0.text) #\(game.round)" } ?? "here"
        return [
            startTime(game.startedAt), name(of: game.setup), place, players, clock(game.duration), outcome(of: game),
        ]
    }

    /// The game and its options in the game's own few words ("Draughts 10x10").
    static func name(of setup: GameSetup) -> String {
        setup.summary
    }

    /// "0:07", "1:23", "1:02:03": the time taken, in whole seconds.
    static func clock(_ time: GameTime) -> String {
        let seconds = max(0, time.milliseconds / 1000)
        let (hours, minutes) = (seconds / 3600, seconds / 60 % 60)
        let twoDigits = { (value: Int64) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0
            ? "\(hours):\(twoDigits(minutes)):\(twoDigits(seconds % 60))" : "\(minutes):\(twoDigits(seconds % 60))"
    }

    /// How the round ended: in the game's own words where it has them ("mine hit by Ann at d7", "X (Ann) won"),
    /// else "Ann won", "draw", "lost".
    static func outcome(of game: FinishedGame) -> String {
        let names = game.players.map(\.text)
        if let said = game.finalView.outcomeSummary(game.outcome, names: names) { return said }
        switch game.outcome {
        case .won(let seats):
            let winners = seats.map { names.indices.contains($0.index) ? names[$0.index] : "\($0)" }
            return winners.isEmpty ? "won" : "\(winners.joined(separator: " and ")) won"
        case .draw:
            return "draw"
        case .lostByAll:
            return "lost"
        }
    }
}
