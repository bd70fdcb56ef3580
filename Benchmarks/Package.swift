// swift-tools-version: 6.1
import PackageDescription

// Micro-benchmarks of Parlor's hot paths with allocation counts: `swift package benchmark` in this folder;
// `scripts/check-allocations` checks the counts against Thresholds/ (CI) and `--update` re-records them.
//
// NB: a package of its own, so the main build and `swift test` never compile ordo-one/benchmark and its malloc
// interposer; only the allocation check builds it.
let package = Package(
    name: "ParlorBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Parlor", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "CoreBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ParlorBenchmarkable", package: "Parlor"),
                "CPseudoTerminal",
            ],
            path: "Benchmarks/CoreBenchmarks",
            swiftSettings: [
                .enableUpcomingFeature("ExistentialAny"),
                .enableUpcomingFeature("MemberImportVisibility"),
                .enableUpcomingFeature("InternalImportsByDefault"),
            ],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The terminal the driver benchmarks draw on.
        .target(name: "CPseudoTerminal", path: "Benchmarks/CPseudoTerminal"),
        // NB: not a benchmark: a search for the largest Minesweeper flood, whose figures the closing note cites.
        .executableTarget(
            name: "MinesweeperFloodSearch",
            dependencies: [.product(name: "ParlorBenchmarkable", package: "Parlor")],
            path: "Tools/MinesweeperFloodSearch",
            swiftSettings: [
                .enableUpcomingFeature("ExistentialAny"),
                .enableUpcomingFeature("MemberImportVisibility"),
                .enableUpcomingFeature("InternalImportsByDefault"),
            ]
        ),
    ]
)
