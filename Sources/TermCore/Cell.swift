/// One character cell of a canvas.
///
/// NB: a cell is one terminal column. A wide character (East Asian, most emoji) takes two: its own cell, then a
/// continuation (`Cell.continuation`), which the driver never draws; `Canvas` keeps the two together.
///
/// NB: the character is kept as its UTF-8 bytes packed into one integer rather than as a `Character`, so a cell
/// is a plain value: a canvas is filled, copied, compared and freed without reference counting, and the driver
/// hands the bytes to the terminal without encoding them again. A character needing more than 8 bytes of UTF-8
/// (emoji joined by zero-width joiners, tag sequences) is kept once in `ClusterTable` and the cell holds 0xFF (no
/// UTF-8 byte), whether it is wide, and its index there (decision 61). U+0000 is kept as "?". Cells compare by
/// these bytes.
public struct Cell: Hashable, Sendable {
    /// The character's UTF-8 bytes, the first in the lowest byte, zeros after the last.
    package var utf8: UInt64
    /// How it is shown.
    public var style: Style

    /// Creates a cell.
    public init(_ character: Character, style: Style = .plain) {
        self.utf8 = Self.pack(character)
        self.style = style
    }

    /// Creates a cell from bytes already packed as `utf8` holds them.
    package init(utf8: UInt64, style: Style) {
        self.utf8 = utf8
        self.style = style
    }

    /// The character shown.
    public var character: Character {
        get {
            if let index = clusterIndex { return Character(ClusterTable.cluster(at: index)) }
            var bytes: [UInt8] = []
            var rest = utf8
            while rest != 0 {
                bytes.append(UInt8(truncatingIfNeeded: rest))
                rest >>= 8
            }
            return String(decoding: bytes, as: UTF8.self).first ?? " "
        }
        set { utf8 = Self.pack(newValue) }
    }

    /// A space in the terminal's own colours.
    public static let blank = Cell(" ")

    /// The packed form of a space.
    package static let space: UInt64 = 0x20

    /// The packed form of "?", which stands for a character that cannot be kept.
    package static let replacement: UInt64 = 0x3F

    /// The lowest byte of a cell whose character is kept in `ClusterTable`: never a byte of UTF-8.
    package static let clusterMark: UInt64 = 0xFF

    /// The index in `ClusterTable` of the character, when it is kept there.
    package var clusterIndex: UInt32? {
        utf8 & 0xFF == Self.clusterMark ? UInt32(truncatingIfNeeded: utf8 >> 16) : nil
    }

    /// `character`'s UTF-8 bytes packed as `utf8` holds them.
    static func pack(_ character: Character) -> UInt64 {
        // NB: a character is a string inside, and a short string's bytes are read in place; walking
        // `character.utf8` instead costs far more per cell.
        var text = String(character)
        return text.withUTF8 { bytes in
            guard bytes.count <= 8 else {
                guard let index = ClusterTable.index(of: String(character)) else { return replacement }
                let wide: UInt64 = Cell.columns(of: character) == 2 ? 1 : 0
                return clusterMark | wide << 8 | UInt64(index) << 16
            }
            var packed: UInt64 = 0
            for (index, byte) in bytes.enumerated() {
                // NB: a NUL byte would end the character early; U+0000 is a control character, drawn as "?" anyway.
                guard byte != 0 else { return replacement }
                packed |= UInt64(byte) << (8 * UInt64(index))
            }
            return packed
        }
    }
}
