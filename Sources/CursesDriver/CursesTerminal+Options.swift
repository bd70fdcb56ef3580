extension CursesTerminal {
    /// What to switch on when curses starts.
    public struct Options: Sendable {
        /// Report mouse clicks and wheel turns (`--no-mouse` turns it off so the terminal keeps text selection).
        public var mouse: Bool
        /// Draw colours when the terminal has them; `false` draws attributes only (`NO_COLOR`, `--no-color`).
        public var colors: Bool

        /// Creates options; everything is on by default.
        public init(mouse: Bool = true, colors: Bool = true) {
            self.mouse = mouse
            self.colors = colors
        }
    }
}
