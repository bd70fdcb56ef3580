import ClientCore
import GameCatalog
import GameCore
import TermCore
import TicTacToe
import WireProtocol

/// Beside the board when the terminal is wide enough: both players with their connection state, the spectator
/// count and the moves of the round.
enum OnlineSidePanel {
    /// The widest the panel gets.
    static let maximumWidth = 24
    /// The narrowest panel worth drawing.
    static let minimumWidth = 14

    /// Draws the panel on the wider side of `board`, or nothing when neither side has room.
    static func draw(_ session: OnlineSession, beside board: Rect, into canvas: inout Canvas, options: RenderOptions) {
        let right = canvas.size.width - board.maxX - 3
        let left = board.origin.x - 3
        let width = min(maximumWidth, max(left, right))
        guard let room = session.room, width >= minimumWidth else { return }
        let x = right >= left ? board.maxX + 2 : max(1, board.origin.x - 2 - width)
        var y = board.origin.y
        let theme = options.theme
        for seat in (0..<room.setup.seatCount).map(Seat.init) {
            let mark = Mark(seat: seat).map { "\($0)" } ?? "\(seat)"
            let player = room.player(in: seat)
            let state: String
            switch player?.connection {
            case .connected?: state = seat == session.seat ? "you" : "online"
            case .disconnected?: state = "disconnected"
            case .left?: state = "left"
            case nil: state = "free seat"
            }
            let name = (player?.name.text ?? "-").terminalSafe
            let line = "\(mark) \(name)".truncated(
                to: max(3, width - state.count - 3), ellipsis: options.glyphs.ellipsis)
            canvas.put(line, x: x, y: y, style: theme[mark == "X" ? .markX : .markO])
            canvas.put("(\(state))", x: x + line.count + 1, y: y, style: theme[.message])
            y += 1
        }
        canvas.put("Spectators: \(room.spectators)", x: x, y: y, style: theme[.message])
        y += 2
        guard let game = session.game, y < board.maxY else { return }
        canvas.put("Round \(room.round) moves:", x: x, y: y, style: theme[.subtitle])
        y += 1
        var seat = game.starter
        for (index, square) in game.moves.enumerated() where y < board.maxY {
            let mark = Mark(seat: seat).map { "\($0)" } ?? "?"
            canvas.put("\(index + 1). \(mark) \(square.name)", x: x, y: y, style: theme[.message])
            seat = Seat(1 - seat.index)
            y += 1
        }
    }
}
