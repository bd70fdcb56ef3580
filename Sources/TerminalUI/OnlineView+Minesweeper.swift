public import ClientCore
import GameCore
import Minesweeper
import WireProtocol

extension OnlineView {
    /// The Minesweeper screen of `session`'s room, or `nil` when the room plays something else or has no board
    /// yet: the title names the room (and "WATCHING" for a spectator), how the connection and the board stand and
    /// how many watch; every player is listed with their cursor in their colour.
    ///
    /// NB: a co-operative round starts as soon as the host is seated, so the game ID and the command a friend
    /// types are on this screen rather than a waiting one: in the title, on the event line until a move is made,
    /// and behind `y`.
    public static func minesweeperScene(_ session: OnlineSession) -> MinesweeperScene? {
        guard let room = session.room, let board = session.minesweeper else { return nil }
        var title = session.isSpectator ? ["WATCHING"] : []
        title.append("Minesweeper \(room.gameID.text)")
        title.append(statusText(session))
        if room.spectators > 0 { title.append("\(room.spectators) watching") }
        let players = room.players.map { player in
            MinesweeperScene.Player(
                seat: player.seat, name: player.name.text, note: note(for: player, session: session))
        }
        var cursors = session.cursors
        if let seat = session.seat { cursors[seat] = session.boardCursor }
        let invitation = session.joinCommand.map { "Friends join with: \($0)" }
        let alone = room.players.count == 1 && !session.isSpectator
        return MinesweeperScene(
            title: title.joined(separator: " · "), view: board, players: players, cursors: cursors,
            focus: session.seat, elapsed: session.elapsed,
            eventLine: session.eventLine ?? (alone ? invitation : nil),
            notice: session.notice
                ?? (session.link != .online ? connectionLine(session) : alone ? session.joinWarning : nil),
            hints: session.quitPending ? ["q again: leave (game ends)"] : ["y copy join command"],
            context: session.isSpectator ? .watching : .online)
    }

    /// The word after a player's name: this person, or a player who is not there. Once the session gave up, this
    /// person is "offline", not "reconnecting"; everyone is once the host left, for their server stopped.
    private static func note(for player: PlayerInfo, session: OnlineSession) -> String? {
        if session.link == .unreachable, player.seat == session.seat || session.hostLeft { return "offline" }
        if player.seat == session.seat { return session.link == .online ? "you" : "reconnecting" }
        guard session.link == .online else { return nil }
        switch player.connection {
        case .connected: return nil
        case .disconnected: return "away"
        case .left: return "left"
        }
    }
}
