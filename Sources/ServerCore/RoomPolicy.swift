/// The timings a room enforces, from the server's configuration.
public struct RoomPolicy: Hashable, Sendable {
    /// How long a seat must stay away before its opponent may claim the round, in milliseconds.
    public var gracePeriodMilliseconds: Int64
    /// How long a room nobody joined is kept before it is reaped, in milliseconds.
    public var staleAfterMilliseconds: Int64

    /// A policy with a 60 s grace period and stale rooms reaped after an hour unless told otherwise.
    public init(gracePeriodMilliseconds: Int64 = 60_000, staleAfterMilliseconds: Int64 = 3_600_000) {
        self.gracePeriodMilliseconds = gracePeriodMilliseconds
        self.staleAfterMilliseconds = staleAfterMilliseconds
    }
}
