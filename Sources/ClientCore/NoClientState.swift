/// What a game that keeps nothing of its own in a session keeps.
public struct NoClientState: Hashable, Sendable {
    /// Nothing.
    public init() {}
}
