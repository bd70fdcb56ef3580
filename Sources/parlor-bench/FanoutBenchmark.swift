import ArgumentParser
import Foundation

/// `parlor-bench fanout`: one room, many spectators, the time until the last one has each move.
struct FanoutBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fanout",
        abstract: "Time each move until the first and the last of many spectators have it.",
        discussion: """
            The generator holds every spectator itself (the process may have 20,000 descriptors, so up to \
            ~19,900). Parlor announces the spectator count at most once a second, so joining S spectators \
            costs the server O(S) messages; the moves are timed once the last announcement is in (1.5 s after \
            the last spectator's snapshot).
            """)

    @OptionGroup var target: TargetOptions

    @Option(help: "How many spectators watch.")
    var spectators = 1_000

    @Option(help: "Timed moves (a Parlor room plays at most 135 with the default budget).")
    var moves = 100

    @Option(help: "Untimed moves first.")
    var warmup = 10

    func validate() throws {
        guard spectators > 0, spectators <= 19_900 else { throw ValidationError("--spectators: 1 to 19,900.") }
        // NB: the server's CPU is read as the last untimed move arrives, so there is at least one.
        guard moves > 0, warmup > 0 else { throw ValidationError("--moves and --warmup must be positive.") }
    }

    func run() throws {
        let idle = MachineLoad.idleShare()
        let server = try ServerTarget(target)
        defer { server.stop() }
        let result = try BenchRun.run(server, timeout: target.timeout) { pool in
            FanoutScenario(
                pool: pool, target: server, spectators: spectators, moves: moves, warmup: warmup,
                budget: target.messageBudget
            ).run()
        }
        print("parlor-bench fanout against \(server.dialect), \(spectators) spectators")
        print(BenchRun.idleLine(idle))
        var table = FigureTable(headers: ["move reaches", "moves", "p50 µs", "p90 µs", "p99 µs", "p99.9 µs", "max µs"])
        table.add(["the first spectator"] + result.firstSpectator.cells)
        table.add(["the last spectator"] + result.lastSpectator.cells)
        print(table.text)
        print("spectators joined in \(String(format: "%.2f", result.joinSeconds)) s")
        if let cpu = result.serverCPUPerDeliveryNanoseconds {
            let perMove = Double(result.spectatorMessages ?? 0) / Double(moves * spectators)
            print(
                "server CPU per delivered message: \(FigureTable.microseconds(Int64(cpu))) µs "
                    + "(\(String(format: "%.2f", perMove)) messages a spectator a move)")
        }
        if let cpu = result.generatorCPUPerDeliveryNanoseconds {
            print("generator CPU per delivered message: \(FigureTable.microseconds(Int64(cpu))) µs")
        }
        try BenchRun.write(FanoutReport(idle: idle, result: result), to: target.json)
    }
}

/// The JSON of one `fanout` run.
struct FanoutReport: Codable {
    var mode = "fanout"
    var idle: Double?
    var result: FanoutScenario.Result
}
