import ArgumentParser

/// `parlor-bench rtt`: move round trips in one room, optionally under open-loop background load.
struct RTTBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rtt",
        abstract: "Time moves from send to the mover's acknowledgement and to the opponent's update.",
        discussion: """
            Two players play a drawn game over and over, one move in flight at a time. Parlor allows each \
            connection 100 messages per 20 s, so the generator moves to a fresh room (already set up) whenever \
            one has used --message-budget messages; every timed move is still one room's alternating play.
            """)

    @OptionGroup var target: TargetOptions

    @Option(help: "Timed moves, after the warm-up.")
    var samples = 50_000

    @Option(help: "Untimed moves first.")
    var warmup = 5_000

    @Option(help: "Other rooms playing open loop (at least enough to carry --background-rate).")
    var backgroundRooms = 0

    @Option(help: "Total moves per second of the background rooms (0: no background load).")
    var backgroundRate = 0

    func validate() throws {
        guard samples > 0, warmup >= 0 else { throw ValidationError("--samples must be positive, --warmup ≥ 0.") }
        guard backgroundRate >= 0, backgroundRooms >= 0 else {
            throw ValidationError("--background-rate and --background-rooms must be 0 or more.")
        }
    }

    func run() throws {
        let idle = MachineLoad.idleShare()
        let server = try ServerTarget(target)
        defer { server.stop() }
        var rooms = backgroundRooms
        if backgroundRate > 0 {
            // NB: each background room can play only so many moves (the budget); the run lasts about (warm-up +
            // samples) round trips of at most ~400 µs under load, so twice the rooms are opened to carry the rate
            // that long.
            let seconds = Double(warmup + samples) * 400e-6 + 0.5
            // The echo floor gets as many rooms as Parlor would, so both see the same pattern of background moves.
            let parlorPerRoom = PlayedRoom.moves(budget: target.messageBudget, dialect: .parlor)
            let needed = Int((Double(backgroundRate) * seconds * 2 / Double(parlorPerRoom)).rounded(.up))
            rooms = max(rooms, needed)
        }
        let result = try BenchRun.run(server, timeout: target.timeout) { pool in
            RTTScenario(
                pool: pool, target: server, warmup: warmup, samples: samples, backgroundRooms: rooms,
                rate: backgroundRate, budget: target.messageBudget
            ).run()
        }
        print("parlor-bench rtt against \(server.dialect) at ws://\(server.host):\(server.port)")
        print(BenchRun.idleLine(idle))
        var table = FigureTable(headers: ["latency", "samples", "p50 µs", "p90 µs", "p99 µs", "p99.9 µs", "max µs"])
        table.add(["move → mover's acknowledgement"] + result.ack.cells)
        table.add(["move → opponent's update"] + result.update.cells)
        print(table.text)
        if backgroundRate > 0 {
            print(
                "background: \(result.backgroundRooms) rooms, \(Int(result.backgroundRateAchieved)) moves/s achieved "
                    + "of \(backgroundRate) requested, \(result.backgroundLate) moves late")
            if result.backgroundRanOut {
                print(
                    "the background rooms used up their budgets after \(result.ack.samples) timed moves (the warm-up "
                        + "counts when it was not over): the server did not carry the rate")
            }
        }
        if let cpu = result.serverCPUPerMoveNanoseconds {
            print("server CPU per move: \(FigureTable.microseconds(Int64(cpu))) µs")
        }
        try BenchRun.write(RTTReport(idle: idle, result: result), to: target.json)
    }
}

/// The JSON of one `rtt` run.
struct RTTReport: Codable {
    var mode = "rtt"
    var idle: Double?
    var result: RTTScenario.Result
}
