public import GameCatalog
public import GameCore

/// Any registered game played at this keyboard: the players by seat, the round under way, the running score, and
/// the game's own client state. The game's play parts give keys their meaning; the rules decide.
///
/// Time comes from the loop: a move is played at the loop's clock less the round's start, as the server plays it,
/// and a game's deadlines are applied when the loop wakes for them (`nextDeadline`), never otherwise.
public struct LocalTable: Hashable, Sendable {
    /// The game and its options.
    public let setup: GameSetup
    /// The players' names, by seat.
    public let names: [String]
    /// The round under way, or just finished.
    public private(set) var game: AnyGame
    /// The round's number, from 1.
    public private(set) var round: Int
    /// Rounds won by each seat, and draws.
    public private(set) var score: Score
    /// The game's own state at this keyboard (a cursor).
    public private(set) var clientState: AnyClientState
    /// When the round started, by the loop's clock.
    public private(set) var roundStartedAt: GameTime
    private var random: SplitMix64

    /// A table of `setup` for `names` (one per seat), its rounds' randomness drawn from `seed`, opened at `now`.
    public init(setup: GameSetup, names: [String], play: any GamePlay.Type, seed: UInt64, at now: GameTime) {
        self.setup = setup
        self.names = names
        var random = SplitMix64(seed: seed)
        self.game = AnyGame(setup: setup, round: 1, seed: random.next())
        self.random = random
        self.round = 1
        self.score = Score(seatCount: setup.seatCount)
        self.clientState = play.anyInitialClientState
        self.roundStartedAt = now
    }

    /// What round 1's start says.
    public var opening: [TableEvent] { [.roundStarted(round: round, starter: setup.starter(ofRound: round))] }

    /// What everyone at the keyboard sees: the table's view, hiding what no player may see.
    public var view: AnyView { game.view(for: .spectator) }

    /// The name each seat goes by.
    public func seatNames(_ play: any GamePlay.Type) -> SeatNames {
        SeatNames(
            (0..<setup.seatCount).map { index in
                play.mark(of: Seat(index)) ?? (index < names.count ? names[index] : "\(Seat(index))")
            })
    }

    /// The next moment the loop must wake for the game, or `nil` while it waits for the players alone.
    public var nextDeadline: GameTime? {
        game.deadline.map { GameTime(milliseconds: roundStartedAt.milliseconds + $0.time.milliseconds) }
    }

    /// Carries out `intent` at `now` for the seat the game gives it to (its own seat's keys), or for the first
    /// seat to act; returns what happened, or throws why nothing did, in the rules' words.
    public mutating func perform(
        _ intent: PlayIntent, play: any GamePlay.Type, at now: GameTime
    ) throws(TableRefusal) -> [TableEvent] {
        guard !game.isOver else { throw TableRefusal("The round is over: press n for the next one.") }
        var events = applyDeadlines(at: now)
        guard !game.isOver else { return events }
        let view = self.view
        guard let seat = play.seat(for: intent) ?? view.seatsToAct.first else {
            throw TableRefusal(play.status(of: view, for: .spectator, names: seatNames(play)) ?? "Not yet.")
        }
        var state = clientState
        let outcome = play.perform(intent, by: seat, on: view, state: &state)
        clientState = state
        switch outcome {
        case .changed:
            return events
        case .refused(let reason):
            throw TableRefusal(reason)
        case .send(let move):
            do {
                try game.apply(move, by: seat, at: time(at: now))
            } catch {
                throw TableRefusal(error.description)
            }
            events.append(.moved(seat: seat, move: move))
            return events + ended()
        }
    }

    /// Applies every deadline of the game that is due at `now`, each at its own moment; returns what happened.
    public mutating func applyDeadlines(at now: GameTime) -> [TableEvent] {
        var events: [TableEvent] = []
        // NB: a game's deadline moves on after each one applied; a bound keeps a game whose deadline never moves
        // from looping.
        for _ in 0..<64 {
            guard let deadline = game.deadline,
                roundStartedAt.milliseconds + deadline.time.milliseconds <= now.milliseconds
            else { break }
            guard (try? game.apply(deadline.move, by: deadline.seat, at: deadline.time)) != nil else { break }
            events.append(.moved(seat: deadline.seat, move: deadline.move))
            events += ended()
        }
        return events
    }

    /// Starts the next round at `now` once this one is over, opened by the next seat, as `choice` makes it when one
    /// of the game's round's-end choices was picked; the score is kept.
    public mutating func startNextRound(at now: GameTime, choosing choice: AnyRoundChoice? = nil) -> [TableEvent] {
        guard game.isOver else { return [] }
        round += 1
        if let choice {
            game = game.nextRound(choosing: choice, setup: setup, round: round, seed: random.next())
        } else {
            game = AnyGame(setup: setup, round: round, seed: random.next())
        }
        roundStartedAt = now
        return [.roundStarted(round: round, starter: setup.starter(ofRound: round))]
    }

    private func time(at now: GameTime) -> GameTime {
        GameTime(milliseconds: max(0, now.milliseconds - roundStartedAt.milliseconds))
    }

    private mutating func ended() -> [TableEvent] {
        guard let outcome = game.outcome else { return [] }
        score.record(outcome)
        return [.roundEnded(outcome)]
    }
}
