extension String {
    /// How many columns `Canvas.put` gives the string: one per character, two per wide character.
    ///
    /// NB: `count` splits the string into characters (grapheme breaking), which views did for every label in every
    /// frame; when every scalar is a one-column character by itself, counting scalars gives the answer far sooner.
    package var columnCount: Int {
        let scalars = utf8.withContiguousStorageIfAvailable { Canvas.standAloneCount($0) }
        if let scalars = scalars ?? nil { return scalars }
        return reduce(0) { $0 + Cell.columns(of: $1) }
    }

    /// The longest start of the string that takes at most `columns` columns: a wide character that would
    /// straddle the limit is left out whole.
    package func prefix(columns: Int) -> String {
        guard columns > 0 else { return "" }
        var taken = 0
        var end = startIndex
        for index in indices {
            taken += Cell.columns(of: self[index])
            if taken > columns { break }
            end = self.index(after: index)
        }
        return String(self[..<end])
    }

    /// The longest end of the string that takes at most `columns` columns.
    package func suffix(columns: Int) -> String {
        guard columns > 0 else { return "" }
        var taken = 0
        var start = endIndex
        while start > startIndex {
            let before = index(before: start)
            taken += Cell.columns(of: self[before])
            if taken > columns { break }
            start = before
        }
        return String(self[start...])
    }
}
