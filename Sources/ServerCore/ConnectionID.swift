/// One client connection to the server, numbered by the server; never persisted.
public struct ConnectionID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The connection's number.
    public let value: UInt64

    /// The connection numbered `value`.
    public init(_ value: UInt64) {
        self.value = value
    }

    /// Connections order by number.
    public static func < (lhs: ConnectionID, rhs: ConnectionID) -> Bool { lhs.value < rhs.value }

    /// "#12".
    public var description: String { "#\(value)" }
}
