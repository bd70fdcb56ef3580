/// A test met a message it did not expect.
public struct Unexpected: Error, CustomStringConvertible {
    /// What it met.
    public let description: String

    /// The unexpected `description`.
    public init(_ description: String) { self.description = description }
}
