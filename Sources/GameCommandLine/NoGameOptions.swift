public import ArgumentParser

/// The options of a game that has none of its own.
public struct NoGameOptions: ParsableArguments {
    /// No options.
    public init() {}
}
