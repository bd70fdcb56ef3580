/// Durations measured one by one, in nanoseconds, summarised by percentiles.
struct Samples {
    private(set) var nanoseconds: [Int64] = []
    private var isSorted = true

    init(reservingCapacity capacity: Int = 0) {
        nanoseconds.reserveCapacity(capacity)
    }

    var count: Int { nanoseconds.count }

    mutating func append(_ duration: Duration) {
        nanoseconds.append(Self.nanoseconds(of: duration))
        isSorted = false
    }

    /// The sample at `fraction` (0...1) of the sorted samples, nearest rank; the largest for 1.
    mutating func percentile(_ fraction: Double) -> Int64 {
        precondition(!nanoseconds.isEmpty, "no samples")
        if !isSorted {
            nanoseconds.sort()
            isSorted = true
        }
        let rank = Int((fraction * Double(nanoseconds.count)).rounded(.up))
        return nanoseconds[min(max(rank, 1), nanoseconds.count) - 1]
    }

    mutating func median() -> Int64 { percentile(0.5) }

    static func nanoseconds(of duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
