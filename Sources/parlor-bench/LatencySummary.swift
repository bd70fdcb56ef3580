import Histogram

/// Percentiles of one latency histogram, in nanoseconds, as written to the results file.
struct LatencySummary: Codable, Sendable {
    var samples: UInt64
    var p50: UInt64
    var p90: UInt64
    var p99: UInt64
    var p999: UInt64
    var max: UInt64

    init(_ histogram: Histogram<UInt64>) {
        samples = histogram.totalCount
        p50 = histogram.valueAtPercentile(50)
        p90 = histogram.valueAtPercentile(90)
        p99 = histogram.valueAtPercentile(99)
        p999 = histogram.valueAtPercentile(99.9)
        max = histogram.max
    }

    /// A histogram for latencies from 1 ns to 100 s with three significant digits.
    static func makeHistogram() -> Histogram<UInt64> {
        Histogram(highestTrackableValue: 100_000_000_000, numberOfSignificantValueDigits: .three)
    }

    /// The row cells: samples, then p50, p90, p99, p99.9 and max in microseconds.
    var cells: [String] {
        [FigureTable.count(Int(samples))] + [p50, p90, p99, p999, max].map { FigureTable.microseconds(Int64($0)) }
    }
}
