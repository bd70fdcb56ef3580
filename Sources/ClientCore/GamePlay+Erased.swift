public import GameCatalog
public import GameCore
public import WireProtocol

// NB: what room-level code asks of a game's play parts it holds as `any GamePlay.Type`, written once on the game's
// own type: called on the existential, each opens it. Those a move asks for are requirements too (declared in
// `GamePlay`), inlinable, so each game's conformance holds them specialised for its own types rather than one
// generic body that looks them up at run time on every call.

extension GamePlay {
    static var anyInitialClientState: AnyClientState { AnyClientState(Self.self, initialClientState) }

    /// What `intent` comes to on `view`, as `perform` says for the game's own intent, view and state.
    @inlinable
    public static func perform(
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

    /// The seat `intent` is for at one keyboard, as `seat(for:)` says for the game's own intent.
    @inlinable
    public static func seat(for intent: PlayIntent) -> Seat? {
        intent.intent(of: Self.self).flatMap { seat(for: $0) }
    }

    /// The seat `intent` is for at one keyboard on `view` among `people`, as `seat(for:on:among:)` says for the
    /// game's own intent and view.
    @inlinable
    public static func seat(for intent: PlayIntent, on view: AnyView, among people: [Seat]) -> Seat? {
        guard let own = intent.intent(of: Self.self) else { return nil }
        guard let view = view.view(of: Rules.self) else { return seat(for: own) }
        return seat(for: own, on: view, among: people)
    }

    /// The computer's move on `view`, as any game's.
    @inlinable
    public static func computerMove(
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
    @inlinable
    public static func status(of view: AnyView, for viewer: Viewer, names: SeatNames) -> String? {
        view.view(of: Rules.self).flatMap { status(of: $0, for: viewer, names: names) }
    }

    /// `state` settled on `view`, when both are this game's.
    public static func settled(_ state: AnyClientState, on view: AnyView) -> AnyClientState {
        guard let own = state.state(of: Self.self), let view = view.view(of: Rules.self) else { return state }
        return AnyClientState(Self.self, settled(own, on: view))
    }

    /// Where `state` points, when it is this game's and the game shares pointers.
    public static func pointer(of state: AnyClientState) -> BoardPoint? {
        state.state(of: Self.self).flatMap { pointer(of: $0) }
    }

    /// Whether keys typed before `view` was shown are dropped, when it is this game's.
    public static func discardsKeysTypedBefore(_ view: AnyView) -> Bool {
        view.view(of: Rules.self).map { discardsKeysTypedBefore($0) } ?? false
    }

    /// When `view` next looks different with nothing done, when it is this game's.
    public static func nextDisplayChange(of view: AnyView, at now: GameTime) -> GameTime? {
        view.view(of: Rules.self).flatMap { nextDisplayChange(of: $0, at: now) }
    }

    /// The latest moment of the round's clock `view` records, when it is this game's.
    public static func latestMoment(of view: AnyView) -> GameTime? {
        view.view(of: Rules.self).flatMap { latestMoment(of: $0) }
    }

    /// The refusal of `violation` in the game's words, when it is this game's and the game has words for it.
    public static func refusal(of violation: AnyViolation, names: SeatNames) -> String? {
        violation.violation(of: Rules.self).flatMap { refusal($0, names: names) }
    }

    /// The running score in the game's words, when it has them.
    public static func scoreSummary(of score: Score, names: SeatNames) -> String? {
        scoreSummary(score, names: names)
    }

    /// `setup` for a table of `people` people, when it is this game's.
    public static func setup(_ setup: GameSetup, forPeople people: Int) -> GameSetup {
        guard let options = setup.options(of: Rules.self) else { return setup }
        return GameSetup(Rules.self, self.options(options, forPeople: people))
    }
}
