import CNcurses
import TermCore

/// The colour pairs drawn so far, allocated on first use and cached by their (foreground, background) numbers.
///
/// Only the driver's thread touches it, like every other curses state.
struct ColorPairs {
    private struct Colors: Hashable {
        var foreground: Int16
        var background: Int16
    }

    /// 0 when drawing without colour, else the terminal's `COLORS`.
    let colorCount: Int
    /// Whether `use_default_colors()` succeeded, so -1 means "the terminal's own colour".
    let hasDefaultColors: Bool
    private let highestPair: Int
    private var pairs: [Colors: Int16] = [:]

    /// A table for a terminal with `colorCount` colours (0: attributes only) and `pairCount` pairs.
    init(colorCount: Int, hasDefaultColors: Bool, pairCount: Int) {
        self.colorCount = colorCount
        self.hasDefaultColors = hasDefaultColors
        // NB: init_pair takes a short, and pair 0 is reserved for the default colours.
        highestPair = min(pairCount - 1, Int(Int16.max))
    }

    /// The pair number drawing `foreground` on `background`; pair 0 (default colours) without colour support or
    /// once every pair is taken.
    mutating func pair(foreground: Color, background: Color) -> Int16 {
        guard colorCount > 0 else { return 0 }
        let colors = Colors(
            foreground: number(foreground, isForeground: true),
            background: number(background, isForeground: false))
        if colors.foreground == -1 && colors.background == -1 { return 0 }
        if let pair = pairs[colors] { return pair }
        guard pairs.count < highestPair else { return 0 }
        let pair = Int16(pairs.count + 1)
        guard init_pair(pair, colors.foreground, colors.background) == OK else { return 0 }
        pairs[colors] = pair
        return pair
    }

    /// How `style` is drawn here: its attributes, and its colours as this terminal can show them (none without
    /// colour).
    func look(for style: Style) -> TerminfoWriter.Look {
        guard colorCount > 0 else {
            return TerminfoWriter.Look(attributes: style.attributes, foreground: -1, background: -1)
        }
        return TerminfoWriter.Look(
            attributes: style.attributes,
            foreground: number(style.foreground, isForeground: true),
            background: number(style.background, isForeground: false))
    }

    /// The curses colour number for `color`, falling back when the terminal lacks it.
    func number(_ color: Color, isForeground: Bool) -> Int16 {
        switch color {
        case .terminalDefault:
            if hasDefaultColors { return -1 }
            return isForeground ? Int16(COLOR_WHITE) : Int16(COLOR_BLACK)
        case .palette(let index) where Int(index) < colorCount:
            return Int16(index)
        case .palette(let index) where index < 16 && colorCount >= 8:
            // NB: bright colours 8-15 become their basic forms on an 8-colour terminal rather than vanishing.
            return Int16(index - 8)
        case .palette:
            return number(.terminalDefault, isForeground: isForeground)
        }
    }
}
