import ClientCore
import GameCatalog
import GameCore
import TermCore
import WireProtocol

/// Beside the board when the terminal is wide enough: both players with their connection state, the spectator
/// count and the moves of the round.
enum OnlineSidePanel {
    /// The widest the panel gets.
    static let maximumWidth = 24
    /// The narrowest panel worth drawing.
    static let minimumWidth = 14

    /// Draws the panel on the wider side of `board`, or nothing when neither side has room.
    /// `moves`, the game's list of the round's moves, go under the players when the game keeps one.
    static func draw(
        _ session: OnlineSession, beside board: Rect, moves: [String]?, into canvas: inout Canvas,
        options: RenderOptions
    ) {
        // NB: the panel may reach the last column: "O Bob (disconnected)" fits whole beside an 80-column board.
        let right = canvas.size.width - board.maxX - 2
        let left = board.origin.x - 3
        let width = min(maximumWidth, max(left, right))
        guard let room = session.room, width >= minimumWidth else { return }
        let x = right >= left ? board.maxX + 2 : max(1, board.origin.x - 2 - width)
        var y = board.origin.y
        let theme = options.theme
        for seat in (0..<room.setup.seatCount).map(Seat.init) {
            let player = room.player(in: seat)
            let state = "(\(Self.state(of: player, in: seat, session: session)))"
            // NB: a game's seats go by their players' names, after the game's mark for the seat if it has one.
            let playerName = (player?.name.text ?? "-").terminalSafe
            let mark = session.play?.mark(of: seat)
            let name = mark.map { "\($0) \(playerName)" } ?? playerName
            let style = (session.play as? any GameScreen.Type)?.style(of: seat, in: theme) ?? theme[.message]
            // NB: the state is never cut: the name gives way first, and where not even a short name fits beside
            // it, the state takes a row of its own.
            let budget = width - state.count - 1
            if name.columnCount <= budget || budget >= 5 {
                let line = name.truncated(to: budget, ellipsis: options.glyphs.ellipsis)
                canvas.put(line, x: x, y: y, style: style)
                canvas.put(state, x: x + line.columnCount + 1, y: y, style: theme[.message])
            } else {
                canvas.put(name.truncated(to: width, ellipsis: options.glyphs.ellipsis), x: x, y: y, style: style)
                y += 1
                canvas.put(
                    state.truncated(to: width, ellipsis: options.glyphs.ellipsis), x: x + 2, y: y,
                    style: theme[.message])
            }
            y += 1
        }
        canvas.put("Spectators: \(room.spectators)", x: x, y: y, style: theme[.message])
        y += 2
        guard let moves, y < board.maxY else { return }
        canvas.put("Round \(room.round) moves:", x: x, y: y, style: theme[.subtitle])
        y += 1
        for line in moves where y < board.maxY {
            canvas.put(line.truncated(to: width, ellipsis: options.glyphs.ellipsis), x: x, y: y, style: theme[.message])
            y += 1
        }
    }

    /// A seat's connection as the panel says it; while this client is itself off line, the others' state is
    /// not known (the last snapshot may be stale), so it says so rather than "online". Once the session gave up,
    /// this person is "offline", not "reconnecting"; everyone is once the host left, for their server stopped.
    static func state(of player: PlayerInfo?, in seat: Seat, session: OnlineSession) -> String {
        guard let player else { return "free seat" }
        if session.link == .unreachable {
            return seat == session.seat || session.hostLeft ? "offline" : "unknown"
        }
        if session.link != .online {
            return seat == session.seat ? "reconnecting" : "unknown"
        }
        switch player.connection {
        case .connected: return seat == session.seat ? "you" : "online"
        case .disconnected: return "disconnected"
        case .left: return "left"
        }
    }
}
