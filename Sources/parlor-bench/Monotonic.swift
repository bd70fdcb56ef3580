#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The monotonic clock in nanoseconds, shared by every process on the machine.
///
/// NB: the generator and a spectator process compare timestamps taken in different processes, so this must be
/// CLOCK_MONOTONIC (one clock per boot), not a per-process clock.
enum Monotonic {
    /// Nanoseconds since an arbitrary point fixed at boot.
    @inline(__always)
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}
