import ClientCore
import TermCore

/// The menu screen: the title and a framed list of entries with the selected one highlighted.
enum MenuView {
    /// The line under the big title.
    static let subtitle = "board and party games"

    /// Draws `menu` between the status bar and the hint line, leaving room under the frame for `notice`.
    static func draw(_ menu: Menu, notice: String?, into canvas: inout Canvas, options: RenderOptions) {
        let theme = options.theme
        let glyphs = options.glyphs
        let layout = MenuLayout(menu: menu, screen: canvas.size, glyphs: glyphs, notice: notice)
        let screen = Rect(x: 0, y: 0, width: canvas.size.width, height: canvas.size.height)
        switch layout.title {
        case .banner:
            let banner = MenuLayout.banner(glyphs)
            let width = banner.map(\.count).max() ?? 0
            let left = (canvas.size.width - width) / 2
            for (index, line) in banner.enumerated() {
                canvas.put(line, x: left, y: layout.titleTop + index, style: theme[.title])
            }
            canvas.putCentred(subtitle, y: layout.titleTop + banner.count, in: screen, style: theme[.subtitle])
        case .line:
            canvas.putCentred("Parlor", y: layout.titleTop, in: screen, style: theme[.title])
        case .none:
            break
        }
        let pageTitle =
            switch menu.page {
            case .computer(let page): page.title
            case .setups(let page): page.title
            case .main, .gameID: String?.none
            }
        if layout.isFramed {
            canvas.drawFrame(
                layout.box,
                glyphs: glyphs,
                style: theme[.menuFrame],
                title: pageTitle,
                titleStyle: theme[.menuItem]
            )
        }
        let selected = min(max(menu.selection, 0), layout.items.count - 1)
        for (index, item) in layout.items.enumerated() {
            let rect = layout.itemRects[index]
            let isSelected = index == selected
            let label = layout.usesShortLabels ? item.shortLabel : item.label
            let labelRoom = rect.size.width - MenuLayout.labelIndent
            var spans = [
                Span(" \(isSelected ? String(glyphs.pointer) : " ") ", theme[.menuItem]),
                Span("\(index + 1)", theme[.menuHotkey]),
                Span("  ", theme[.menuItem]),
                Span(label.truncated(to: labelRoom, ellipsis: glyphs.ellipsis), theme[.menuItem]),
            ]
            if layout.showsDetails, let detail = item.detail {
                let padding = String(repeating: " ", count: layout.labelWidth - label.count + 2)
                spans.append(Span(padding, theme[.menuItem]))
                spans.append(Span(detail, theme[.menuDetail]))
            }
            if isSelected {
                // NB: the highlight spans the whole row, so the selection shows in mono as a reversed bar.
                canvas.fill(rect, with: Cell(" ", style: theme[.menuSelected]))
                spans = spans.map { Span($0.text, theme[.menuSelected].overlaid(on: $0.style.withoutColors)) }
            }
            canvas.put(spans, at: rect.origin)
        }
    }
}

extension MenuView {
    /// Draws `notice` (why an online game ended, or how to take a kept seat back) under the menu's frame, wrapped
    /// over the rows down to the key hints; over the hints, on one line, when the frame reaches them.
    static func drawNotice(_ notice: String, for menu: Menu, into canvas: inout Canvas, options: RenderOptions) {
        let size = canvas.size
        let layout = MenuLayout(menu: menu, screen: size, glyphs: options.glyphs, notice: notice)
        let free = size.height - 1 - layout.box.maxY
        let top = free > 0 ? layout.box.maxY : size.height - 1
        let width = size.width - 2
        var lines = MenuLayout.noticeLines(notice, width: size.width)
        let rows = max(1, free)
        if lines.count > rows {
            // NB: what does not fit goes on the last row, cut with an ellipsis, so a cut is always visible.
            let rest = lines[(rows - 1)...].joined(separator: " ")
            lines = Array(lines.prefix(rows - 1)) + [rest.truncated(to: width, ellipsis: options.glyphs.ellipsis)]
        }
        for (offset, line) in lines.enumerated() {
            let row = Rect(x: 0, y: top + offset, width: size.width, height: 1)
            canvas.fill(row)
            canvas.putCentred(line, y: row.origin.y, in: row, style: options.theme[.notice])
        }
    }
}

extension Style {
    /// The attributes alone, so a highlight's colours are not fought by the colours underneath.
    fileprivate var withoutColors: Style { Style(attributes: attributes) }
}
