import Foundation
import GameCore
import Glibc

/// The time local games are played by: monotonic milliseconds since the program started, so a clock set back
/// or forward mid-board does not change how long it took; and the wall-clock moment that time zero was, for
/// the start times `parlor history` shows.
struct GameClock {
    /// Unix milliseconds at `GameTime.start`.
    let origin: Int64
    private let start: UInt64

    /// A clock whose zero is now.
    init() {
        start = Self.monotonicNanoseconds()
        origin = Int64((Date().timeIntervalSince1970 * 1000).rounded())
    }

    /// The moment now.
    func now() -> GameTime {
        GameTime(milliseconds: Int64((Self.monotonicNanoseconds() - start) / 1_000_000))
    }

    /// CLOCK_MONOTONIC in nanoseconds, what `DispatchTime.now().uptimeNanoseconds` reads on Linux.
    ///
    /// NB: read directly, the time of every action costs no call into two more libraries (Dispatch's overlay and
    /// libdispatch), cold code on each move's path.
    private static func monotonicNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
