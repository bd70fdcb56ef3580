public import ArgumentParser
public import TicTacToe

// NB: parsing from the command line belongs to the executable, so the conformance lives here, not in TicTacToe.
extension ComputerLevel: ExpressibleByArgument {
    /// `easy`, `medium` or `perfect`, in any case.
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}
