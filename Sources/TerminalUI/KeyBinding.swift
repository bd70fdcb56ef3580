public import TermCore

/// One row of the key table: some keys, what each does, and how the help and the hint line name them.
public struct KeyBinding: Hashable, Sendable {
    /// How keys are written, in Unicode and in ASCII.
    public struct Label: Hashable, Sendable {
        /// With Unicode arrows, such as "←↓↑→ hjkl wasd".
        public var unicode: String
        /// ASCII only, such as "arrows hjkl wasd".
        public var ascii: String

        /// A label with a Unicode and an ASCII form.
        public init(unicode: String, ascii: String) {
            self.unicode = unicode
            self.ascii = ascii
        }

        /// A label written the same in both sets.
        public init(_ text: String) {
            self.init(unicode: text, ascii: text)
        }

        /// The form for `glyphs`.
        public func text(for glyphs: GlyphSet) -> String { glyphs == .unicode ? unicode : ascii }
    }

    /// Every key of the row and what it does.
    public let commands: [Key: KeyCommand]
    /// The keys as the help overlay lists them.
    public let label: Label
    /// The keys as the hint line names them, shorter.
    public let hintLabel: Label
    /// What the keys do, for the help overlay.
    public let summary: String
    /// What the keys do in two or three words, for the help overlay on a narrow terminal.
    public let brief: String

    /// A row of the key table.
    public init(
        commands: [Key: KeyCommand],
        label: Label,
        hintLabel: Label? = nil,
        summary: String,
        brief: String
    ) {
        self.commands = commands
        self.label = label
        self.hintLabel = hintLabel ?? label
        self.summary = summary
        self.brief = brief
    }
}
