#if canImport(Glibc)
    import Glibc
#endif

/// What the kernel says about another process: its CPU time and its resident memory.
enum ProcessProbe {
    /// User plus system CPU time of process `pid`, in nanoseconds, from /proc/PID/stat; nil if unreadable.
    static func cpuNanoseconds(of pid: Int32) -> UInt64? {
        guard let text = read("/proc/\(pid)/stat") else { return nil }
        // NB: the command name (field 2) may hold spaces and parentheses, so fields are counted after its ")".
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        // Fields after the name start at 3 (state); utime is 14 and stime 15, so indices 11 and 12 here.
        guard fields.count > 12, let user = UInt64(fields[11]), let system = UInt64(fields[12]) else { return nil }
        let ticks = UInt64(max(sysconf(Int32(_SC_CLK_TCK)), 1))
        return (user + system) * (1_000_000_000 / ticks)
    }

    /// Resident memory of process `pid` in KiB (VmRSS from /proc/PID/status); nil if unreadable.
    static func residentKiB(of pid: Int32) -> Int? {
        guard let text = read("/proc/\(pid)/status") else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        }
        return nil
    }

    private static func read(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes.append(contentsOf: buffer.prefix(count))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
