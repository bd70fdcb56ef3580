import Foundation

/// What the durable echo server's commits cost: how many, how many frames each, and the slow ones (with
/// `synchronous=NORMAL` only a checkpoint makes a commit wait for the disk; the rest of the slow ones are the
/// server waiting for a CPU).
struct CommitStats: Equatable {
    /// A commit that takes at least this long counts as a stall.
    static let stallNanoseconds: UInt64 = 1_000_000

    /// Transactions committed.
    var commits = 0
    /// Frames stored, over all commits.
    var frames = 0
    /// Commits that took at least `stallNanoseconds`.
    var stalls = 0
    /// The longest commit.
    var longestNanoseconds: UInt64 = 0
    /// Time spent in commits, over all of them.
    var totalNanoseconds: UInt64 = 0

    /// Counts one commit of `frames` frames that took `nanoseconds`.
    mutating func record(frames count: Int, nanoseconds: UInt64) {
        commits += 1
        frames += count
        if nanoseconds >= Self.stallNanoseconds { stalls += 1 }
        longestNanoseconds = max(longestNanoseconds, nanoseconds)
        totalNanoseconds += nanoseconds
    }

    /// One line for the person running the benchmark.
    var summary: String {
        guard commits > 0 else { return "durable commits: none" }
        let perCommit = Double(frames) / Double(commits)
        let mean = Double(totalNanoseconds) / Double(commits) / 1_000
        return "durable commits: \(FigureTable.count(commits)) of \(FigureTable.count(frames)) frames "
            + "(\(String(format: "%.2f", perCommit)) per commit), mean \(String(format: "%.1f", mean)) µs, "
            + "\(stalls) took ≥ 1 ms, longest \(String(format: "%.2f", Double(longestNanoseconds) / 1e6)) ms"
    }
}
