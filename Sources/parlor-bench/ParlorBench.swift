import ArgumentParser

/// `parlor-bench <mode>`: measures one part of Parlor per mode and prints a table of figures.
///
/// NB: figures from a debug build say little; run `swift run -c release parlor-bench <mode>`.
@main
struct ParlorBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parlor-bench",
        abstract: "Measure Parlor; build with -c release for meaningful figures.",
        subcommands: [
            AIBenchmark.self, RTTBenchmark.self, FanoutBenchmark.self, ThroughputBenchmark.self, MemoryBenchmark.self,
            EchoServer.self, FloorTCPBenchmark.self, FloorTCPServer.self,
        ]
    )
}
