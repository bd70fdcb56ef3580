public import GameCatalog
public import GameCore
public import WireProtocol

/// Any registered game played at this keyboard: the players by seat (people, and the computer where the game has
/// a computer player), the round under way, the running score, and the game's own client state. The game's play
/// parts give keys their meaning and choose the computer's moves; the rules decide.
///
/// Time comes from the loop: a move is played at the loop's clock less the round's start, as the server plays it,
/// and what is due by a moment (the game's deadlines, a computer's move once its thinking time is over) is applied
/// when the loop wakes for it (`nextDeadline`) or before a key that comes after it, each at its own moment.
public struct LocalTable: Hashable, Sendable {
    /// A computer's move waiting for its moment.
    struct PlannedMove: Hashable, Sendable {
        var seat: Seat
        var move: AnyMove
        var at: GameTime
    }

    /// The game and its options.
    public let setup: GameSetup
    /// The players' names, by seat.
    public let names: [String]
    /// The game and its options in a few words ("Draughts 10x10"), made once for the status bar.
    public let summary: String
    /// The seats the computer plays.
    public let computerSeats: Set<Seat>
    /// How well the computer plays: an index into the game's `computerLevels`.
    public let computerLevel: Int
    /// The round under way, or just finished.
    public private(set) var game: AnyGame {
        didSet { view = game.view(for: viewer) }
    }
    /// What the people at the keyboard see: the view of the one seat a person plays against the computer, or else
    /// the table's view, hiding what no player may see.
    ///
    /// NB: made once a change, not on every read: a frame and a move read it several times, and each making boxes
    /// a new view.
    public private(set) var view: AnyView
    /// The name each seat goes by.
    public let seatNames: SeatNames
    /// The round's number, from 1.
    public private(set) var round: Int
    /// Rounds won by each seat, and draws.
    public private(set) var score: Score
    /// The game's own state at this keyboard (a cursor): of the player holding the keys, when they pass.
    public private(set) var clientState: AnyClientState
    /// The seat whose player holds the keys, in a game whose people take turns at the keyboard
    /// (`GamePlay.passesTheKeyboard`) when more than one person plays; `nil` otherwise.
    public private(set) var hands: Seat?
    /// The game's own state of every other person's hands, kept while someone else holds the keys.
    public private(set) var otherHands: [Seat: AnyClientState] {
        didSet { otherPointers = Self.pointers(of: otherHands, play: play.type) }
    }
    /// Where the other people's hands point on the board (their cursors), by seat, in a game that shares pointers;
    /// kept rather than derived, as the screen asks at every frame and the hands change only as they pass.
    public private(set) var otherPointers: [Seat: BoardPoint]
    /// When the round started, by the loop's clock.
    public private(set) var roundStartedAt: GameTime
    /// When the round's first move was made, by the loop's clock; `nil` before it. The history counts a round's
    /// time from here.
    public private(set) var firstMoveAt: GameTime?
    private let play: PlayReference
    /// Whose view `view` is.
    private let viewer: Viewer
    private var planned: [PlannedMove]
    private var random: SplitMix64

    /// A table of `setup` for `names` (one per seat), the computer playing `computerSeats` at `computerLevel` (the
    /// game's strongest when `nil`), through `play`'s parts; its rounds' randomness (and the computer's) drawn from
    /// `seed`, opened at `now`. Call `begin()` next.
    public init(
        setup: GameSetup, names: [String], computerSeats: Set<Seat> = [], computerLevel: Int? = nil,
        play: any GamePlay.Type, seed: UInt64, at now: GameTime
    ) {
        self.setup = setup
        self.names = names
        self.summary = setup.summary
        self.computerSeats = computerSeats
        let levels = play.computerLevels.count
        self.computerLevel = min(max(0, computerLevel ?? levels - 1), max(0, levels - 1))
        var random = SplitMix64(seed: seed)
        let people = (0..<setup.seatCount).map(Seat.init).filter { !computerSeats.contains($0) }
        self.viewer = people.count == 1 ? .seat(people[0]) : .spectator
        self.game = AnyGame(setup: setup, round: 1, seed: random.next())
        self.view = game.view(for: viewer)
        self.seatNames = SeatNames(
            (0..<setup.seatCount).map { index in
                play.mark(of: Seat(index)) ?? (index < names.count ? names[index] : "\(Seat(index))")
            })
        self.random = random
        self.round = 1
        self.score = Score(seatCount: setup.seatCount)
        self.clientState = play.anyInitialClientState
        self.hands = play.passesTheKeyboard && people.count > 1 ? people.first : nil
        self.otherHands = Dictionary(
            uniqueKeysWithValues: people.dropFirst().map { ($0, play.anyInitialClientState) })
        self.otherPointers = Self.pointers(of: otherHands, play: play)
        self.roundStartedAt = now
        self.firstMoveAt = nil
        self.play = PlayReference(play)
        self.planned = []
    }

