public import ArgumentParser

/// The press race's own option on the command line: the countdown's length.
public struct PressRaceOptions: ParsableArguments {
    /// The countdown in milliseconds, or `nil` for the one the player set with `press-race countdown` (else the
    /// standard one).
    @Option(name: .customLong("countdown"), help: ArgumentHelp("The countdown's length.", valueName: "ms"))
    public var countdownMilliseconds: Int64?

    /// No countdown given.
    public init() {}

    /// A countdown is at least a tenth of a second and at most a minute.
    public func validate() throws {
        if let countdownMilliseconds, !PressRaceOptions.countdowns.contains(countdownMilliseconds) {
            throw ValidationError(PressRaceOptions.countdownRule(countdownMilliseconds))
        }
    }

    /// The countdowns a race may have, in milliseconds.
    static let countdowns: ClosedRange<Int64> = 100...60_000

    /// Why `milliseconds` is no countdown.
    static func countdownRule(_ milliseconds: Int64) -> String {
        "--countdown \(milliseconds): a countdown is \(countdowns.lowerBound) to \(countdowns.upperBound) ms."
    }
}
