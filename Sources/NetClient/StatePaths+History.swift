extension StatePaths {
    /// `$XDG_STATE_HOME/parlor/history`, or `~/.local/state/parlor/history`: the games finished on this
    /// machine, beside the seats file.
    public var historyFile: String {
        String(seatsFile.dropLast("seats".count)) + "history"
    }
}
