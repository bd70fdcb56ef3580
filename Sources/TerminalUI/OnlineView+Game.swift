import ClientCore
import GameCatalog
import TermCore

extension OnlineView {
    /// A room whose game has screen parts: the game drawn in the screen's middle, the players beside it where
    /// there is room, and the notice row under it.
    static func drawGame(
        _ session: OnlineSession, screen: any GameScreen.Type, view: AnyView, settings: Settings,
        into canvas: inout Canvas, options: RenderOptions
    ) {
        let frame = gameFrame(in: canvas.size)
        let context = GameScreenContext(
            seat: session.seat, names: session.seatNames, isYourMove: session.isYourMove, settings: settings)
        screen.draw(view, state: session.clientState, context: context, into: &canvas, frame: frame, options: options)
        let area = screen.area(in: frame)
        drawNotice(session, row: min(area.maxY, canvas.size.height - 2), into: &canvas, options: options)
        OnlineSidePanel.draw(
            session, beside: area, moves: screen.moveList(of: view), into: &canvas, options: options)
    }

    /// Where a game's part of the online screen goes in a terminal of `size`: between the bars, less the notice
    /// row. What drawing and clicking both use.
    static func gameFrame(in size: Size) -> Rect {
        Rect(x: 0, y: 1, width: size.width, height: max(1, size.height - 3))
    }
}
