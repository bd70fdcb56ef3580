import ClientCore
import GameCatalog
import GameCore
import TermCore

/// The full-width bar on the top row: the mode, the round, whose turn it is or how the round ended, and the
/// score, shortened to fit.
enum StatusBar {
    /// Names longer than this are cut, so the bar keeps room for the score.
    static let nameLimit = 16

    /// Everything the bar of a table is drawn from, beside the canvas's width and the options: equal bars draw
    /// equal rows, so a renderer that keeps a frame may skip drawing an equal one again.
    struct TableBar: Equatable {
        /// The game's play parts: the seats' marks.
        var play: any GamePlay.Type
        /// The players' names, by seat.
        var names: [String]
        /// The seats the computer plays, and how well.
        var computerSeats: Set<Seat>
        var computerLevelName: String?
        var seatCount: Int
        var round: Int
        var score: Score
        // NB: what the words of the turn are made from rather than the words, which a frame would make only to
        // compare them.
        /// How the round ended, or `nil` while it is played.
        var outcome: Outcome?
        /// What the game says of the position while it is played, when it says more than whose move it is.
        var said: String?
        /// The seats to act, while the round is played and the game says nothing more.
        var toAct: [Seat]
        /// Whether the seats win or lose together.
        var asOneTeam: Bool
        /// The game and its options in a few words ("Draughts 10x10"), shown first when there is room.
        var game: String

        /// The bar of `table`, whose view is `view`.
        init(_ table: LocalTable, view: AnyView) {
            play = table.gamePlay
            names = table.names
            computerSeats = table.computerSeats
            computerLevelName = table.computerLevelName
            seatCount = table.setup.seatCount
            round = table.round
            score = table.score
            outcome = view.outcome
            said = outcome == nil ? play.status(of: view, for: .spectator, names: table.seatNames) : nil
            toAct = outcome == nil && said == nil ? view.seatsToAct : []
            asOneTeam = table.setup.kind.traits.playsAsOneTeam
            game = table.summary
        }

        /// "Ann (X) to move", "Ann (X) wins!", "Draw", or what the game says; "X to move" when the player is simply
        /// called by the mark.
        func turn(ellipsis: String) -> String {
            func who(_ seat: Seat) -> String {
                let name = StatusBar.displayName(
                    of: seat, names: names, computerSeats: computerSeats, play: play, ellipsis: ellipsis)
                guard let mark = play.mark(of: seat), name != mark else { return name }
                return "\(name) (\(mark))"
            }
            switch outcome {
            case .won? where asOneTeam: return "Won together!"
            case .won(let seats)?:
                // NB: "You" takes "win", as several winners do.
                let one = seats.count == 1 && names[seats[0].index] != "You"
                return seats.map(who).joined(separator: " and ") + (one ? " wins!" : " win!")
            case .draw?: return "Draw"
            case .lostByAll?: return "Lost"
            case nil: break
            }
            if let said { return said }
            guard let seat = toAct.first else { return "Waiting" }
            return toAct.count == 1 ? "\(who(seat)) to move" : "Everyone's move"
        }

        static func == (lhs: TableBar, rhs: TableBar) -> Bool {
            ObjectIdentifier(lhs.play) == ObjectIdentifier(rhs.play) && lhs.names == rhs.names
                && lhs.computerSeats == rhs.computerSeats && lhs.computerLevelName == rhs.computerLevelName
                && lhs.seatCount == rhs.seatCount && lhs.round == rhs.round && lhs.score == rhs.score
                && lhs.outcome == rhs.outcome && lhs.said == rhs.said && lhs.toAct == rhs.toAct
                && lhs.asOneTeam == rhs.asOneTeam && lhs.game == rhs.game
        }
    }

    private typealias Candidate = (left: [String], emphasis: String?, right: [String])

    /// Draws the bar for `state` on row 0.
    static func draw(_ state: AppState, into canvas: inout Canvas, options: RenderOptions) {
        let candidates: [Candidate]
        switch state.screen {
        case .menu(let menu):
            let page =
                switch menu.page {
                case .main, .gameID: "Main menu"
                case .computer(let page): page.title
                case .setups(let page): page.title
                }
            candidates = [([], "Parlor", [page]), ([], "Parlor", [])]
        case .table(let table):
            draw(TableBar(table, view: table.view), into: &canvas, options: options)
            return
        }
        draw(candidates, into: &canvas, options: options) { [] }
    }

