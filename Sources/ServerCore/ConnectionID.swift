/// One client connection to the server, numbered by the server; never persisted.
public struct ConnectionID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The connection's number.
    public let value: UInt64

    /// The connection numbered `value`.
    public init(_ value: UInt64) {
        self.value = value
    }

    /// Feeds the number to `hasher`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }

    /// The number's hash as a dictionary or set asks for it, without a `Hasher` built for it.
    ///
    /// NB: `Hashable`'s underscored requirement, which the standard library's integers implement with a one-word
    /// SipHash; the default goes through `hash(into:)` and a whole `Hasher` (seeding, buffering, finalizing). The
    /// server looks connections up about a dozen times a move.
    public func _rawHashValue(seed: Int) -> Int {
        value._rawHashValue(seed: seed)
    }

    /// Connections order by number.
    public static func < (lhs: ConnectionID, rhs: ConnectionID) -> Bool { lhs.value < rhs.value }

    /// "#12".
    public var description: String { "#\(value)" }
}
