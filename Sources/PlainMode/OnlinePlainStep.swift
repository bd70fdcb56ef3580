public import ClientCore

/// What one input or network action produced in plain mode: lines to print, and effects for the program.
public struct OnlinePlainStep: Hashable, Sendable {
    /// Lines to print, in order.
    public var lines: [String]
    /// What the program must do (send, store the secret, set a timer, quit).
    public var effects: [OnlineEffect]

    /// A step of `lines` and `effects`.
    public init(lines: [String] = [], effects: [OnlineEffect] = []) {
        self.lines = lines
        self.effects = effects
    }
}
