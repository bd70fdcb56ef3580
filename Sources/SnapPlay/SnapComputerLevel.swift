import GameCore

/// How well the computer plays Snap: how fast it reacts to a match, and how often it calls snap on none.
enum SnapComputerLevel: String, CaseIterable, Sendable {
    /// Slow, and now and then fooled.
    case easy
    /// Quicker, and fooled less often.
    case medium
    /// As fast as a practised player, and never fooled.
    case hard

    /// A few words for the menu and the help.
    var detail: String {
        switch self {
        case .easy: "slow, sometimes calls on no match"
        case .medium: "quick, rarely calls on no match"
        case .hard: "fast, never calls on no match"
        }
    }

    /// The time it takes to call snap on a card, in milliseconds.
    var reactionMilliseconds: ClosedRange<Int64> {
        switch self {
        case .easy: 1_000...2_000
        case .medium: 500...1_000
        case .hard: 250...450
        }
    }

    /// One card in this many, on average, draws a call on no match; `nil` for never.
    var falseCallOneIn: UInt64? {
        switch self {
        case .easy: 20
        case .medium: 50
        case .hard: nil
        }
    }

    /// How long it waits before turning its card once it may, in milliseconds, at every level.
    static let pauseMilliseconds: ClosedRange<Int64> = 500...2_500

    /// A reaction time drawn from `random`.
    func reaction(using random: inout SplitMix64) -> Int64 {
        Int64.random(in: reactionMilliseconds, using: &random)
    }

    /// Whether it calls on the card just turned though nothing matches, drawn from `random`.
    func callsWrongly(using random: inout SplitMix64) -> Bool {
        guard let oneIn = falseCallOneIn else { return false }
        return random.next() % oneIn == 0
    }

    /// A pause before turning, drawn from `random`.
    static func pause(using random: inout SplitMix64) -> Int64 {
        Int64.random(in: pauseMilliseconds, using: &random)
    }
}
