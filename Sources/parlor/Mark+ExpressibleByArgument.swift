public import ArgumentParser
public import TicTacToe

// NB: parsing from the command line belongs to the executable, so the conformance lives here, not in TicTacToe.
extension Mark: ExpressibleByArgument {
    /// `x` or `o`, in either case.
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}
