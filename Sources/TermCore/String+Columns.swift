extension String {
    /// How many characters the string holds: the columns `Canvas.put` gives it. Always equal to `count`.
    ///
    /// NB: `count` splits the string into characters (grapheme breaking), which views did for every label in every
    /// frame; when every scalar is a character by itself, counting scalars gives the same answer far sooner.
    package var columnCount: Int {
        let scalars = utf8.withContiguousStorageIfAvailable { Canvas.standAloneCount($0) }
        return (scalars ?? nil) ?? count
    }
}
