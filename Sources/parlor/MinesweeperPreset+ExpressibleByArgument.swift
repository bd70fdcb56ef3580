public import ArgumentParser
public import Minesweeper

// NB: parsing from the command line belongs to the executable, so the conformance lives here, not in Minesweeper.
extension MinesweeperPreset: ExpressibleByArgument {
    /// `beginner`, `intermediate` or `expert`, in any case.
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}
