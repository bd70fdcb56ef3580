import ArgumentParser
import Foundation

/// The server under measurement: one started by the generator (stopped again at the end) or one given by address.
final class ServerTarget {
    let host: String
    let port: Int
    /// The server's pid, when known, for its CPU time and memory.
    let pid: Int32?
    let dialect: Dialect
    private let process: Process?
    private let folder: String?

    /// Starts or locates the server `options` name, pinning this process to its CPU first.
    init(_ options: TargetOptions) throws {
        if options.cpu >= 0 && !CPUAffinity.pin(to: options.cpu) {
            FileHandle.standardError.write(Data("parlor-bench: could not pin to CPU \(options.cpu)\n".utf8))
        }
        dialect = options.effectiveDialect
        if let server = options.server {
            guard let url = URL(string: server), url.scheme == "ws", let host = url.host, let port = url.port else {
                throw ValidationError("--server must look like ws://127.0.0.1:7420, not \(server).")
            }
            self.host = host
            self.port = port
            pid = options.serverPID
            process = nil
            folder = nil
            return
        }
        var arguments: [String]
        if let path = options.spawn {
            let folder = try Self.makeFolder()
            self.folder = folder
            // NB: every simulated client comes from 127.0.0.1; the limits per address would refuse most of them.
            arguments = [
                path, "serve", "--port", "0", "--database", folder + "/bench.sqlite", "--max-handshakes-per-minute",
                "1000000000", "--max-rooms-per-minute", "1000000000",
            ]
        } else if options.spawnEchoDurable {
            let folder = try Self.makeFolder()
            self.folder = folder
            arguments = [
                try Self.ownExecutable(), "echo-server", "--port", "0", "--durable", folder + "/echo.sqlite",
                "--wal-autocheckpoint", String(options.echoAutocheckpoint),
            ]
        } else {
            folder = nil
            arguments = [try Self.ownExecutable(), "echo-server", "--port", "0"]
        }
        let (process, port) = try Self.launch(arguments, cpu: options.serverCPU)
        self.process = process
        self.host = "127.0.0.1"
        self.port = port
        pid = process.processIdentifier
    }

    /// Stops a server this started and removes its database, after printing the database's file sizes.
    func stop() {
        if let process, process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        if let folder {
            if let sizes = Self.fileSizes(in: folder) { print(sizes) }
            if let stats = try? String(contentsOfFile: folder + "/echo.sqlite.stats", encoding: .utf8) {
                print(stats, terminator: "")
            }
            try? FileManager.default.removeItem(atPath: folder)
        }
    }

    /// "database files: NAME SIZE KiB, …" for the SQLite files in `folder` (the log's growth shows whether
    /// checkpoints kept up).
    private static func fileSizes(in folder: String) -> String? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder), !names.isEmpty else {
            return nil
        }
        let sizes = names.filter { !$0.hasSuffix(".stats") }.sorted().map { name in
            let bytes = (try? FileManager.default.attributesOfItem(atPath: folder + "/" + name))?[.size] as? Int
            return "\(name) \(FigureTable.count((bytes ?? 0) / 1024)) KiB"
        }
        return "database files: " + sizes.joined(separator: ", ")
    }

    private static func makeFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "parlor-bench-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The server's CPU time so far in nanoseconds, when its pid is known.
    func cpuNanoseconds() -> UInt64? {
        pid.flatMap(ProcessProbe.cpuNanoseconds(of:))
    }

    /// The server's resident memory in KiB, when its pid is known.
    func residentKiB() -> Int? {
        pid.flatMap(ProcessProbe.residentKiB(of:))
    }

    /// This program's own path, so it can start its echo and floor servers.
    static func ownExecutable() throws -> String {
        let path = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        return path
    }

    /// Starts `arguments` (pinned to `cpu` through taskset when `cpu` ≥ 0) and waits for its
    /// "Listening on ws://HOST:PORT" line (or "Listening on tcp://…").
    static func launch(_ arguments: [String], cpu: Int) throws -> (Process, Int) {
        let process = Process()
        if cpu >= 0 {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/taskset")
            process.arguments = ["-c", String(cpu)] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: arguments[0])
            process.arguments = Array(arguments.dropFirst())
        }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line: [UInt8] = []
        let reader = output.fileHandleForReading
        while true {
            let chunk = reader.availableData
            guard !chunk.isEmpty else {
                throw ValidationError("\(arguments.joined(separator: " ")) exited before it listened.")
            }
            line += chunk
            if let newline = line.firstIndex(of: 10) {
                let text = String(decoding: line[..<newline], as: UTF8.self)
                guard let colon = text.lastIndex(of: ":"), let port = Int(text[text.index(after: colon)...]) else {
                    throw ValidationError("unexpected first line from the server: \(text)")
                }
                return (process, port)
            }
        }
    }
}