    /// Round 1's start. What is due at once (the computer's move, when it opens) is left to `applyDeadlines(at:)`,
    /// so the caller can show the round as it starts before saying what happens in it.
    public mutating func begin() -> [TableEvent] {
        replan(at: roundStartedAt)
        return [.roundStarted(round: round, starter: setup.starter(ofRound: round))]
    }

    /// The game's play parts.
    public var gamePlay: any GamePlay.Type { play.type }

    /// What a key is answered with once the round is over: "Board 1 is over: press n for a new board."
    public var overNotice: String { "\(roundName) is over: press n for \(play.type.nextRoundPhrase)." }

    /// What asking for the next round is answered with before this one is over: "Round 2 is not over: finish it
    /// before starting a new one."
    public var notOverNotice: String { "\(roundName) is not over: finish it before starting a new one." }

    /// "Round 2", "Board 1": the round as the game calls it.
    private var roundName: String {
        let noun = play.type.roundNoun
        return "\(noun.prefix(1).uppercased())\(noun.dropFirst()) \(round)"
    }

    /// The computer's level by name ("perfect"), or `nil` when the game names no levels.
    public var computerLevelName: String? {
        let levels = play.type.computerLevels
        return levels.indices.contains(computerLevel) ? levels[computerLevel] : nil
    }

    /// The next moment the loop must wake (a deadline of the game, a computer's move), or `nil` while the table
    /// waits for the people alone.
    public var nextDeadline: GameTime? {
        let deadline = game.deadline.map { absolute($0.time) }
        return ([deadline].compactMap { $0 } + planned.map(\.at)).min()
    }

