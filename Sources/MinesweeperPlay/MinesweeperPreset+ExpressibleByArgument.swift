public import ArgumentParser
public import Minesweeper

// NB: parsing from the command line belongs to the game's play parts, so the rules stay free of it.
extension MinesweeperPreset: ExpressibleByArgument {
    /// `beginner`, `intermediate` or `expert`, in any case.
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}
