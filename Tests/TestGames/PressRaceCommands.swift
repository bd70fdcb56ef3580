public import ArgumentParser

/// `parlor press-race`: the race's own commands.
public struct PressRaceCommands: ParsableCommand {
    /// The group and its two commands.
    public static let configuration = CommandConfiguration(
        commandName: "press-race", abstract: "The press race's own commands.",
        subcommands: [PressRaceCountdown.self, PressRaceCheer.self])

    /// Nothing to read.
    public init() {}
}
