import Foundation

/// Where the client keeps its files, after the XDG base directory specification.
public struct StatePaths: Hashable, Sendable {
    /// `$XDG_CONFIG_HOME/parlor/config`, or `~/.config/parlor/config`.
    public let configFile: String
    /// `$XDG_STATE_HOME/parlor/seats`, or `~/.local/state/parlor/seats`.
    public let seatsFile: String

    /// The paths for `environment` (the process environment; a relative XDG value is ignored, as the
    /// specification says).
    public init(environment: [String: String]) {
        let home = environment["HOME"] ?? NSHomeDirectory()
        func base(_ variable: String, _ fallback: String) -> String {
            environment[variable].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + fallback
        }
        configFile = base("XDG_CONFIG_HOME", "/.config") + "/parlor/config"
        seatsFile = base("XDG_STATE_HOME", "/.local/state") + "/parlor/seats"
    }

    /// The config file's text, or `nil` when there is none.
    public func readConfig() -> String? {
        try? String(contentsOfFile: configFile, encoding: .utf8)
    }
}
