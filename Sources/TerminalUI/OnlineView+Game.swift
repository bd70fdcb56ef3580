import ClientCore
import GameCatalog
import TermCore

extension OnlineView {
    /// A room whose game has screen parts: the game drawn in the screen's middle, the players beside it where
    /// there is room, and the notice row under it.
    static func drawGame(
        _ session: OnlineSession, screen: any GameScreen.Type, view: AnyView, into canvas: inout Canvas,
        options: RenderOptions
    ) {
        let (frame, hasPanel) = gameFrame(in: canvas.size)
        let context = GameScreenContext(seat: session.seat, names: session.seatNames, isYourMove: session.isYourMove)
        screen.draw(view, state: session.clientState, context: context, into: &canvas, frame: frame, options: options)
        drawNotice(session, row: frame.maxY, into: &canvas, options: options)
        if hasPanel { OnlineSidePanel.draw(session, beside: frame, into: &canvas, options: options) }
    }

    /// Where a game's part of the online screen goes in a terminal of `size`, and whether the players' panel fits
    /// beside it: what drawing and clicking both use.
    static func gameFrame(in size: Size) -> (frame: Rect, hasPanel: Bool) {
        let panelWidth = OnlineSidePanel.maximumWidth
        // NB: the rows between the status bar and the hint bar, less a blank row each side and two for notices.
        let height = max(1, size.height - 6)
        let hasPanel = size.width >= 2 * panelWidth + 10
        let width = size.width - 2 - (hasPanel ? panelWidth + 2 : 0)
        return (Rect(x: 1, y: 2, width: width, height: height), hasPanel)
    }
}
