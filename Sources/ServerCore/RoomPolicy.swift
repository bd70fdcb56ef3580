/// The timings a room enforces, from the server's configuration.
public struct RoomPolicy: Hashable, Sendable {
    /// How long a seat must stay away before its opponent may claim the round, in milliseconds.
    public var gracePeriodMilliseconds: Int64
    /// How long a room nobody joined is kept before it is reaped, in milliseconds.
    public var staleAfterMilliseconds: Int64
    /// The least time between two announcements of a room's spectator count, in milliseconds: spectators who come
    /// and go within it are told in one `spectatorsChanged` at its end.
    public var spectatorAnnouncementMilliseconds: Int64
    /// How long a started room with nobody in it stays in memory before the server lets it go, in milliseconds;
    /// its records stay stored, and it is rebuilt from them when someone joins or watches it again.
    public var unloadAfterMilliseconds: Int64

    /// A policy with a 60 s grace period, stale rooms reaped after an hour, the spectator count announced at most
    /// once a second and empty rooms unloaded after ten minutes unless told otherwise.
    public init(
        gracePeriodMilliseconds: Int64 = 60_000, staleAfterMilliseconds: Int64 = 3_600_000,
        spectatorAnnouncementMilliseconds: Int64 = 1_000, unloadAfterMilliseconds: Int64 = 600_000
    ) {
        self.gracePeriodMilliseconds = gracePeriodMilliseconds
        self.staleAfterMilliseconds = staleAfterMilliseconds
        self.spectatorAnnouncementMilliseconds = spectatorAnnouncementMilliseconds
        self.unloadAfterMilliseconds = unloadAfterMilliseconds
    }
}
