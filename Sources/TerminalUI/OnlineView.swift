public import ClientCore
import GameCore
public import TermCore
import TicTacToe
import WireProtocol

/// The whole screen of an online game: status bar, then the waiting screen, the board (with players, spectators
/// and moves beside it when there is room), or the connection's state; key hints on the last row.
public enum OnlineView {
    /// The screen for `session` in a terminal of `size`; `server` is the address shown while connecting (the
    /// waiting screen shows `session.joinCommand`, the one `y` copies).
    public static func render(
        _ session: OnlineSession, server: String, digits: DigitLayout, size: Size, options: RenderOptions
    ) -> Canvas {
        var canvas = Canvas(size: size)
        guard Layout.fits(size) else {
            TooSmallView.draw(into: &canvas, options: options)
            return canvas
        }
        drawStatusBar(session, into: &canvas, options: options)
        if let room = session.room, room.phase == .waitingForPlayers, !session.isSpectator {
            WaitingView.draw(
                gameID: room.gameID.text, command: session.joinCommand ?? "", notice: session.notice,
                warning: session.joinWarning, into: &canvas, options: options)
        } else if let game = session.game, let layout = BoardLayout(screen: size) {
            let cursor = session.isSpectator ? nil : session.cursor
            OnlineBoardView.draw(
                game, cursor: session.isYourMove ? cursor : nil, layout: layout, digits: digits, into: &canvas,
                options: options)
            drawNotice(session, layout: layout, into: &canvas, options: options)
            OnlineSidePanel.draw(session, beside: layout.frame, into: &canvas, options: options)
        } else {
            let screen = Rect(x: 0, y: 0, width: size.width, height: size.height)
            let text = "\(session.status.text) \(server)".terminalSafe
                .truncated(to: size.width - 2, ellipsis: options.glyphs.ellipsis)
            canvas.putCentred(text, y: size.height / 2, in: screen, style: options.theme[.message])
        }
        drawHints(session, into: &canvas, options: options)
        return canvas
    }

    private static func drawStatusBar(_ session: OnlineSession, into canvas: inout Canvas, options: RenderOptions) {
        let theme = options.theme
        let width = canvas.size.width
        canvas.fill(Rect(x: 0, y: 0, width: width, height: 1), with: Cell(" ", style: theme[.statusBar]))
        let separator = options.glyphs.separator
        var left: [Span] = []
        if session.isSpectator { left.append(Span("WATCHING", theme[.statusEmphasis])) }
        if let room = session.room {
            left.append(Span((left.isEmpty ? "" : separator) + room.gameID.text + separator, theme[.statusBar]))
        } else if !left.isEmpty {
            left.append(Span(separator, theme[.statusBar]))
        }
        left.append(Span(session.status.text.terminalSafe, theme[.statusEmphasis]))
        var x = 1
        for span in left {
            let room = width - 1 - x
            guard room > 0 else { break }
            let text = span.text.truncated(to: room, ellipsis: options.glyphs.ellipsis)
            canvas.put(text, x: x, y: 0, style: span.style)
            x += text.count
        }
        if let room = session.room {
            let marks = room.score.wins.indices.map { "\(Mark(seat: Seat($0)) ?? .x) \(room.score.wins[$0])" }
            let right = (marks + ["D \(room.score.draws)"]).joined(separator: separator)
            if x + 2 + right.count <= width - 1 {
                canvas.put(right, x: width - 1 - right.count, y: 0, style: theme[.statusBar])
            }
        }
    }

    private static func drawNotice(
        _ session: OnlineSession, layout: BoardLayout, into canvas: inout Canvas, options: RenderOptions
    ) {
        let screen = Rect(x: 0, y: 0, width: canvas.size.width, height: canvas.size.height)
        let text: String
        let role: ThemeRole
        if let notice = session.notice {
            (text, role) = (notice, .notice)
        } else if session.room?.phase == .roundOver, !session.isSpectator {
            (text, role) = ("Press n for a rematch", .message)
        } else if case .opponentAway(_, 0?) = session.status {
            (text, role) = ("Press c to claim the round", .message)
        } else {
            return
        }
        let line = text.terminalSafe.truncated(to: canvas.size.width - 2, ellipsis: options.glyphs.ellipsis)
        canvas.putCentred(line, y: layout.noticeRow, in: screen, style: options.theme[role])
    }

    private static func drawHints(_ session: OnlineSession, into canvas: inout Canvas, options: RenderOptions) {
        let separator = options.glyphs.separator
        var hints: [String]
        if session.isSpectator || session.room == nil {
            hints = ["q quit"]
        } else if session.room?.phase == .waitingForPlayers {
            hints = ["y copy join command", "q quit"]
        } else {
            // NB: abort is offered only while the server would accept it, before the round's second move.
            hints = ["1-9 or arrows+Enter: move", "n rematch", "c claim"] + (session.canAbort ? ["a abort"] : [])
            hints.append("q quit")
        }
        let room = canvas.size.width - 2
        // NB: quitting closes the connection without leaving the room: a player's seat waits for them. Said where
        // it fits; on a narrow line the keys come first.
        let saying = Array(hints.dropLast()) + ["q quit, seat kept"]
        if session.farewell != nil, saying.joined(separator: separator).count <= room { hints = saying }
        // NB: the first hints go first when the line is still too narrow: quitting, the last, is always shown.
        var shown = hints[...]
        while shown.count > 1, shown.joined(separator: separator).count > room {
            shown = shown.dropFirst()
        }
        canvas.put(shown.joined(separator: separator), x: 1, y: canvas.size.height - 1, style: options.theme[.hintText])
    }
}
