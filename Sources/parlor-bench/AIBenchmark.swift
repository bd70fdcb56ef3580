import ArgumentParser
import GameCore
import TicTacToe

/// `parlor-bench ai`: how long the perfect computer player takes to choose a move, and what one rules move costs.
struct AIBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ai",
        abstract: "Time the perfect computer player in every reachable position, and the rules' apply()."
    )

    @Option(help: "How many times to time the perfect move in each reachable position.")
    var repetitions = 100

    @Option(help: "The seed of the computer's random choice among equally good squares.")
    var seed: UInt64 = 1

    func validate() throws {
        guard repetitions > 0 else { throw ValidationError("--repetitions must be at least 1.") }
    }

    func run() {
        let idle = MachineLoad.idleShare()
        let clock = ContinuousClock()
        let player = ComputerPlayer(level: .perfect)
        var random = SplitMix64(seed: seed)
        // NB: folding every choice into a checksum that is printed stops the optimiser dropping the calls.
        var checksum = 0

        // The first perfect move fills the memo table, so it must come before anything else touches it.
        var chosen: Square?
        let cold = clock.measure { chosen = player.chooseSquare(in: TicTacToe(), using: &random) }
        checksum &+= chosen?.index ?? 0

        let positions = [Seat(0), Seat(1)].flatMap { GameTree.positions(starter: $0) }.filter { !$0.isOver }
        var all = Samples(reservingCapacity: positions.count * repetitions)
        var perPosition = Array(repeating: Samples(reservingCapacity: repetitions), count: positions.count)
        for _ in 0..<repetitions {
            for (index, game) in positions.enumerated() {
                let duration = clock.measure { chosen = player.chooseSquare(in: game, using: &random) }
                checksum &+= chosen?.index ?? 0
                all.append(duration)
                perPosition[index].append(duration)
            }
        }
        var medians = Samples(reservingCapacity: positions.count)
        var slowest = (median: Int64.min, index: 0)
        for index in perPosition.indices {
            let median = perPosition[index].median()
            medians.append(.nanoseconds(median))
            if median > slowest.median { slowest = (median, index) }
        }

        var applyEach = Samples(reservingCapacity: 1_100_000)
        for starter in [Seat(0), Seat(1)] {
            GameTree.timeEachApply(from: TicTacToe(starter: starter), clock: clock, into: &applyEach)
        }
        var applied = 0
        let bulk = clock.measure {
            for starter in [Seat(0), Seat(1)] { applied += GameTree.applyEverywhere(from: TicTacToe(starter: starter)) }
        }

        print(
            "parlor-bench ai: \(positions.count) positions where a move is due (both starters), "
                + "\(repetitions) repetitions, seed \(seed)")
        if let idle {
            let warning = idle < 0.8 ? " (below 80%: other work shares the CPUs, so treat max figures as noise)" : ""
            print("machine idle before the run: \(Int((idle * 100).rounded()))%\(warning)")
        }
        var table = FigureTable(headers: ["measure", "samples", "p50 µs", "p90 µs", "p99 µs", "p99.9 µs", "max µs"])
        let us = FigureTable.microseconds
        table.add(["perfect move, cold (fills the table)", "1", us(Samples.nanoseconds(of: cold)), "", "", "", ""])
        table.add(row("perfect move, every position, warm", &all))
        table.add(row("perfect move, median per position", &medians))
        table.add(row("apply(), each move timed alone", &applyEach))
        let mean = Samples.nanoseconds(of: bulk) / Int64(max(applied, 1))
        table.add(["apply(), mean over every game (bulk)", FigureTable.count(applied), us(mean), "", "", "", ""])
        print(table.text)
        let worst = positions[slowest.index]
        let moves = worst.moves.isEmpty ? "the empty board" : worst.moves.map(\.name).joined(separator: " ")
        print(
            "slowest position (by median): \(moves), \(worst.markToMove.map { "\($0)" } ?? "-") to move, "
                + "\(us(slowest.median)) µs")
        let verdict = slowest.median <= 1_000_000 ? "met" : "MISSED"
        print("target: worst-case perfect move ≤ 1 ms (1000 µs): \(verdict); raw max \(us(all.percentile(1))) µs")
        print("checksum \(checksum)")
    }

    private func row(_ label: String, _ samples: inout Samples) -> [String] {
        [label, FigureTable.count(samples.count)]
            + [0.5, 0.9, 0.99, 0.999, 1].map { FigureTable.microseconds(samples.percentile($0)) }
    }
}
