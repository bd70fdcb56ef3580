#if canImport(Glibc)
    import Glibc
#endif

/// Pins the calling process to one CPU, so the generator and the server do not share one.
enum CPUAffinity {
    /// Pins this process (and the threads it starts afterwards) to `cpu`; false where the system refuses.
    @discardableResult
    static func pin(to cpu: Int) -> Bool {
        #if os(Linux)
            // NB: glibc declares sched_setaffinity and CPU_SET only under _GNU_SOURCE, which Swift's Glibc module
            // does not define, so the function is looked up by name and the set is built as the bit array it is.
            typealias SetAffinity = @convention(c) (pid_t, Int, UnsafeRawPointer) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sched_setaffinity") else { return false }
            let setAffinity = unsafeBitCast(symbol, to: SetAffinity.self)
            var set = [UInt64](repeating: 0, count: 16)
            guard cpu >= 0, cpu < set.count * 64 else { return false }
            set[cpu / 64] |= UInt64(1) << UInt64(cpu % 64)
            return set.withUnsafeBytes { setAffinity(0, $0.count, $0.baseAddress!) } == 0
        #else
            return false
        #endif
    }
}
