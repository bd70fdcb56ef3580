/// How a cell looks: colours and attributes.
public struct Style: Hashable, Sendable {
    /// Text colour.
    public var foreground: Color
    /// Cell background.
    public var background: Color
    /// Bold, reverse and the like.
    public var attributes: TextAttributes

    /// Creates a style; everything defaults to the terminal's own look.
    public init(
        foreground: Color = .terminalDefault,
        background: Color = .terminalDefault,
        attributes: TextAttributes = []
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's own look: default colours, no attributes.
    public static let plain = Style()
}
