/// A wait that took too long.
public struct TimedOut: Error, CustomStringConvertible {
    /// How long it waited.
    public let seconds: Double
    /// "timed out after … s".
    public var description: String { "timed out after \(seconds) s" }
}
