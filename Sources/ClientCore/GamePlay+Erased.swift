public import GameCatalog
public import GameCore

// NB: what room-level code asks of a game's play parts it holds as `any GamePlay.Type`, written once on the game's
// own type: called on the existential, each opens it.
extension GamePlay {
    static var anyInitialClientState: AnyClientState { AnyClientState(Self.self, initialClientState) }

    static func perform(
        _ intent: PlayIntent, by seat: Seat, on view: AnyView, state: inout AnyClientState
    ) -> PlayOutcome<AnyMove> {
        guard let own = intent.intent(of: Self.self), let view = view.view(of: Rules.self) else {
            return .refused("That is not a move in this game.")
        }
        var mine = state.state(of: Self.self) ?? initialClientState
        let outcome = perform(own, by: seat, on: view, state: &mine)
        state = AnyClientState(Self.self, mine)
        switch outcome {
        case .send(let move): return .send(AnyMove(Rules.self, move))
        case .changed: return .changed
        case .refused(let reason): return .refused(reason)
        }
    }

    static func seat(for intent: PlayIntent) -> Seat? {
        intent.intent(of: Self.self).flatMap { seat(for: $0) }
    }

    static func computerMove(
        for seat: Seat, level: Int, on view: AnyView, random: inout SplitMix64
    ) -> ComputerMove<AnyMove>? {
        guard let view = view.view(of: Rules.self),
            let planned = computerMove(for: seat, level: level, on: view, random: &random)
        else { return nil }
        return ComputerMove(AnyMove(Rules.self, planned.move), afterMilliseconds: planned.afterMilliseconds)
    }

    /// The choices the game offers `seat` now that the round shown in `view` is over, as any game's.
    public static func roundChoices(after view: AnyView, for seat: Seat?) -> [RoundChoiceOffer<AnyRoundChoice>] {
        guard let view = view.view(of: Rules.self) else { return [] }
        return roundChoices(after: view, for: seat).map { offer in
            RoundChoiceOffer(
                word: offer.word, key: offer.key, summary: offer.summary,
                choice: AnyRoundChoice(Rules.self, offer.choice))
        }
    }

    /// What the game says about `view` for `viewer`, when it has more to say than whose move it is.
    public static func status(of view: AnyView, for viewer: Viewer, names: SeatNames) -> String? {
        view.view(of: Rules.self).flatMap { status(of: $0, for: viewer, names: names) }
    }
}
