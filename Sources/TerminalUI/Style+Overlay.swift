public import TermCore

extension Style {
    /// This style laid over `base`: its colours where it sets them, the base's elsewhere, and both attribute sets.
    public func overlaid(on base: Style) -> Style {
        Style(
            foreground: foreground == .terminalDefault ? base.foreground : foreground,
            background: background == .terminalDefault ? base.background : background,
            attributes: attributes.union(base.attributes)
        )
    }
}
