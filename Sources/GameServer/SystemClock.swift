import Foundation
public import ServerCore

/// The wall clock, for the server; rooms are handed its readings and never read a clock themselves.
public enum SystemClock {
    /// Now, in milliseconds since 1970.
    @Sendable public static func now() -> Moment {
        Moment(milliseconds: Int64((Date().timeIntervalSince1970 * 1_000).rounded()))
    }
}
