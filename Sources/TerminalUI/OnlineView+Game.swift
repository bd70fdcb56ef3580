import ClientCore
import GameCatalog
import GameCore
import TermCore
import WireProtocol

extension OnlineView {
    /// A room whose game has screen parts: the game drawn in the screen's middle, the players beside it where
    /// there is room, and the notice row under it.
    static func drawGame(
        _ session: OnlineSession, screen: any GameScreen.Type, view: AnyView, settings: Settings,
        into canvas: inout Canvas, options: RenderOptions
    ) {
        let frame = gameFrame(in: canvas.size)
        let context = GameScreenContext(
            seat: session.seat, names: session.seatNames, isYourMove: session.canMove, settings: settings,
            now: session.roundTime, pointers: session.pointers, seated: session.room?.players.map(\.seat),
            notes: notes(session))
        screen.draw(view, state: session.clientState, context: context, into: &canvas, frame: frame, options: options)
        let area = screen.area(in: frame)
        let row = min(max(1, screen.noticeRow(for: view, in: frame)), canvas.size.height - 2)
        drawNotice(session, row: row, into: &canvas, options: options)
        OnlineSidePanel.draw(
            session, beside: area, moves: screen.moveList(of: view), into: &canvas, options: options)
    }

    /// The word after each player's name where a game lists its players: this person, or a player who is not
    /// there. Once the session gave up, this person is "offline", not "reconnecting"; everyone is once the host
    /// left, for their server stopped.
    static func notes(_ session: OnlineSession) -> [Seat: String] {
        guard let room = session.room else { return [:] }
        var notes: [Seat: String] = [:]
        for player in room.players {
            if session.link == .unreachable, player.seat == session.seat || session.hostLeft {
                notes[player.seat] = "offline"
            } else if player.seat == session.seat {
                notes[player.seat] = session.link == .online ? "you" : "reconnecting"
            } else if session.link == .online, player.connection != .connected {
                notes[player.seat] = player.connection == .left ? "left" : "away"
            }
        }
        return notes
    }

    /// Where a game's part of the online screen goes in a terminal of `size`: between the bars, less the notice
    /// row. What drawing and clicking both use.
    static func gameFrame(in size: Size) -> Rect {
        Rect(x: 0, y: 1, width: size.width, height: max(1, size.height - 3))
    }
}
