import ArgumentParser

/// `parlor-bench memory`: the server's memory per idle connection, per empty room and per live game.
struct MemoryBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "memory",
        abstract: "Measure the server's resident memory per idle connection, empty room and live game.",
        discussion: """
            Connections and rooms are measured on separate servers when the generator starts them (--spawn), so \
            memory freed by one part is not reused by the next; with --server both run on that one server. \
            Figures are differences over a baseline, divided by the count.
            """)

    @OptionGroup var target: TargetOptions

    @Option(help: "Cumulative idle connection counts to measure at (at most 19,000: 20,000 descriptors each side).")
    var connections = "1000,5000,10000,19000"

    @Option(help: "Rooms for the empty-room and live-game figures (0: skip).")
    var rooms = 1_000

    @Option(help: "Milliseconds to wait before each reading.")
    var settle = 1_000

    func validate() throws {
        let levels = connections.split(separator: ",").compactMap { Int($0) }
        guard levels.count == connections.split(separator: ",").count, levels == levels.sorted(),
            levels.allSatisfy({ $0 > 0 && $0 <= 19_000 })
        else { throw ValidationError("--connections: rising counts from 1 to 19,000, such as 1000,5000.") }
        guard rooms >= 0, rooms <= 9_000 else { throw ValidationError("--rooms: 0 to 9,000.") }
    }

    func run() throws {
        let idle = MachineLoad.idleShare()
        let levels = connections.split(separator: ",").compactMap { Int($0) }
        var server = try ServerTarget(target)
        defer { server.stop() }
        guard server.pid != nil else { throw ValidationError("memory needs the server's pid: --server-pid PID.") }
        let measured = try BenchRun.run(server, timeout: target.timeout) { [server] pool in
            MemoryScenario(pool: pool, target: server, settleMilliseconds: settle).connections(levels)
        }
        var roomFigures: MemoryScenario.Rooms?
        if rooms > 0 && server.dialect == .parlor {
            if target.server == nil {
                server.stop()
                server = try ServerTarget(target)
            }
            roomFigures = try BenchRun.run(server, timeout: target.timeout) { [server] pool in
                MemoryScenario(pool: pool, target: server, settleMilliseconds: settle).rooms(rooms)
            }
        }
        print("parlor-bench memory against \(server.dialect)")
        print(BenchRun.idleLine(idle))
        print("baseline resident memory: \(FigureTable.count(measured.baseline)) KiB")
        var table = FigureTable(headers: ["idle connections", "resident KiB", "KiB per connection"])
        for level in measured.levels {
            table.add([
                FigureTable.count(level.connections), FigureTable.count(level.residentKiB),
                FigureTable.kibibytes(level.perConnectionKiB),
            ])
        }
        print(table.text)
        if let roomFigures {
            print(
                "\(roomFigures.rooms) rooms: \(FigureTable.kibibytes(roomFigures.perEmptyRoomMarginalKiB)) KiB per "
                    + "empty room (the second half; \(FigureTable.kibibytes(roomFigures.perEmptyRoomKiB)) on average), "
                    + "\(FigureTable.kibibytes(roomFigures.perLiveGameKiB)) KiB per live game over its two idle "
                    + "connections (\(FigureTable.kibibytes(roomFigures.perLiveGameWithConnectionsKiB)) KiB with them)")
        }
        try BenchRun.write(
            MemoryReport(idle: idle, baselineKiB: measured.baseline, connections: measured.levels, rooms: roomFigures),
            to: target.json)
    }
}

/// The JSON of one `memory` run.
struct MemoryReport: Codable {
    var mode = "memory"
    var idle: Double?
    var baselineKiB: Int
    var connections: [MemoryScenario.Level]
    var rooms: MemoryScenario.Rooms?
}
