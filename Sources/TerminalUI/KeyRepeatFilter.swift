public import TermCore

/// Tells a key held down from a key pressed again: a terminal sends a held key over and over, a few tens of
/// milliseconds apart, with nothing to mark the copies, so a key that comes back within `window` of its last
/// arrival is taken for a repeat. The loops drop such a key when the game binds it to act once per press
/// (`GameKeyBinding.actsOncePerPress`): a call held through a race must not fire again at the next card.
public struct KeyRepeatFilter: Sendable {
    /// How close behind its last arrival a key counts as a repeat.
    public let windowMilliseconds: Int64
    /// Each key's last arrival, in milliseconds of the loop's clock.
    private var lastArrival: [Key: Int64] = [:]

    /// A filter taking a key back within `windowMilliseconds` of its last arrival for a repeat.
    public init(windowMilliseconds: Int64 = 150) {
        self.windowMilliseconds = windowMilliseconds
    }

    /// Notes that `key` arrived at `now` (milliseconds of the loop's clock) and says whether it came within the
    /// window of its last arrival. A held key keeps coming back within it, so it stays a repeat until let go.
    public mutating func isRepeat(_ key: Key, at now: Int64) -> Bool {
        defer { lastArrival[key] = now }
        guard let last = lastArrival[key] else { return false }
        return now - last < windowMilliseconds
    }
}
