import ClientCore
import GameCore
import Snap
import TermCore
import TerminalUI

/// Draws a Snap table into its part of the screen, laid out by `SnapTableLayout`: each seat's name (the seat to
/// turn marked), its piles (`[##] 14 [ 7♦] 3`) and, at one keyboard, its keys; the last event on the centre line
/// ("Match!", "Snap! Ann takes 9 cards"), whose turn it is with the cooldown or the turn timer, and the SNAP
/// button.
enum SnapTableView {
    /// Draws `view` as the person in `context` sees it, in `frame`.
    static func draw(
        _ view: SnapView, context: GameScreenContext, into canvas: inout Canvas, frame: Rect, options: RenderOptions
    ) {
        let layout = SnapTableLayout(seatCount: view.options.seats, bottomSeat: context.seat ?? Seat(0), in: frame)
        // NB: at one keyboard nobody has a seat of their own and no seat is listed as held: each seat's keys show.
        let atOneKeyboard = context.seat == nil && context.seated == nil
        for place in layout.places {
            drawSeat(
                place, view: view, context: context, showsKeys: atOneKeyboard, frame: frame, into: &canvas,
                options: options)
        }
        drawCentre(layout, view: view, context: context, frame: frame, into: &canvas, options: options)
    }

    /// A seat's name with its marker and note, its piles and its keys.
    private static func drawSeat(
        _ place: SnapTableLayout.Place, view: SnapView, context: GameScreenContext, showsKeys: Bool, frame: Rect,
        into canvas: inout Canvas, options: RenderOptions
    ) {
        let theme = options.theme
        let seat = place.seat
        guard view.piles.indices.contains(seat.index) else { return }
        let pile = view.piles[seat.index]
        let isActive = view.active == seat && !view.isOver
        func put(_ text: String, at point: Point, width: Int, style: Style) {
            guard point.y >= frame.origin.y, point.y < frame.maxY, point.x < frame.maxX else { return }
            let room = min(width, frame.maxX - point.x)
            guard room > 0 else { return }
            canvas.put(
                text.truncated(to: room, ellipsis: options.glyphs.ellipsis), x: point.x, y: point.y, style: style)
        }
        let marker = isActive ? "\(options.glyphs.pointer) " : "  "
        let note = context.notes[seat] ?? (pile.isOut ? "out" : nil)
        let name = context.names[seat].terminalSafe + (note.map { " (\($0))" } ?? "")
        let nameStyle =
            isActive ? theme[.activeSeat] : pile.isOut ? theme[.outSeat] : theme[SnapPlay.role(of: seat) ?? .message]
        put(marker + name, at: place.name, width: place.nameWidth, style: nameStyle)
        drawPiles(pile, at: place.piles, frame: frame, into: &canvas, options: options)
        if showsKeys, let keys = SnapSeatKeys.label(of: seat, short: place.shortKeys) {
            put(keys, at: place.keys, width: SnapTableLayout.seatWidth, style: theme[.seatKeys])
        }
    }

    /// `[##] 14 [ 7♦] 3`: the face-down pile and its count, the open pile's top and its count; "out" for a seat
    /// with no cards.
    private static func drawPiles(
        _ pile: SnapPileView, at point: Point, frame: Rect, into canvas: inout Canvas, options: RenderOptions
    ) {
        guard point.y >= frame.origin.y, point.y < frame.maxY, point.x < frame.maxX else { return }
        let theme = options.theme
        var spans: [Span] = []
        if pile.isOut {
            spans = [Span("  no cards", theme[.outSeat])]
        } else {
            let count = pile.closed < 10 ? "\(pile.closed) " : "\(pile.closed)"
            spans.append(Span(SnapCardFace.back(count: pile.closed) + " " + count, theme[.cardBack]))
            spans.append(Span(" ", .plain))
            if let top = pile.top {
                let style = top.suit.isRed ? theme[.redCard] : theme[.blackCard]
                spans.append(Span(SnapCardFace.card(top, glyphs: options.glyphs), style))
                spans.append(Span(" \(pile.open)", theme[.message]))
            } else {
                spans.append(Span(SnapCardFace.noCard, theme[.outSeat]))
            }
        }
        var x = point.x
        for span in spans {
            let room = frame.maxX - x
            guard room > 0 else { break }
            let text = span.text.count > room ? String(span.text.prefix(room)) : span.text
            canvas.put(text, x: x, y: point.y, style: span.style)
            x += text.columnCount
        }
    }

    /// The last event, whose turn it is, and the SNAP button.
    private static func drawCentre(
        _ layout: SnapTableLayout, view: SnapView, context: GameScreenContext, frame: Rect, into canvas: inout Canvas,
        options: RenderOptions
    ) {
        let theme = options.theme
        let centre = layout.centre
        let width = min(centre.size.width, frame.maxX - centre.origin.x)
        guard width > 0 else { return }
        let line = Rect(x: centre.origin.x, y: 0, width: width, height: 1)
        func centred(_ text: String, row: Int, style: Style) {
            guard row >= frame.origin.y, row < frame.maxY else { return }
            let shown = text.terminalSafe.truncated(to: width, ellipsis: options.glyphs.ellipsis)
            canvas.putCentred(shown, y: row, in: line, style: style)
        }
        let event = eventLine(view, names: context.names)
        centred(event.text, row: layout.eventRow, style: event.isMatch ? theme[.match] : theme[.subtitle])
        centred(infoLine(view, names: context.names, now: context.now), row: layout.infoRow, style: theme[.message])
        if !view.isOver, layout.button.origin.y < frame.maxY, layout.button.maxX <= frame.maxX {
            canvas.put(
                SnapTableLayout.buttonText, x: layout.button.origin.x, y: layout.button.origin.y,
                style: theme[.snapButton])
        }
    }

    /// The centre line: who won, a match waiting for a call, or what the last move made public.
    static func eventLine(_ view: SnapView, names: SeatNames) -> (text: String, isMatch: Bool) {
        let name: (Seat) -> String = { names[$0] }
        if let winner = view.winner { return (SnapWording.result(winner: winner, name: name), false) }
        guard let event = view.lastEvent else {
            return (view.active.map { "\(names[$0]) turns first" } ?? "", false)
        }
        if case .turned = event, view.calledBy == nil, !view.matchingSeats.isEmpty { return ("Match!", true) }
        return (SnapWording.sentence(for: event, name: name), false)
    }

    /// Whose turn it is: "Bob turns next: wait" during the cooldown, then "Bob to turn"; "Round over" at the end.
    static func infoLine(_ view: SnapView, names: SeatNames, now: GameTime?) -> String {
        guard !view.isOver, let active = view.active else { return "Round over" }
        if SnapPlay.coolingDown(view, at: now) { return "\(names[active]) turns next: wait" }
        return "\(names[active]) to turn"
    }
}
