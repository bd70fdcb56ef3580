/// The timings a room enforces, from the server's configuration.
public struct RoomPolicy: Hashable, Sendable {
    /// How long a seat must stay away before its opponent may claim the round, in milliseconds.
    public var gracePeriodMilliseconds: Int64
    /// How long a room nobody joined is kept before it is reaped, in milliseconds.
    public var staleAfterMilliseconds: Int64
    /// The least time between two announcements of a room's spectator count, in milliseconds: spectators who come
    /// and go within it are told in one `spectatorsChanged` at its end.
    public var spectatorAnnouncementMilliseconds: Int64

    /// A policy with a 60 s grace period, stale rooms reaped after an hour and the spectator count announced at
    /// most once a second unless told otherwise.
    public init(
        gracePeriodMilliseconds: Int64 = 60_000, staleAfterMilliseconds: Int64 = 3_600_000,
        spectatorAnnouncementMilliseconds: Int64 = 1_000
    ) {
        self.gracePeriodMilliseconds = gracePeriodMilliseconds
        self.staleAfterMilliseconds = staleAfterMilliseconds
        self.spectatorAnnouncementMilliseconds = spectatorAnnouncementMilliseconds
    }
}
