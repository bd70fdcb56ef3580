/// How a cell looks: colours and attributes.
///
/// NB: kept packed into one integer (see `packed`) so that comparing two cells, which the driver does for every
/// cell of every frame, is two integer comparisons rather than a walk through enums.
public struct Style: Hashable, Sendable {
    /// Foreground in bits 0-8 and background in bits 9-17 (each 0 for the terminal's default, else 0x100 plus the
    /// palette index), attributes in bits 18-25.
    package private(set) var packed: UInt32

    /// Creates a style; everything defaults to the terminal's own look.
    public init(
        foreground: Color = .terminalDefault,
        background: Color = .terminalDefault,
        attributes: TextAttributes = []
    ) {
        packed = Self.code(foreground) | Self.code(background) << 9 | UInt32(attributes.rawValue) << 18
    }

    /// Text colour.
    public var foreground: Color {
        get { Self.color(packed & 0x1FF) }
        set { packed = packed & ~0x1FF | Self.code(newValue) }
    }

    /// Cell background.
    public var background: Color {
        get { Self.color(packed >> 9 & 0x1FF) }
        set { packed = packed & ~(0x1FF << 9) | Self.code(newValue) << 9 }
    }

    /// Bold, reverse and the like.
    public var attributes: TextAttributes {
        get { TextAttributes(rawValue: UInt8(truncatingIfNeeded: packed >> 18)) }
        set { packed = packed & ~(0xFF << 18) | UInt32(newValue.rawValue) << 18 }
    }

    /// The terminal's own look: default colours, no attributes.
    public static let plain = Style()

    private static func code(_ color: Color) -> UInt32 {
        switch color {
        case .terminalDefault: return 0
        case .palette(let index): return 0x100 | UInt32(index)
        }
    }

    private static func color(_ code: UInt32) -> Color {
        code & 0x100 == 0 ? .terminalDefault : .palette(UInt8(truncatingIfNeeded: code))
    }
}