    /// Draws `bar` on row 0: the mode, the round, whose move it is, and every seat's score, shortened to fit.
    static func draw(_ bar: TableBar, into canvas: inout Canvas, options: RenderOptions) {
        let ellipsis = options.glyphs.ellipsis
        let names = (0..<bar.seatCount).map {
            displayName(
                of: Seat($0), names: bar.names, computerSeats: bar.computerSeats, play: bar.play, ellipsis: ellipsis)
        }
        let noun = bar.play.roundNoun
        let round = "\(noun.prefix(1).uppercased())\(noun.dropFirst()) \(bar.round)"
        let own = bar.play.scoreSummary(of: bar.score, names: SeatNames(names))
        let full =
            own.map { [$0] }
            ?? names.indices.map { "\(names[$0]) \(bar.score.wins[$0])" } + ["Draws \(bar.score.draws)"]
        let mode = modeText(
            computerSeats: bar.computerSeats, levelName: bar.computerLevelName, seatCount: bar.seatCount)
        let turn = bar.turn(ellipsis: ellipsis)
        let left = mode.map { [bar.game, $0, round] } ?? [bar.game, round]
        // NB: the first candidate fits any usual width, so the shorter forms are built only when it does not.
        draw([(left, turn, full)], into: &canvas, options: options) {
            let shorter: [Candidate] = [
                (mode.map { [$0, round] } ?? [round], turn, full),
                (mode.map { [$0] } ?? [], turn, full),
                ([round], turn, full),
                ([], turn, full),
            ]
            if let own { return shorter + [([], turn, [own]), ([], turn, [])] }
            let short = names.indices.map { "\(bar.play.mark(of: Seat($0)) ?? names[$0]) \(bar.score.wins[$0])" }
            return shorter + [([], turn, short + ["D \(bar.score.draws)"]), ([], turn, short), ([], turn, [])]
        }
    }

    /// Fills row 0 and draws the first of `candidates` that fits, or else the first of `fallbacks()` that does, or
    /// the last one.
    private static func draw(
        _ candidates: [Candidate], into canvas: inout Canvas, options: RenderOptions,
        fallbacks: () -> [Candidate]
    ) {
        let theme = options.theme
        canvas.fill(Rect(x: 0, y: 0, width: canvas.size.width, height: 1), with: Cell(" ", style: theme[.statusBar]))
        let separator = options.glyphs.separator
        if draw(candidates, separator: separator, isLast: false, into: &canvas, options: options) { return }
        let shorter = fallbacks()
        let last = shorter.isEmpty ? candidates : shorter
        draw(last, separator: separator, isLast: true, into: &canvas, options: options)
    }

    /// The name shown for `seat`: made safe to draw, its mark when empty, and "Computer" for the computer, whose
    /// level the mode already names.
    static func displayName(
        of seat: Seat, names: [String], computerSeats: Set<Seat>, play: any GamePlay.Type, ellipsis: String
    ) -> String {
        if computerSeats.contains(seat) { return "Computer" }
        let given = seat.index < names.count ? names[seat.index] : ""
        let name = given.terminalSafe.trimmingSpaces
        let shown = name.isEmpty ? play.mark(of: seat) ?? "Seat \(seat.index + 1)" : name
        return shown.truncated(to: nameLimit, ellipsis: ellipsis)
    }

    /// "Hot-seat", "vs computer (perfect)", or `nil` for one person alone.
    static func modeText(computerSeats: Set<Seat>, levelName: String?, seatCount: Int) -> String? {
        guard computerSeats.isEmpty else {
            return "vs computer" + (levelName.map { " (\($0))" } ?? "")
        }
        return seatCount > 1 ? "Hot-seat" : nil
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

extension String {
    /// The text without spaces at either end.
    fileprivate var trimmingSpaces: String {
        // NB: the status bar asks for every name in every frame, and most names need no trimming. The bytes are
        // checked rather than the characters: finding the last character means grapheme breaking backwards, and a
        // space joined to a combining mark, which passes here, is not trimmed below either.
        guard utf8.first == UInt8(ascii: " ") || utf8.last == UInt8(ascii: " ") else { return self }
        return String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
