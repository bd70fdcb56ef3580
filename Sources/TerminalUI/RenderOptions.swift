/// How to draw: colours, the character set for frames, and whether clicks are expected.
public struct RenderOptions: Hashable, Sendable {
    /// The styles of each part of the screen.
    public var theme: Theme
    /// Unicode or ASCII frames and symbols.
    public var glyphs: GlyphSet
    /// Whether the mouse reports clicks: the help then lists them, and the input mapper accepts them.
    public var mouseEnabled: Bool

    /// Options with the standard theme, Unicode glyphs and the mouse on, unless told otherwise.
    public init(theme: Theme = .standard, glyphs: GlyphSet = .unicode, mouseEnabled: Bool = true) {
        self.theme = theme
        self.glyphs = glyphs
        self.mouseEnabled = mouseEnabled
    }
}
