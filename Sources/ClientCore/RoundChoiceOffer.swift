/// A choice a game offers at a round's end, as the person picks it: a word to type, a key to press, what it does.
public struct RoundChoiceOffer<Choice: Hashable & Sendable>: Hashable, Sendable {
    /// The word plain mode takes for it ("longer").
    public let word: String
    /// The key the full screen takes for it.
    public let key: Character
    /// What it does, for hints, the help and the prompt ("the next round with a longer countdown").
    public let summary: String
    /// The choice.
    public let choice: Choice

    /// An offer of `choice`, picked by `word` or `key`, doing what `summary` says.
    public init(word: String, key: Character, summary: String, choice: Choice) {
        self.word = word
        self.key = key
        self.summary = summary
        self.choice = choice
    }
}
