public import GameCore

// NB: what `AnyGame` and the other values of any game ask of the game inside them, written once here on the game's
// own type: called on an existential, each opens it.
extension CatalogGame {
    func anyUpdate(since before: AnyGame, for viewer: Viewer) -> ViewUpdate {
        guard View.Update.self != View.self, let earlier = before.state(of: Self.self),
            movesPlayed > earlier.movesPlayed
        else { return .whole(anyView(for: viewer)) }
        return .change(AnyViewChange(Self.self, update(since: earlier, for: viewer)))
    }

    func anyDisclosed(_ move: AnyMove, by seat: Seat, to viewer: Viewer) -> AnyMove? {
        guard let own = move.move(of: Self.self) else { return move }
        return disclosed(own, by: seat, to: viewer).map { AnyMove(Self.self, $0) }
    }

    func anyMoveForAbsence(of seat: Seat) -> AnyMove? {
        moveForAbsence(of: seat).map { AnyMove(Self.self, $0) }
    }

    static func newRound(
        of setup: GameSetup, round: Int, seed: RoundSeed, commitment: SeedCommitment?
    ) -> any CatalogGame {
        // NB: a setup of a kind always holds that game's options.
        let options = setup.options(of: Self.self)!
        return newRound(of: options, starter: setup.starter(ofRound: round), seed: seed, commitment: commitment)
    }

    // NB: a setup of a kind always holds that game's options.
    static func drawingFirstStarter(of setup: GameSetup, using random: inout some RandomNumberGenerator) -> GameSetup {
        guard let options = setup.options(of: Self.self), options.drawsFirstStarter else { return setup }
        return GameSetup(Self.self, options.startingWith(Seat(Int.random(in: 0..<setup.seatCount, using: &random))))
    }

    // NB: a view of a kind always holds that game's view.
    static func moveCount(in view: AnyView) -> Int? { view.view(of: Self.self)?.moveCount }

    static func replaying(_ move: AnyMove, by seat: Seat, on view: AnyView) -> Result<Self, AnyViolation>? {
        // NB: only a game that hides nothing is its own view; any other view cannot replay a move.
        guard var game = view.view(of: Self.self) as? Self, let own = move.move(of: Self.self) else { return nil }
        do {
            try game.apply(own, by: seat)
        } catch {
            return .failure(AnyViolation(Self.self, error))
        }
        return .success(game)
    }

    static func refusal(of move: AnyMove, by seat: Seat, on view: AnyView) -> AnyViolation? {
        guard case .failure(let violation)? = replaying(move, by: seat, on: view) else { return nil }
        return violation
    }

    static func replays(_ move: AnyMove, by seat: Seat, from before: AnyView, reaching after: AnyView) -> Bool? {
        guard let replayed = replaying(move, by: seat, on: before) else { return nil }
        guard case .success(let game) = replayed, let reached = after.view(of: Self.self) as? Self else {
            return false
        }
        return game == reached
    }

    func allowsAny(_ choice: AnyRoundChoice, by seat: Seat) -> Bool {
        choice.choice(of: Self.self).map { allows($0, by: seat) } ?? false
    }

    // NB: a game's own choices take the seed's lower 64 bits, as `nextRound(choosing:...)` always has.
    func nextRoundAny(
        choosing choice: AnyRoundChoice, setup: GameSetup, round: Int, seed: RoundSeed, commitment: SeedCommitment?
    ) -> any CatalogGame {
        // NB: a setup of a kind always holds that game's options, and a choice is checked to be this game's first.
        let options = setup.options(of: Self.self)!
        let starter = setup.starter(ofRound: round)
        guard let own = choice.choice(of: Self.self) else {
            return Self.newRound(of: options, starter: starter, seed: seed, commitment: commitment)
        }
        return nextRound(choosing: own, options: options, starter: starter, seed: seed.low)
    }

    static func decodeRoundChoice(from decoder: any Decoder) throws -> AnyRoundChoice {
        AnyRoundChoice(Self.self, try RoundChoice(from: decoder))
    }

    static func writeOwnJSON(of move: AnyMove, into bytes: inout [UInt8]) -> Bool {
        guard movesWriteOwnJSON, let own = move.move(of: Self.self) else { return false }
        return writeOwnJSON(of: own, into: &bytes)
    }

