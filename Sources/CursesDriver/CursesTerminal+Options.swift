extension CursesTerminal {
    /// What to switch on when curses starts.
    public struct Options: Sendable {
        /// Report mouse clicks and wheel turns (`--no-mouse` turns it off so the terminal keeps text selection).
        public var mouse: Bool
        /// Draw colours when the terminal has them; `false` draws attributes only (`NO_COLOR`, `--no-color`).
        public var colors: Bool
        /// Also report the pointer moving with no button pressed, as `.hover` events (needs `mouse`).
        ///
        /// Off by default: the terminal then sends a report for every cell the pointer crosses, which only a
        /// screen that follows the pointer (a board that marks the cell under it) wants.
        public var mouseMotion: Bool

        /// Creates options; mouse clicks and colours are on by default, motion reports off.
        public init(mouse: Bool = true, colors: Bool = true, mouseMotion: Bool = false) {
            self.mouse = mouse
            self.colors = colors
            self.mouseMotion = mouseMotion
        }
    }
}
