import ClientCore
import GameCatalog
import GameCore
import WireProtocol

extension OnlinePlainSession {
    /// Whether `line` must wait: typed before the room is known, so before its game is, behind a line that
    /// waits, before the server answered what the last line sent (so the end of input after a move waits for
    /// the move's answer too), or between a move that decided the round and the round's end. `help` and an empty
    /// line change nothing and are answered at once, `quit` too when nothing waits.
    func mustQueue(_ line: String) -> Bool {
        guard
            session.room == nil || session.isRejoining || !queuedLines.isEmpty || awaitingAnswer || awaitsRoundEnd
        else {
            return false
        }
        let word = PlainText.trimmed(line).lowercased()
        if word.isEmpty || word == "help" || word == "h" || word == "?" { return false }
        let quits = word == "quit" || word == "q" || word == "exit"
        return !(quits && queuedLines.isEmpty && !awaitingAnswer)
    }

    /// `step` followed by the answers of the waiting lines that can be carried out now: once the room is known
    /// and no longer waits for players, in order, stopping after one that sent the server something until the
    /// server answers it (so `r c3` then `board` shows the board with c3 revealed), and stopping while a decided
    /// round's end is on its way.
    mutating func carryOutQueue(after step: OnlinePlainStep) -> OnlinePlainStep {
        var step = step
        // NB: a host's room waits for the other players: a move typed ahead is meant for the round. A line typed
        // after the move that decided the round is answered after the round's end is told, as it would be had it
        // been typed slowly: `new` is then a new round, not a refusal.
        while !isFinished, let room = session.room, room.phase != .waitingForPlayers, !session.isRejoining,
            !awaitingAnswer, !awaitsRoundEnd, !queuedLines.isEmpty
        {
            let answer = carryOut(queuedLines.removeFirst())
            step.lines += answer.lines
            step.effects += answer.effects
            awaitingAnswer = Self.asksTheServer(answer)
        }
        return step
    }

    /// Whether the round on show was decided by a move and its end, which the server sends next, has not come.
    var awaitsRoundEnd: Bool {
        guard let room = session.room else { return false }
        return room.phase == .playing && room.view?.isOver == true
    }

    /// Whether `step` sends the server something it answers (a move, a rematch, a claim, an abort), not only a
    /// pointer.
    static func asksTheServer(_ step: OnlinePlainStep) -> Bool {
        step.effects.contains { effect in
            guard case .send(let message) = effect else { return false }
            if case .pointer = message { return false }
            return true
        }
    }

    /// Whether `message` is the server's answer to what a queued line sent: this seat's move or rematch (where every
    /// seat must ask), a round that started or ended early, a refusal, or a fresh snapshot after a reconnect.
    func answersQueuedCommand(_ message: ServerMessage) -> Bool {
        switch message {
        case .error, .snapshot:
            return true
        case .event(let event, _):
            switch event {
            case .moved(let seat, _, _): return seat == session.seat
            case .rematchRequested(let seat):
                // NB: where one seat's asking starts the next round, the round's start that follows is the answer:
                // a move typed after `new` is meant for the new round.
                return seat == session.seat && session.room?.kind.traits.nextRound != .whenAnySeatAsks
            case .roundStarted, .victoryClaimed, .aborted: return true
            default: return false
            }
        default:
            return false
        }
    }
}
