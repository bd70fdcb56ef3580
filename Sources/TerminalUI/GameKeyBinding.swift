public import TermCore

/// A row of a game's keys: each key and the intent it stands for, and how the help and the hint bar name them.
public struct GameKeyBinding<Intent: Hashable & Sendable>: Hashable, Sendable {
    /// Every key of the row and its intent.
    public let intents: [Key: Intent]
    /// The keys as the help names them ("←↓↑→ hjkl wasd").
    public let label: KeyBinding.Label
    /// The keys as the hint bar names them, shorter ("←↓↑→/hjkl").
    public let hintLabel: KeyBinding.Label
    /// What they do, for the help.
    public let summary: String
    /// What they do in a word or two, for a narrow help.
    public let brief: String
    /// The row's word in the hint bar while it is the person's move ("move"), or `nil` to leave it to the help.
    public let hint: String?
    /// How long the hint stays as the terminal narrows; among rows of the same priority, the first listed stays
    /// longest.
    public let hintPriority: HintPriority
    /// Whether a key of the row held down acts once: the terminal's repeats of it are dropped (`KeyRepeatFilter`),
    /// so a call held through a race does not fire again at the next card.
    public let actsOncePerPress: Bool

    /// A row of keys each doing its own intent (the digits each marking their square), named `label` (`hintLabel`
    /// in the hint bar, `label` when `nil`); said as `hint` in the hint bar when given, kept there as `hintPriority`
    /// says; held down, a key acts once when `actsOncePerPress`.
    public init(
        _ intents: [Key: Intent], label: KeyBinding.Label, hintLabel: KeyBinding.Label? = nil, summary: String,
        brief: String, hint: String? = nil, hintPriority: HintPriority = .normal, actsOncePerPress: Bool = false
    ) {
        self.intents = intents
        self.actsOncePerPress = actsOncePerPress
        self.label = label
        self.hintLabel = hintLabel ?? label
        self.summary = summary
        self.brief = brief
        self.hint = hint
        self.hintPriority = hintPriority
    }

    /// A row of `keys` all doing `intent`.
    public init(
        _ keys: [Key], label: KeyBinding.Label, hintLabel: KeyBinding.Label? = nil, summary: String, brief: String,
        hint: String? = nil, hintPriority: HintPriority = .normal, actsOncePerPress: Bool = false, intent: Intent
    ) {
        self.init(
            Dictionary(keys.map { ($0, intent) }) { first, _ in first }, label: label, hintLabel: hintLabel,
            summary: summary, brief: brief, hint: hint, hintPriority: hintPriority, actsOncePerPress: actsOncePerPress)
    }
}
