import Foundation
import GameCore

/// The time local games are played by: monotonic milliseconds since the program started, so a clock set back
/// or forward mid-board does not change how long it took; and the wall-clock moment that time zero was, for
/// the start times `parlor history` shows.
struct GameClock {
    /// Unix milliseconds at `GameTime.start`.
    let origin: Int64
    private let start: UInt64

    /// A clock whose zero is now.
    init() {
        start = DispatchTime.now().uptimeNanoseconds
        origin = Int64((Date().timeIntervalSince1970 * 1000).rounded())
    }

    /// The moment now.
    func now() -> GameTime {
        GameTime(milliseconds: Int64((DispatchTime.now().uptimeNanoseconds - start) / 1_000_000))
    }
}
