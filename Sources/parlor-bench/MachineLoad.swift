#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How busy the machine is, from the kernel's CPU counters.
///
/// NB: the machine is shared; the benchmark notes treat runs below 80% idle as noise, so every report says how
/// idle the machine was just before it measured.
enum MachineLoad {
    /// The share of CPU time spent idle over `milliseconds`, from 0 to 1, or `nil` where /proc/stat is missing.
    static func idleShare(over milliseconds: UInt32 = 250) -> Double? {
        guard let before = counters() else { return nil }
        usleep(milliseconds * 1000)
        guard let after = counters() else { return nil }
        let total = after.total - before.total
        return total > 0 ? Double(after.idle - before.idle) / Double(total) : nil
    }

    /// The summed "cpu" line of /proc/stat: idle (with I/O wait) and total jiffies.
    private static func counters() -> (idle: UInt64, total: UInt64)? {
        guard let file = fopen("/proc/stat", "r") else { return nil }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 512)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return nil }
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let fields = line.split(separator: " ")
        guard fields.first == "cpu", fields.count >= 6 else { return nil }
        // NB: user, nice, system, idle, iowait, irq, softirq, steal; guest time is already counted in user.
        let values = fields.dropFirst().prefix(8).compactMap { UInt64($0) }
        guard values.count >= 5 else { return nil }
        return (idle: values[3] + values[4], total: values.reduce(0, +))
    }
}
