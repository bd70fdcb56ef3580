import ArgumentParser

/// Which server a mode measures and where the generator and the server run.
struct TargetOptions: ParsableArguments {
    @Option(help: "A running server to measure, such as ws://127.0.0.1:7420 (or use --spawn / --spawn-echo).")
    var server: String?

    @Option(help: "The pid of the --server process, for its CPU time and memory.")
    var serverPID: Int32?

    @Option(help: "Start `PATH serve --port 0 --database <temporary>` and measure it.")
    var spawn: String?

    @Flag(help: "Start this program's bare WebSocket echo server and measure it (the floor).")
    var spawnEcho = false

    @Flag(help: "Start the echo server storing each frame in SQLite before echoing it (the durable floor).")
    var spawnEchoDurable = false

    @Option(help: "With --spawn-echo-durable: WAL pages before SQLite's automatic checkpoint (0: never).")
    var echoAutocheckpoint = 1_000

    @Option(help: "What the server speaks with --server: parlor or echo.")
    var dialect: Dialect = .parlor

    @Option(help: "The CPU a spawned server is pinned to (taskset -c); -1: not pinned.")
    var serverCPU = 0

    @Option(help: "The CPU the generator pins itself to; -1: not pinned.")
    var cpu = 1

    @Option(help: "Messages each Parlor player connection may send (the server allows 100 per 20 s).")
    var messageBudget = 95

    @Option(help: "Give up after this many seconds.")
    var timeout = 300

    @Option(help: "Also write the figures to this JSON file.")
    var json: String?

    func validate() throws {
        let given = [server != nil, spawn != nil, spawnEcho, spawnEchoDurable].filter { $0 }.count
        guard given == 1 else {
            throw ValidationError("Give exactly one of --server, --spawn, --spawn-echo and --spawn-echo-durable.")
        }
        guard echoAutocheckpoint >= 0 else { throw ValidationError("--echo-autocheckpoint must be 0 or more.") }
        guard messageBudget >= 8 else { throw ValidationError("--message-budget must be at least 8.") }
        guard timeout > 0 else { throw ValidationError("--timeout must be at least 1.") }
    }

    /// The dialect the chosen server speaks.
    var effectiveDialect: Dialect { spawnEcho || spawnEchoDurable ? .echo : spawn != nil ? .parlor : dialect }
}

extension Dialect: ExpressibleByArgument {}
