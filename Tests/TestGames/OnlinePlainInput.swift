public import ClientCore
public import PlainMode

/// What reaches an online plain session in a test: an action (from the network or the clock), or a typed line.
public enum OnlinePlainInput: Sendable {
    case action(OnlineAction)
    case line(String)

    /// Feeds `inputs` to `plain` and returns every printed line, and the effects of the last step.
    public static func run(
        _ plain: inout OnlinePlainSession, _ inputs: [OnlinePlainInput]
    ) -> (lines: [String], effects: [OnlineEffect]) {
        var lines: [String] = []
        var effects: [OnlineEffect] = []
        for input in inputs {
            let step: OnlinePlainStep
            switch input {
            case .action(let action): step = plain.reduce(action)
            case .line(let line): step = plain.handle(line)
            }
            lines += step.lines
            effects = step.effects
        }
        return (lines, effects)
    }
}
