/// Large letters five rows high for the game ID on the waiting screen, so it can be read across a room.
enum BigText {
    /// Rows of each character's figure, `#` for ink; three columns wide.
    static let figures: [Character: [String]] = [
        "2": ["###", "  #", "###", "#  ", "###"], "3": ["###", "  #", " ##", "  #", "###"],
        "4": ["# #", "# #", "###", "  #", "  #"], "5": ["###", "#  ", "###", "  #", "###"],
        "6": ["###", "#  ", "###", "# #", "###"], "7": ["###", "  #", "  #", "  #", "  #"],
        "8": ["###", "# #", "###", "# #", "###"], "9": ["###", "# #", "###", "  #", "###"],
        "A": [" # ", "# #", "###", "# #", "# #"], "B": ["## ", "# #", "## ", "# #", "## "],
        "C": ["###", "#  ", "#  ", "#  ", "###"], "D": ["## ", "# #", "# #", "# #", "## "],
        "E": ["###", "#  ", "## ", "#  ", "###"], "F": ["###", "#  ", "## ", "#  ", "#  "],
        "G": ["###", "#  ", "# #", "# #", "###"], "H": ["# #", "# #", "###", "# #", "# #"],
        "J": ["  #", "  #", "  #", "# #", "###"], "K": ["# #", "# #", "## ", "# #", "# #"],
        "M": ["# #", "###", "###", "# #", "# #"], "N": ["## ", "# #", "# #", "# #", "# #"],
        "P": ["###", "# #", "###", "#  ", "#  "], "Q": ["###", "# #", "# #", "###", "  #"],
        "R": ["## ", "# #", "## ", "# #", "# #"], "S": [" ##", "#  ", " # ", "  #", "## "],
        "T": ["###", " # ", " # ", " # ", " # "], "V": ["# #", "# #", "# #", "# #", " # "],
        "W": ["# #", "# #", "###", "###", "# #"], "X": ["# #", "# #", " # ", "# #", "# #"],
        "Y": ["# #", "# #", " # ", " # ", " # "], "Z": ["###", "  #", " # ", "#  ", "###"],
    ]

    /// How many rows a figure takes.
    static let height = 5

    /// `text` as five rows, a column between characters, ink drawn with `ink`; `nil` if a character has no
    /// figure.
    static func rows(_ text: String, ink: Character) -> [String]? {
        let figures = text.uppercased().map { Self.figures[$0] }
        guard figures.allSatisfy({ $0 != nil }) else { return nil }
        return (0..<height).map { row in
            figures.compactMap { $0?[row] }.joined(separator: " ").map { $0 == "#" ? ink : $0 }
                .reduce(into: "") { $0.append($1) }
        }
    }
}
