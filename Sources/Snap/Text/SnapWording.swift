public import GameCore

/// What happens at a Snap table, in words: one wording for the centre line, plain mode and the help, wherever the
/// round is played, so each says the same thing the same way.
public enum SnapWording {
    /// What `event` says, each seat called by `name`: "Ann turns 7D", "Snap! Ann takes 9 cards", "No match: Bob
    /// pays 3", "Cy is dealt out".
    public static func sentence(for event: SnapEvent, name: (Seat) -> String) -> String {
        switch event {
        case .turned(let card, let seat, false):
            return "\(name(seat)) turns \(card.code)"
        case .turned(let card, let seat, true):
            return "\(name(seat)) turns the open pile over and turns \(card.code)"
        case .snapped(let seat, _, let cards):
            return "Snap! \(name(seat)) takes \(count(cards, "card"))"
        case .missed(let seat, let paid):
            return "No match: \(name(seat)) pays \(paid.count)"
        case .dealtOut(let seat, _):
            return "\(name(seat)) is dealt out"
        }
    }

    /// "Ann wins the round".
    public static func result(winner: Seat, name: (Seat) -> String) -> String {
        "\(name(winner)) wins the round"
    }

    /// The rules' refusal of a move, each seat called by `name`: "Not your turn: Bob turns next."
    public static func refusal(_ violation: Snap.Violation, name: (Seat) -> String) -> String {
        violation.sentence(naming: name)
    }

    /// The rules in a few lines, for the help: `options` gives the cooldown and the turn timer.
    public static func rules(_ options: SnapOptions) -> [String] {
        [
            "The 52 cards are dealt face down, round-robin. Each player turns their top card onto their open pile,"
                + " in turn, clockwise; the next player may turn \(seconds(options.cooldownMilliseconds)) later.",
            "A match is two or more open piles showing the same rank: call snap! The first call decides; later"
                + " calls are too late and cost nothing.",
            "A right call takes every matching open pile under your closed pile. A wrong call pays one card to"
                + " every other player still in.",
            "With no closed cards, your open pile is turned over to play again. With no cards at all, you are out.",
            "Not turned within \(seconds(options.turnTimerMilliseconds)), your card is turned for you; away too long,"
                + " your cards are dealt to the others. Whoever holds all 52 wins the round.",
        ]
    }

    /// "0.5 s", "10 s".
    static func seconds(_ milliseconds: Int64) -> String {
        let whole = milliseconds / 1000
        let tenths = milliseconds % 1000 / 100
        return tenths == 0 ? "\(whole) s" : "\(whole).\(tenths) s"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }
}
