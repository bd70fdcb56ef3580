import ClientCore
import GameCore
import TermCore
import TicTacToe

/// The full-width bar on the top row: the mode, the round, whose turn it is or how the round ended, and the
/// score, shortened to fit.
enum StatusBar {
    /// Everything the bar of a tic-tac-toe match is drawn from, beside the canvas's width and the options: equal
    /// keys draw equal bars.
    struct Key: Equatable {
        var players: [Player]
        var round: Int
        var score: Score
        var ending: TicTacToe.Ending?
        var toMove: Seat
    }

    /// The key of the bar `draw` draws for `playing`.
    static func key(for playing: Playing) -> Key {
        let game = playing.match.game
        return Key(
            players: playing.match.players, round: playing.match.round, score: playing.match.score,
            ending: game.ending, toMove: game.seatToMove ?? game.starter)
    }

    /// Draws the bar for `state` on row 0.
    static func draw(_ state: AppState, into canvas: inout Canvas, options: RenderOptions) {
        let theme = options.theme
        canvas.fill(Rect(x: 0, y: 0, width: canvas.size.width, height: 1), with: Cell(" ", style: theme[.statusBar]))
        typealias Candidate = (left: [String], emphasis: String?, right: [String])
        let candidates: [Candidate]
        var fallbacks: () -> [Candidate] = { [] }
        switch state.screen {
        case .menu(let menu):
            let page =
                switch menu.page {
                case .main, .gameID: "Main menu"
                case .computer: "Play the computer"
                case .minesweeper: "Co-op Minesweeper"
                }
            candidates = [([], "Parlor", [page]), ([], "Parlor", [])]
        case .minesweeper, .table:
            // NB: these screens draw their own status bars; AppView never asks here.
            candidates = [([], "Parlor", [])]
        case .playing(let playing):
            let match = playing.match
            let ellipsis = options.glyphs.ellipsis
            let turn = match.turnText(ellipsis: ellipsis)
            let round = "Round \(match.round)"
            let names = match.game.seats.map { match.displayName(of: $0, ellipsis: ellipsis) }
            let full = zip(names, match.game.seats).map { "\($0) \(match.score[$1])" } + ["Draws \(match.score.draws)"]
            candidates = [
                ([match.modeText, round], turn, full),
                ([match.modeText], turn, full),
                ([round], turn, full),
                ([], turn, full),
            ]
            // NB: the bar is drawn every frame and the first candidate fits any usual width, so the short forms
            // are built only when it does not.
            fallbacks = {
                let marks = match.game.seats.map { "\(Mark(seat: $0) ?? .x) \(match.score[$0])" }
                return [([], turn, marks + ["D \(match.score.draws)"]), ([], turn, marks), ([], turn, [])]
            }
        }
        let separator = options.glyphs.separator
        if draw(candidates, separator: separator, isLast: false, into: &canvas, options: options) { return }
        let shorter = fallbacks()
        let last = shorter.isEmpty ? candidates : shorter
        draw(last, separator: separator, isLast: true, into: &canvas, options: options)
    }

    /// Draws the first of `candidates` that fits, or the last one when `isLast`; whether one was drawn.
    @discardableResult
    private static func draw(
        _ candidates: [(left: [String], emphasis: String?, right: [String])], separator: String, isLast: Bool,
        into canvas: inout Canvas, options: RenderOptions
    ) -> Bool {
        let theme = options.theme
        for (index, candidate) in candidates.enumerated() {
            let left =
                candidate.left.map { Span($0 + separator, theme[.statusBar]) }
                + (candidate.emphasis.map { [Span($0, theme[.statusEmphasis])] } ?? [])
            let right = candidate.right.joined(separator: separator)
            let leftSpans = trimmedTrailingSeparator(left, separator: separator)
            // NB: one space of margin at each end and at least two between the halves.
            let needed = 1 + leftSpans.width + (right.isEmpty ? 0 : 2 + right.columnCount) + 1
            if needed <= canvas.size.width || (isLast && index == candidates.count - 1) {
                draw(leftSpans, right: right, into: &canvas, options: options)
                return true
            }
        }
        return false
    }

    private static func trimmedTrailingSeparator(_ spans: [Span], separator: String) -> [Span] {
        guard let last = spans.last, last.text.hasSuffix(separator) else { return spans }
        return spans.dropLast() + [Span(String(last.text.dropLast(separator.count)), last.style)]
    }

    private static func draw(_ left: [Span], right: String, into canvas: inout Canvas, options: RenderOptions) {
        let width = canvas.size.width
        var x = 1
        for span in left {
            let room = width - 1 - x
            guard room > 0 else { break }
            let text = span.text.truncated(to: room, ellipsis: options.glyphs.ellipsis)
            canvas.put(text, x: x, y: 0, style: span.style)
            x += text.columnCount
        }
        let rightWidth = right.columnCount
        if !right.isEmpty, x + 2 + rightWidth <= width - 1 {
            canvas.put(right, x: width - 1 - rightWidth, y: 0, style: options.theme[.statusBar])
        }
    }
}
