public import ArgumentParser

/// Snap's own options on the command line: the cooldown between turns and the turn timer, in milliseconds.
public struct SnapTableOptions: ParsableArguments {
    /// How long after a card is turned the next player may turn, in milliseconds; the rules' default when `nil`.
    @Option(
        name: .customLong("cooldown"),
        help: ArgumentHelp("Milliseconds after a card is turned before the next player may turn.", valueName: "ms"))
    public var cooldownMilliseconds: Int64?

    /// How long a player has to turn before their card is turned for them, in milliseconds; the rules' default
    /// when `nil`.
    @Option(
        name: .customLong("turn-timer"),
        help: ArgumentHelp("Milliseconds a player has to turn before their card is turned for them.", valueName: "ms"))
    public var turnTimerMilliseconds: Int64?

    /// No option given: the rules' defaults.
    public init() {}
}
