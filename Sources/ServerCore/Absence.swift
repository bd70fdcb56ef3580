/// A taken seat with no connection: since when, and whether its player left on purpose.
public struct Absence: Hashable, Sendable {
    /// When the seat was last held.
    public var since: Moment
    /// Whether the player sent `leave` (a claim is then allowed at once) rather than dropping.
    public var left: Bool

    /// An absence.
    public init(since: Moment, left: Bool) {
        self.since = since
        self.left = left
    }
}
