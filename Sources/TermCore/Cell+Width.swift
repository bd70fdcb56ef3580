extension Cell {
    /// The cell that holds the second column of a wide character: no character of its own, drawn by the cell
    /// before it.
    public static func continuation(style: Style = .plain) -> Cell {
        Cell(utf8: continuationBytes, style: style)
    }

    /// Whether this cell is the second column of the wide character in the cell before it.
    public var isContinuation: Bool { utf8 == Self.continuationBytes }

    /// Whether the character takes two terminal columns (East Asian wide or fullwidth, emoji): drawn here, it
    /// covers the next cell too, which then holds a continuation. Measured per character, as `columns(of:)` does.
    public var isWide: Bool {
        // NB: every wide scalar is U+1100 or above, three UTF-8 bytes or more, and a wide character of several
        // scalars takes four bytes or more, so most cells are decided by their first byte and their size alone.
        guard utf8 & 0xFF >= 0xE1 || utf8 > 0xFF_FFFF else { return false }
        if utf8 & 0xFF == Self.clusterMark { return utf8 >> 8 & 1 == 1 }
        if utf8 & 0xFF >= 0xE1, Self.isWide(scalar: Self.firstScalar(of: utf8)) { return true }
        return Self.isWideSequence(utf8)
    }

    /// How many columns `character` takes on the canvas, measured per character: 2 when its first scalar is wide,
    /// when it is a flag (two regional indicators) or when it asks for emoji presentation (U+FE0F, as in a ZWJ
    /// sequence or a keycap); else 1 (a character kept as "?" included). The C library's `wcwidth` of the first
    /// scalar, which curses counts by, says 1 for a flag or a ❤️: terminals draw those two wide.
    public static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first?.value else { return 1 }
        if isWide(scalar: first) { return 2 }
        var rest = scalars.dropFirst()
        guard let second = rest.first?.value else { return 1 }
        if isRegionalIndicator(first), isRegionalIndicator(second) { return 2 }
        rest = rest.dropFirst()
        return second == 0xFE0F || rest.contains("\u{FE0F}") ? 2 : 1
    }

    /// Whether the packed bytes of several scalars make a wide character, by the rules of `columns(of:)` after
    /// the first scalar: a flag, or U+FE0F (EF B8 8F) anywhere.
    private static func isWideSequence(_ utf8: UInt64) -> Bool {
        // NB: a regional indicator is F0 9F 87 A6-BF; a flag is two, all eight bytes.
        let indicator: (UInt64) -> Bool = { $0 & 0xFF_FF_FF == 0x87_9F_F0 && ($0 >> 24 & 0xFF) >= 0xA6 }
        if indicator(utf8), indicator(utf8 >> 32) { return true }
        var rest = utf8
        while rest > 0xFFFF {
            if rest & 0xFF_FF_FF == 0x8F_B8_EF { return true }
            rest >>= 8
        }
        return false
    }

    /// Whether `value` is a regional indicator, half of a flag.
    private static func isRegionalIndicator(_ value: UInt32) -> Bool {
        (0x1F1E6...0x1F1FF).contains(value)
    }

    /// The packed form of a continuation: no character is packed as 0 (U+0000 becomes "?").
    static let continuationBytes: UInt64 = 0

    /// The first scalar of the packed UTF-8 bytes `utf8`.
    private static func firstScalar(of utf8: UInt64) -> UInt32 {
        let lead = UInt32(utf8 & 0xFF)
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard length > 1 else { return lead }
        var value = lead & (0xFF >> (length + 1))
        for offset in 1..<length {
            value = value << 6 | UInt32(utf8 >> (8 * UInt64(offset)) & 0x3F)
        }
        return value
    }

    /// Whether the scalar `value` takes two columns, as the C library's `wcwidth` says in a UTF-8 locale, which
    /// is what curses counts by (East Asian Width W and F, and emoji presented as such).
    package static func isWide(scalar value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = wideRanges.count
        while low < high {
            let middle = (low + high) / 2
            if wideRanges[middle].upperBound < value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < wideRanges.count && wideRanges[low].contains(value)
    }

    // NB: the scalars glibc 2.36's wcwidth gives 2 in C.UTF-8 (Unicode 14), merged where they touch; the CJK
    // extension planes are whole, as East Asian Width has them.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
        0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1,
        0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA,
        0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B,
        0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55, 0x2E80...0x2E99,
        0x2E9B...0x2EF3, 0x2F00...0x2FD5, 0x2FF0...0x2FFB, 0x3000...0x3029, 0x302E...0x303E, 0x3041...0x3096,
        0x309B...0x30FF, 0x3105...0x312F, 0x3131...0x318E, 0x3190...0x31E3, 0x31F0...0x321E, 0x3220...0xA48C,
        0xA490...0xA4C6, 0xA960...0xA97C, 0xAC00...0xD7A3, 0xF900...0xFA6D, 0xFA70...0xFAD9, 0xFE10...0xFE19,
        0xFE30...0xFE52, 0xFE54...0xFE66, 0xFE68...0xFE6B, 0xFF01...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE3,
        0x16FF0...0x16FF1, 0x17000...0x187F7, 0x18800...0x18CD5, 0x18D00...0x18D08, 0x1AFF0...0x1AFF3,
        0x1AFF5...0x1AFFB, 0x1AFFD...0x1AFFE, 0x1B000...0x1B122, 0x1B150...0x1B152, 0x1B164...0x1B167,
        0x1B170...0x1B2FB, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
        0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251, 0x1F260...0x1F265,
        0x1F300...0x1F320, 0x1F32D...0x1F335, 0x1F337...0x1F37C, 0x1F37E...0x1F393, 0x1F3A0...0x1F3CA,
        0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0, 0x1F3F4...0x1F3F4, 0x1F3F8...0x1F43E, 0x1F440...0x1F440,
        0x1F442...0x1F4FC, 0x1F4FF...0x1F53D, 0x1F54B...0x1F54E, 0x1F550...0x1F567, 0x1F57A...0x1F57A,
        0x1F595...0x1F596, 0x1F5A4...0x1F5A4, 0x1F5FB...0x1F64F, 0x1F680...0x1F6C5, 0x1F6CC...0x1F6CC,
        0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6D7, 0x1F6DD...0x1F6DF, 0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC,
        0x1F7E0...0x1F7EB, 0x1F7F0...0x1F7F0, 0x1F90C...0x1F93A, 0x1F93C...0x1F945, 0x1F947...0x1F9FF,
        0x1FA70...0x1FA74, 0x1FA78...0x1FA7C, 0x1FA80...0x1FA86, 0x1FA90...0x1FAAC, 0x1FAB0...0x1FABA,
        0x1FAC0...0x1FAC5, 0x1FAD0...0x1FAD9, 0x1FAE0...0x1FAE7, 0x1FAF0...0x1FAF6, 0x20000...0x2FFFD,
        0x30000...0x3FFFD,
    ]
}
