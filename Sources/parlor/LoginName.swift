import Foundation
import WireProtocol

/// The name to play under online when `--name` is not given.
enum LoginName {
    /// `$USER` when set, else the account's login name from the password database (tmux, cron and some
    /// containers start shells without `$USER`); `nil` when neither gives a usable player name, so the caller
    /// falls back to "Player".
    static func current(environment: [String: String]) -> String? {
        if let user = environment["USER"], !user.isEmpty { return user }
        // NB: getpwuid, not getlogin: getlogin reads the controlling terminal's utmp entry, which a pipe, a
        // script or a container often lacks.
        guard let entry = getpwuid(getuid()), let pointer = entry.pointee.pw_name else { return nil }
        let name = String(cString: pointer)
        return (try? PlayerName(name)) == nil ? nil : name
    }
}