    static func writeOwnJSON(ofView view: AnyView, into bytes: inout [UInt8]) -> Bool {
        guard viewsWriteOwnJSON, let own = view.view(of: Self.self) else { return false }
        return writeOwnJSON(ofView: own, into: &bytes)
    }

    static func summary(of setup: GameSetup) -> String {
        setup.options(of: Self.self).map { summary(of: $0) } ?? displayName
    }

    static func outcomeSummary(_ outcome: Outcome, finalView: AnyView, names: [String]) -> String? {
        finalView.view(of: Self.self).flatMap { outcomeSummary(outcome, finalView: $0, names: names) }
    }

    static var standardSetup: GameSetup { GameSetup(Self.self, standardOptions) }

    static func decodeState(from decoder: any Decoder) throws -> any CatalogGame { try Self(from: decoder) }

    static func decodeSetup(from decoder: any Decoder) throws -> GameSetup {
        GameSetup(Self.self, try Options(from: decoder))
    }

    static func decodeMove(from decoder: any Decoder) throws -> AnyMove { AnyMove(Self.self, try Move(from: decoder)) }

    static func decodeView(from decoder: any Decoder) throws -> AnyView { AnyView(Self.self, try View(from: decoder)) }

    static func decodeChange(from decoder: any Decoder) throws -> AnyViewChange {
        guard View.Update.self != View.self else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath + [KindCodingKey.kind],
                    debugDescription: "\(kindName) sends whole views, not changes"))
        }
        return AnyViewChange(Self.self, try View.Update(from: decoder))
    }

    static func decodeViolation(from decoder: any Decoder) throws -> AnyViolation {
        AnyViolation(Self.self, try Violation.decodeFromWire(decoder))
    }

    static func applyChange(_ change: AnyViewChange, to view: AnyView) -> AnyView? {
        guard View.Update.self != View.self, var own = view.view(of: Self.self),
            let change = change.change(of: Self.self)
        else { return nil }
        own.apply(change)
        return AnyView(Self.self, own)
    }
}

extension CatalogGame {
    /// The move whose canonical JSON `bytes` are, read by this game's own reader when it has one.
    public static func readCanonicalMove(_ bytes: UnsafeBufferPointer<UInt8>) -> AnyMove? {
        readCanonicalJSON(ofMove: bytes).map { AnyMove(Self.self, $0) }
    }
}

// NB: the requirements a move asks of the game inside `AnyGame` and `AnyView` at every step: inlinable, so each
// game's conformance holds a copy specialised for the game rather than calling one generic body that looks the
// game's types up at run time on every call.
extension CatalogGame {
    /// Applies `move` with the game's own rules, or throws why not (`wrongGame` for another game's move).
    @inlinable
    public mutating func applyAny(_ move: AnyMove, by seat: Seat, at time: GameTime) throws(AnyViolation) {
        guard let own = move.move(of: Self.self) else {
            throw .wrongGame(playing: GameKind(Self.self), moveOf: move.kind)
        }
        do {
            try apply(own, by: seat, at: time)
        } catch {
            throw AnyViolation(Self.self, error)
        }
    }

    /// The game's view for `viewer`, as any game's.
    @inlinable
    public func anyView(for viewer: Viewer) -> AnyView {
        AnyView(Self.self, view(for: viewer))
    }

    /// The game's deadline, its move as any game's.
    @inlinable
    public var anyDeadline: Deadline<AnyMove>? {
        guard let deadline else { return nil }
        return Deadline(at: deadline.time, seat: deadline.seat, move: AnyMove(Self.self, deadline.move))
    }

    // NB: a view of a kind always holds that game's view.

    /// The seats to act in `view`, a view of this game.
    @inlinable
    public static func seatsToAct(in view: AnyView) -> [Seat] { view.view(of: Self.self)?.seatsToAct ?? [] }

    /// Whether the game shown in `view`, a view of this game, has ended.
    @inlinable
    public static func isOver(_ view: AnyView) -> Bool { view.view(of: Self.self)?.isOver ?? false }

    /// How the game shown in `view`, a view of this game, ended.
    @inlinable
    public static func outcome(of view: AnyView) -> Outcome? { view.view(of: Self.self)?.outcome }
}
