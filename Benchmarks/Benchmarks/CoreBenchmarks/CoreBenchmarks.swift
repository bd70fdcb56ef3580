import Benchmark

/// Parlor's hot paths, one call per sample, so a sample's allocation count is the count per call, exactly.
///
/// `scripts/check-allocations` checks `mallocCountTotal` (90th percentile, no tolerance: one more allocation per
/// call fails) against the files in `Thresholds/`; wall-clock times are shown, never checked. No `.instructions`:
/// this machine's kernel gives the tool no counter (the row stays empty), and asking for it adds 16 allocations
/// of the tool's own to every sample.
/// Benchmark names hold no spaces or slashes: the tool writes a thresholds file with `_` for them but looks it up
/// by the name as it is, so such a benchmark would never be checked. A benchmark that cannot run stops the process
/// (`preconditionFailure`), never calls `benchmark.error`: the tool passes a check for a benchmark that reported an
/// error as if its figure had matched.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.mallocCountTotal, .wallClock],
        warmupIterations: 10,
        scalingFactor: .one,
        maxDuration: .milliseconds(300),
        maxIterations: 1_000,
        thresholds: [.mallocCountTotal: .init(absolute: [.p90: 0])]
    )
    // NB: the harness's own allocations inside a sample; 0 unless a metric or the tool starts adding some.
    Benchmark("harness.empty") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(benchmark) }
    }
    registerRulesBenchmarks()
    registerWireBenchmarks()
    registerServerBenchmarks()
    registerRenderBenchmarks()
    registerMinesweeperFloodBenchmarks()
    // NB: last, as they set the locale and the terminal's environment for the rest of the process.
    registerDriverBenchmarks()
}
