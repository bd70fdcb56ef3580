public import ArgumentParser
public import ClientCore

// NB: parsing from the command line belongs to the executable, so the conformance lives here, not in ClientCore.
extension DigitLayout: ExpressibleByArgument {
    /// `keypad` or `phone`, in any case.
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}
