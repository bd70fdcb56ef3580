import ClientCore
import TermCore

/// Where the menu's title, box and entries go: the one answer both drawing and mouse hit-testing use.
struct MenuLayout: Hashable, Sendable {
    /// How the title is shown; the biggest that fits is used.
    enum Title: Hashable, Sendable {
        /// Big letters with a subtitle under them.
        case banner
        /// One line of text.
        case line
        /// Nothing: the status bar names the program.
        case none
    }

    /// The title's form.
    let title: Title
    /// The title's first row.
    let titleTop: Int
    /// The frame around the entries; without `isFramed`, the rows the entries take, as wide as the frame would be.
    let box: Rect
    /// Whether the frame is drawn: on a screen too low for it, the entries take its rows.
    let isFramed: Bool
    /// The entries, top to bottom.
    let items: [MenuItem]
    /// Each entry's row inside the frame, in the order of `items`.
    let itemRects: [Rect]
    /// Whether entries show their short names.
    let usesShortLabels: Bool
    /// Whether the dim explanations beside the entries fit.
    let showsDetails: Bool
    /// Columns for the entry names, so the explanations line up.
    let labelWidth: Int

    /// Columns before an entry's name inside the frame: margin, pointer, space, digit, two spaces.
    static let labelIndent = 6

    /// The big title, line by line.
    static func banner(_ glyphs: GlyphSet) -> [String] {
        switch glyphs {
        case .unicode:
            return ["█▀█ ▄▀█ █▀█ █   █▀█ █▀█", "█▀▀ █▀█ █▀▄ █▄▄ █▄█ █▀▄"]
        case .ascii:
            return [" _   _   _        _   _", "|_) |_| |_) |    / \\ |_)", "|   | | | \\ |__  \\_/ | \\"]
        }
    }

    /// The layout of `menu` on a screen of `size`, between the status bar and the hint line; with a `notice`,
    /// the title shrinks, where it must, to leave the notice's wrapped rows free under the frame. On a screen too
    /// low for the frame the title goes first, then the frame (at the minimum size ten entries fit without it;
    /// RenderSweepTests checks every page does).
    init(menu: Menu, screen size: Size, glyphs: GlyphSet, notice: String? = nil) {
        let items = menu.items
        // NB: measured in every form they take, so that switching an entry in place does not resize the box.
        let measured = menu.itemsInEveryForm
        let details = measured.compactMap(\.detail)
        let detailWidth = details.map(\.count).max() ?? 0
        // NB: try the roomiest form first; the last one is used, cut to the screen, when nothing fits.
        let candidates: [(short: Bool, details: Bool)] = [(false, true), (false, false), (true, false)]
        var chosen = candidates[candidates.count - 1]
        var contentWidth = 0
        for candidate in candidates {
            let labels = measured.map { candidate.short ? $0.shortLabel : $0.label }
            let labelWidth = labels.map(\.count).max() ?? 0
            contentWidth = Self.labelIndent + labelWidth + (candidate.details ? 2 + detailWidth : 0) + 1
            chosen = candidate
            if contentWidth + 2 <= size.width { break }
        }
        usesShortLabels = chosen.short
        showsDetails = chosen.details
        labelWidth = measured.map { chosen.short ? $0.shortLabel.count : $0.label.count }.max() ?? 0
        let boxWidth = min(size.width, max(contentWidth + 2, 26))

        let isFramed = items.count + 2 <= size.height - 2
        let boxHeight = isFramed ? items.count + 2 : items.count
        let noticeRows = notice.map { max(1, Self.noticeLines($0, width: size.width).count) } ?? 0
        // NB: when even the frame and the notice do not fit, the notice goes over the hint line instead.
        let rows = size.height - 2 - (boxHeight + noticeRows <= size.height - 2 ? noticeRows : 0)
        let bannerHeight = Self.banner(glyphs).count
        let title: Title
        let height: Int
        if bannerHeight + 2 + boxHeight <= rows {
            (title, height) = (.banner, bannerHeight + 2 + boxHeight)
        } else if 2 + boxHeight <= rows {
            (title, height) = (.line, 2 + boxHeight)
        } else {
            (title, height) = (.none, boxHeight)
        }
        let top = 1 + max(0, (rows - height) / 2)
        self.title = title
        self.titleTop = top
        let box = Rect(
            x: (size.width - boxWidth) / 2,
            y: top + height - boxHeight,
            width: boxWidth,
            height: boxHeight
        )
        self.box = box
        self.isFramed = isFramed
        self.items = items
        let inset = isFramed ? 1 : 0
        self.itemRects = items.indices.map { index in
            Rect(x: box.origin.x + 1, y: box.origin.y + inset + index, width: boxWidth - 2, height: 1)
        }
    }

    /// `notice` broken into the rows it takes under the frame.
    static func noticeLines(_ notice: String, width: Int) -> [String] {
        notice.terminalSafe.wrapped(to: width - 2)
    }

    /// The entry whose row holds `point`, or `nil`.
    func item(at point: Point) -> MenuItem? {
        itemRects.firstIndex { $0.contains(point) }.map { items[$0] }
    }
}