    /// Carries out `intent` at `now` for the seat the game gives it to (its own seat's keys), or for the first
    /// seat a person plays that may act; returns what happened (the computer's answers included), or throws why
    /// nothing did, in the rules' words.
    public mutating func perform(_ intent: PlayIntent, at now: GameTime) throws(TableRefusal) -> [TableEvent] {
        guard !game.isOver else { throw TableRefusal(overNotice) }
        var events = advance(to: now)
        guard !game.isOver else { return events }
        let view = self.view
        let people = view.seatsToAct.filter { !computerSeats.contains($0) }
        guard
            let seat = play.type.seat(for: intent, on: view, among: people) ?? hands.flatMap({
                people.contains($0) ? $0 : nil
            }) ?? people.first
        else {
            throw TableRefusal(play.type.status(of: view, for: .spectator, names: seatNames) ?? "Not your move.")
        }
        guard !computerSeats.contains(seat) else { throw TableRefusal("\(seatNames[seat]) is played by the computer.") }
        var state = clientState
        let outcome = play.type.perform(intent, by: seat, on: view, state: &state)
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
                throw TableRefusal(play.type.refusal(of: error, names: seatNames) ?? error.description)
            }
            events.append(.moved(seat: seat, move: move))
            if firstMoveAt == nil { firstMoveAt = now }
            events += ended()
            replan(at: now)
            events += advance(to: now)
            return events
        }
    }

    /// Hands the keys to the next person round the table, or to `seat`'s player; nothing when the people do not
    /// pass the keyboard, or `seat` already holds it.
    public mutating func passHands(to seat: Seat? = nil) -> [TableEvent] {
        guard let holder = hands else { return [] }
        let people = (0..<setup.seatCount).map(Seat.init).filter { !computerSeats.contains($0) }
        let next = seat ?? people.first { $0.index > holder.index } ?? people.first ?? holder
        guard next != holder, people.contains(next), let state = otherHands[next] else { return [] }
        otherHands[holder] = clientState
        otherHands[next] = nil
        clientState = state
        hands = next
        return [.handsPassed(to: next)]
    }

    /// Where `hands` point, by seat, as `play`'s game says.
    private static func pointers(of hands: [Seat: AnyClientState], play: any GamePlay.Type) -> [Seat: BoardPoint] {
        hands.compactMapValues { play.pointer(of: $0) }
    }

    /// The round's clock at `now`, by the loop's clock: what the game's times are counted in.
    public func roundTime(at now: GameTime) -> GameTime {
        time(at: now)
    }

    /// The next moment, by the loop's clock, at which the game looks different with nothing done (a clock shown to
    /// the second), so the screen wakes to draw it; `nil` when it does not change on its own.
    public func nextDisplayChange(after now: GameTime) -> GameTime? {
        // NB: a game whose view changes on its own keeps time; asking one that does not would cost a move its view's
        // cast for nothing.
        guard setup.kind.traits.keepsTime else { return nil }
        return play.type.nextDisplayChange(of: view, at: time(at: now)).map(absolute)
    }

    /// Applies what is due by `now`: the game's deadlines and the computer's moves, in order, each at its own
    /// moment; returns what happened.
    public mutating func applyDeadlines(at now: GameTime) -> [TableEvent] {
        advance(to: now)
    }

    /// Starts the next round at `now` once this one is over, opened by the next seat, as `choice` makes it when one
    /// of the game's round's-end choices was picked; the score is kept. What is due at once (the computer's move,
    /// when it opens) is left to `applyDeadlines(at:)`, as at `begin()`.
    public mutating func startNextRound(at now: GameTime, choosing choice: AnyRoundChoice? = nil) -> [TableEvent] {
        guard game.isOver else { return [] }
        round += 1
        if let choice {
            game = game.nextRound(choosing: choice, setup: setup, round: round, seed: random.next())
        } else {
            game = AnyGame(setup: setup, round: round, seed: random.next())
        }
        roundStartedAt = now
        firstMoveAt = nil
        replan(at: now)
        return [.roundStarted(round: round, starter: setup.starter(ofRound: round))]
    }

    /// The earliest of what is due by `now`, applied one at a time, the computer asked again after each change.
    private mutating func advance(to now: GameTime) -> [TableEvent] {
        var events: [TableEvent] = []
        // NB: a bound keeps a game whose deadline never moves, or a computer that never stops, from looping.
        for _ in 0..<256 {
            let deadline = game.deadline.flatMap { due in absolute(due.time) <= now ? due : nil }
            let computer = planned.filter { $0.at <= now }.min { $0.at < $1.at }
            if let deadline, computer.map({ absolute(deadline.time) <= $0.at }) ?? true {
                guard (try? game.apply(deadline.move, by: deadline.seat, at: deadline.time)) != nil else { break }
                events.append(.moved(seat: deadline.seat, move: deadline.move))
                if firstMoveAt == nil { firstMoveAt = absolute(deadline.time) }
                events += ended()
                replan(at: absolute(deadline.time))
            } else if let computer {
                planned.removeAll { $0 == computer }
                // NB: a move the position no longer allows is dropped; the computer is asked again below.
                if (try? game.apply(computer.move, by: computer.seat, at: time(at: computer.at))) != nil {
                    events.append(.moved(seat: computer.seat, move: computer.move))
                    if firstMoveAt == nil { firstMoveAt = computer.at }
                    events += ended()
                }
                replan(at: computer.at)
            } else {
                break
            }
        }
        return events
    }

    /// Asks the computer again what each of its seats does from `moment`, dropping what it had planned.
    private mutating func replan(at moment: GameTime) {
        planned = []
        guard !game.isOver else { return }
        for seat in computerSeats.sorted(by: { $0.index < $1.index }) {
            guard
                let plan = play.type.computerMove(
                    for: seat, level: computerLevel, on: game.view(for: .seat(seat)), random: &random)
            else { continue }
            let at = GameTime(milliseconds: moment.milliseconds + max(0, plan.afterMilliseconds))
            planned.append(PlannedMove(seat: seat, move: plan.move, at: at))
        }
    }

    private func absolute(_ time: GameTime) -> GameTime {
        GameTime(milliseconds: roundStartedAt.milliseconds + time.milliseconds)
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
