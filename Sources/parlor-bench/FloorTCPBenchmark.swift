import ArgumentParser
import Foundation
import Histogram

#if canImport(Glibc)
    // NB: Swift's Glibc module leaves out <sys/epoll.h>; SwiftNIO's own shim module exposes it on Linux.
    import CNIOLinux
    import Glibc
#endif

/// `parlor-bench floor-tcp`: raw loopback TCP ping-pong and fan-out, the floor for rtt and fanout.
struct FloorTCPBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "floor-tcp",
        abstract: "Measure raw TCP ping-pong (64 B) and fan-out to N receivers on loopback.",
        discussion: "Starts `parlor-bench floor-tcp-server` pinned to --server-cpu and pins itself to --cpu.")

    @Option(help: "Timed 64-byte round trips.") var pings = 50_000
    @Option(help: "Untimed round trips first.") var warmup = 5_000
    @Option(help: "Receivers of each fan-out (comma-separated for several runs, each ≤ 19,000).")
    var receivers = "1000,10000"
    @Option(help: "Timed fan-outs per receiver count.") var rounds = 50
    @Option(help: "The CPU the server is pinned to; -1: not pinned.") var serverCPU = 0
    @Option(help: "The CPU this process pins itself to; -1: not pinned.") var cpu = 1
    @Option(help: "Also write the figures to this JSON file.") var json: String?

    /// One fan-out size's figures.
    struct Fanout: Codable {
        var receivers: Int
        var firstReceiver: LatencySummary
        var lastReceiver: LatencySummary
        var serverCPUPerSendNanoseconds: Double?
        /// This process's CPU per message received, the receiving end's share (compare with `fanout`'s generator).
        var receiverCPUPerMessageNanoseconds: Double?
    }

    func validate() throws {
        guard pings > 0, warmup >= 0, rounds > 0 else {
            throw ValidationError("--pings and --rounds must be positive.")
        }
        let counts = receivers.split(separator: ",").compactMap { Int($0) }
        guard counts.count == receivers.split(separator: ",").count, counts.allSatisfy({ $0 > 0 && $0 <= 19_000 })
        else { throw ValidationError("--receivers: counts from 1 to 19,000, such as 1000,10000.") }
    }

    func run() throws {
        let idle = MachineLoad.idleShare()
        if cpu >= 0 { CPUAffinity.pin(to: cpu) }
        let (process, port) = try ServerTarget.launch(
            [try ServerTarget.ownExecutable(), "floor-tcp-server", "--port", "0"], cpu: serverCPU)
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        let pid = process.processIdentifier
        let nullCall = Self.nullSystemCallNanoseconds()
        let pingPong = try measurePingPong(port: port)
        var fanouts: [Fanout] = []
        for count in receivers.split(separator: ",").compactMap({ Int($0) }) {
            fanouts.append(try measureFanout(port: port, receivers: count, pid: pid))
        }
        print("parlor-bench floor-tcp: raw loopback TCP, 64-byte messages")
        print(BenchRun.idleLine(idle))
        var table = FigureTable(headers: ["floor", "samples", "p50 µs", "p90 µs", "p99 µs", "p99.9 µs", "max µs"])
        table.add(["ping-pong round trip"] + pingPong.cells)
        for fanout in fanouts {
            table.add(["fan-out to \(FigureTable.count(fanout.receivers)), last"] + fanout.lastReceiver.cells)
        }
        print(table.text)
        print("null system call (getppid): \(String(format: "%.3f", nullCall / 1000)) µs")
        for fanout in fanouts {
            if let cpu = fanout.serverCPUPerSendNanoseconds {
                print(
                    "server CPU per send to \(FigureTable.count(fanout.receivers)): "
                        + "\(FigureTable.microseconds(Int64(cpu))) µs")
            }
            if let cpu = fanout.receiverCPUPerMessageNanoseconds {
                print(
                    "receiver CPU per message of the fan-out to \(FigureTable.count(fanout.receivers)): "
                        + "\(FigureTable.microseconds(Int64(cpu))) µs")
            }
        }
        try BenchRun.write(
            FloorTCPReport(idle: idle, nullSystemCallNanoseconds: nullCall, pingPong: pingPong, fanouts: fanouts),
            to: json)
    }

    /// The mean time of a system call that does nothing, over a million: how fast this machine enters the kernel
    /// today, which every figure here pays for (a shared host's neighbours can double it).
    static func nullSystemCallNanoseconds() -> Double {
        let calls = 1_000_000
        let start = Monotonic.now()
        var sum: pid_t = 0
        for _ in 0..<calls { sum &+= getppid() }
        let elapsed = Monotonic.now() - start
        // NB: used, so the loop is not optimized away.
        return sum == 0 ? 0 : Double(elapsed) / Double(calls)
    }

    private func measurePingPong(port: Int) throws -> LatencySummary {
        let fd = try RawSocket.connect(port: port)
        defer { close(fd) }
        var role = UInt8(ascii: "P")
        try RawSocket.writeAll(fd, &role, 1)
        var message = [UInt8](repeating: 0x2A, count: 64)
        var histogram = LatencySummary.makeHistogram()
        for index in 0..<(warmup + pings) {
            let start = Monotonic.now()
            try message.withUnsafeMutableBytes { bytes in
                try RawSocket.writeAll(fd, bytes.baseAddress!, 64)
                try RawSocket.readExactly(fd, bytes.baseAddress!, 64)
            }
            if index >= warmup { _ = histogram.record(Monotonic.now() - start) }
        }
        return LatencySummary(histogram)
    }

    private func measureFanout(port: Int, receivers count: Int, pid: Int32) throws -> Fanout {
        let epoll = epoll_create1(0)
        defer { close(epoll) }
        var sockets: [Int32] = []
        defer { for fd in sockets { close(fd) } }
        var role = UInt8(ascii: "R")
        for _ in 0..<count {
            let fd = try RawSocket.connect(port: port)
            sockets.append(fd)
            try RawSocket.writeAll(fd, &role, 1)
            RawSocket.watch(epoll, fd)
        }
        var byte: UInt8 = 0
        for fd in sockets { try RawSocket.readExactly(fd, &byte, 1) }
        let trigger = try RawSocket.connect(port: port)
        defer { close(trigger) }
        role = UInt8(ascii: "F")
        try RawSocket.writeAll(trigger, &role, 1)
        var first = LatencySummary.makeHistogram()
        var last = LatencySummary.makeHistogram()
        var events = [epoll_event](repeating: epoll_event(), count: 1024)
        var buffer = [UInt8](repeating: 0, count: 4096)
        var message = [UInt8](repeating: 0x2A, count: 64)
        var cpuBefore: UInt64?
        var ownCPUBefore: UInt64?
        let warm = 3
        for round in 0..<(warm + rounds) {
            if round == warm {
                cpuBefore = ProcessProbe.cpuNanoseconds(of: pid)
                ownCPUBefore = ProcessProbe.cpuNanoseconds(of: getpid())
            }
            var pending = count * 64
            let start = Monotonic.now()
            var firstAt: UInt64 = 0
            try RawSocket.writeAll(trigger, &message, 64)
            while pending > 0 {
                let ready = epoll_wait(epoll, &events, Int32(events.count), 10_000)
                guard ready > 0 else { throw BenchFailure("fan-out stalled with \(pending) bytes missing") }
                let now = Monotonic.now()
                if firstAt == 0 { firstAt = now }
                for event in events.prefix(Int(ready)) {
                    let got = recv(event.data.fd, &buffer, buffer.count, Int32(MSG_DONTWAIT))
                    if got > 0 { pending -= got }
                }
            }
            if round >= warm {
                _ = first.record(firstAt - start)
                _ = last.record(Monotonic.now() - start)
            }
        }
        var perSend: Double?
        if let before = cpuBefore, let after = ProcessProbe.cpuNanoseconds(of: pid) {
            perSend = Double(after - before) / Double(rounds * count)
        }
        var perReceive: Double?
        if let before = ownCPUBefore, let after = ProcessProbe.cpuNanoseconds(of: getpid()) {
            perReceive = Double(after - before) / Double(rounds * count)
        }
        return Fanout(
            receivers: count, firstReceiver: LatencySummary(first), lastReceiver: LatencySummary(last),
            serverCPUPerSendNanoseconds: perSend, receiverCPUPerMessageNanoseconds: perReceive)
    }
}

/// The JSON of one `floor-tcp` run.
struct FloorTCPReport: Codable {
    var mode = "floor-tcp"
    var idle: Double?
    /// How long a system call that does nothing took, on average.
    var nullSystemCallNanoseconds: Double?
    var pingPong: LatencySummary
    var fanouts: [FloorTCPBenchmark.Fanout]
}
