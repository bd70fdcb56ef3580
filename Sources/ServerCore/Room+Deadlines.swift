import GameCatalog
import GameCore
import WireProtocol

extension Room {
    /// When the room next needs the clock, or `nil` when it waits for its seats: the game's own deadline (a turn
    /// timer, a countdown) and, for a game that acts for a seat away too long, the end of each absent seat's grace
    /// period.
    ///
    /// While every seat is away nothing is due: a game never plays itself out with nobody there. A deadline that
    /// passed meanwhile (the room was away, or the server stopped) is due at once when someone is back.
    public var nextDeadline: Moment? {
        guard phase == .playing, !players.isEmpty else { return nil }
        var earliest = game.deadline.map { Moment(milliseconds: roundStartedAt.milliseconds + $0.time.milliseconds) }
        for (seat, absence) in away where game.moveForAbsence(of: seat) != nil {
            let due = Moment(milliseconds: absence.since.milliseconds + policy.gracePeriodMilliseconds)
            if earliest.map({ due < $0 }) ?? true { earliest = due }
        }
        return earliest
    }

    /// Applies every deadline due at `now`, each as a stored `timedMove` the game's rules accept, in the update;
    /// ends the round where the rules say so.
    ///
    /// NB: each move is applied at `now`, not at the moment it was due, so the game's next deadline counts from
    /// when it fired: after a restart a deadline long past fires once, not once for every period that went by.
    mutating func applyDeadlines(at now: Moment, into update: inout RoomUpdate) {
        // NB: bounded, so a game whose rules kept a deadline due after its own move cannot hold the loop.
        for _ in 0..<Self.mostDeadlinesAtOnce {
            guard let due = nextDeadline, due <= now, let (seat, move) = dueMove(at: now) else { return }
            var trial = game
            do {
                try trial.apply(move, by: seat, at: gameTime(now))
            } catch {
                // NB: a game's own deadline move refused by its own rules is a bug in that game; the room goes on
                // without it rather than failing every request.
                return
            }
            emit(.timedMove(seat: seat, move: move, at: now), at: now, into: &update, applied: consume trial)
            if let outcome = game.outcome {
                emit(.roundEnded(round: round, outcome: credited(outcome)), at: now, into: &update)
            }
        }
    }

    /// The most deadline moves one call applies.
    static let mostDeadlinesAtOnce = 64

    /// The move due at `now`: the game's own deadline first, then the absent seat away longest.
    private func dueMove(at now: Moment) -> (Seat, AnyMove)? {
        if let deadline = game.deadline, roundStartedAt.milliseconds + deadline.time.milliseconds <= now.milliseconds {
            return (deadline.seat, deadline.move)
        }
        let overdue = away.filter { $0.value.since.milliseconds + policy.gracePeriodMilliseconds <= now.milliseconds }
        for (seat, _) in overdue.sorted(by: { ($0.value.since, $0.key) < ($1.value.since, $1.key) }) {
            if let move = game.moveForAbsence(of: seat) { return (seat, move) }
        }
        return nil
    }
}
