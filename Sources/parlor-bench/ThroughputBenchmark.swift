import ArgumentParser
import Foundation

/// `parlor-bench throughput`: many rooms playing as fast as the server answers.
struct ThroughputBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "throughput",
        abstract: "Count moves per second, and per second of server CPU, with many rooms playing closed loop.")

    @OptionGroup var target: TargetOptions

    @Option(help: "Rooms playing at once.")
    var rooms = 200

    @Option(help: "Longest measuring window in seconds (it also ends when the first room runs out of budget).")
    var seconds = 5.0

    func validate() throws {
        guard rooms > 0, rooms <= 9_900 else { throw ValidationError("--rooms: 1 to 9,900.") }
        guard seconds > 0 else { throw ValidationError("--seconds must be positive.") }
    }

    func run() throws {
        let idle = MachineLoad.idleShare()
        let server = try ServerTarget(target)
        defer { server.stop() }
        let result = try BenchRun.run(server, timeout: target.timeout) { pool in
            ThroughputScenario(
                pool: pool, target: server, rooms: rooms, seconds: seconds, budget: target.messageBudget
            ).run()
        }
        print("parlor-bench throughput against \(server.dialect), \(rooms) rooms")
        print(BenchRun.idleLine(idle))
        print(
            "\(FigureTable.count(result.moves)) moves in \(String(format: "%.2f", result.seconds)) s "
                + "(window ended by \(result.endedBy)): \(FigureTable.count(Int(result.movesPerSecond))) moves/s")
        if let perCPU = result.movesPerServerCPUSecond, let cpu = result.serverCPUSeconds {
            print(
                "server CPU \(String(format: "%.2f", cpu)) s: "
                    + "\(FigureTable.count(Int(perCPU))) moves per server CPU-second")
        }
        if let sent = result.framesSent, let received = result.framesReceived, result.moves > 0 {
            print(
                "frames per move: \(String(format: "%.2f", Double(sent) / Double(result.moves))) in, "
                    + "\(String(format: "%.2f", Double(received) / Double(result.moves))) out")
        }
        try BenchRun.write(ThroughputReport(idle: idle, result: result), to: target.json)
    }
}

/// The JSON of one `throughput` run.
struct ThroughputReport: Codable {
    var mode = "throughput"
    var idle: Double?
    var result: ThroughputScenario.Result
}
