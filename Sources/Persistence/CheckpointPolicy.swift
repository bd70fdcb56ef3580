/// When the store checkpoints its write-ahead log, in frames (one page each, 4 KiB by default).
///
/// A background thread copies the log into the database file every `backgroundStep` frames, fsyncs included,
/// off the writer's thread. From `restartFrames` on, once the background has left at most `tailFrames` frames
/// behind, the writer checkpoints that short tail itself between two commits, so that its next commit starts the
/// log again from its beginning. At `limitFrames` the writer checkpoints whatever is left, waiting for a background
/// checkpoint in progress: the log never holds more than `limitFrames` plus one commit's frames, except while a
/// reader's snapshot keeps it from restarting.
public struct CheckpointPolicy: Hashable, Sendable {
    /// Frames between two background checkpoints.
    public var backgroundStep: Int
    /// The log's length from which the writer restarts it.
    public var restartFrames: Int
    /// The most frames the writer copies itself for a restart.
    public var tailFrames: Int
    /// The log's length at which the writer checkpoints whatever is left.
    public var limitFrames: Int

    /// A policy with these thresholds.
    public init(backgroundStep: Int, restartFrames: Int, tailFrames: Int, limitFrames: Int) {
        self.backgroundStep = backgroundStep
        self.restartFrames = restartFrames
        self.tailFrames = tailFrames
        self.limitFrames = limitFrames
    }

    /// The server's policy: a background checkpoint per 1,000 frames (SQLite's own automatic threshold), a
    /// restart from 4,096 frames (16 MiB), at most 16,384 frames (64 MiB) in the log.
    public static let standard = CheckpointPolicy(
        backgroundStep: 1000, restartFrames: 4096, tailFrames: 64, limitFrames: 16384)
}
