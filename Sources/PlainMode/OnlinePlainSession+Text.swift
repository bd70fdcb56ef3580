import ClientCore
import GameCatalog
import GameCore
import WireProtocol

extension OnlinePlainSession {
    /// What the status line would say, as one line that also tells what to type.
    var prompt: String {
        // NB: once a round is over, what the game says of its end is on the board and the result line already.
        if isRoundOver, session.link == .online {
            if session.isSpectator { return "Waiting for the next \(session.play?.roundNoun ?? "round")." }
            let choices = session.roundChoices.map { "\($0.word) for \($0.summary)" }
            if nextRoundWord == "new", choices.isEmpty { return "Type new for \(nextRoundPhrase) or quit." }
            let next = nextRoundWord == "new" ? "new for \(nextRoundPhrase)" : "rematch for another round"
            return "Type \(next), " + choices.map { $0 + ", " }.joined() + "or quit."
        }
        switch session.status {
        case .connecting: return "Connecting..."
        case .reconnecting(let attempt, let seconds): return "Reconnecting: attempt \(attempt) in \(seconds) s."
        case .unreachable: return "Server unreachable."
        case .waitingForOpponent: return "Waiting for an opponent to join."
        case .yourMove, .playingTogether:
            guard !session.isSpectator else { return "Watching." }
            guard let plain = session.play as? any GamePlainText.Type, let seat = session.seat,
                let view = session.room?.view, let prompt = plain.prompt(for: view, seat: seat)
            else { return "Your move." }
            // NB: in a game of turns the prompt says it is this person's, by their mark where the game has marks.
            guard session.room?.kind.traits.turns == .oneSeatAtATime else { return prompt }
            return "Your move\(plain.mark(of: seat).map { " (\($0))" } ?? ""). \(prompt)"
        case .game(let text): return text
        case .opponentsMove(let name): return "Waiting for \(PlainText.visible(name)) to move."
        case .toMove(let name): return "\(PlainText.visible(name)) to move."
        case .opponentAway(let name, let seconds):
            return "\(PlainText.visible(name)) is away.\(Self.claim(inSeconds: seconds))"
        case .youWon, .youLost, .draw, .won, .aborted:
            if session.isSpectator { return "Waiting for the next round." }
            let choices = session.roundChoices.map { "\($0.word) for \($0.summary)" }
            return "Type rematch for another round, " + choices.map { $0 + ", " }.joined() + "or quit."
        case .wonTogether, .lostTogether:
            return session.isSpectator ? "Waiting for the next round." : "Type new for the next round or quit."
        case .closed: return "The room is closed. Type quit."
        }
    }

    /// What a seated player away from an opponent can do about it, after "... is away.": nothing to say when the
    /// round cannot be claimed (`nil`).
    static func claim(inSeconds seconds: Int?) -> String {
        guard let seconds else { return "" }
        return seconds == 0 ? " Type claim to win the round." : " You can claim the round in \(seconds) s."
    }

    /// The game's name and who plays: seats that go by marks face each other ("X (Ann) against O (Bob)"), named
    /// seats are listed ("Ann, Bob and Cy"); a shared board says its size and mines.
    func greeting(_ room: RoomSnapshot) -> String {
        let watching = session.isSpectator ? " You are watching." : ""
        if room.kind.traits.playsAsOneTeam {
            let options = (session.play as? any GamePlainText.Type)?.optionsPhrase(setup: room.setup)
            let players = names(room.players.map(\.seat), in: room)
            return "Co-op \(room.kind.displayName) online: \(players)\(options.map { " on \($0)" } ?? "").\(watching)"
        }
        // NB: seats that go by marks face each other ("X (Ann) against O (Bob)"); named seats are listed.
        let marked = room.players.allSatisfy { session.play?.mark(of: $0.seat) != nil }
        let players =
            marked
            ? room.players.map { label($0.seat, in: room) }.joined(separator: " against ")
            : names(room.players.map(\.seat), in: room)
        return "\(room.kind.displayName) online: \(players).\(watching)"
    }

    /// The board as the game's plain parts draw it, as in local plain mode.
    var boardLines: [String] {
        guard let plain = session.play as? any GamePlainText.Type, let view = session.room?.view else { return [] }
        return plain.lines(for: view, viewer: session.seat.map(Viewer.seat) ?? .spectator, names: session.seatNames)
    }

    /// "Result: X wins" or "Result: draw", as in local plain mode.
    func resultLine(_ outcome: Outcome) -> String {
        if let plain = session.play as? any GamePlainText.Type, let view = session.room?.view,
            let line = plain.resultLine(outcome, view: view, names: visibleNames)
        {
            return line
        }
        guard case .won(let seats) = outcome, !seats.isEmpty else { return "Result: draw" }
        let winners = seats.map { PlainText.visible(session.seatNames[$0]) }
        let named = winners.count > 1 ? winners.dropLast().joined(separator: ", ") + " and " : ""
        return "Result: \(named)\(winners.last ?? "") " + (seats.count == 1 ? "wins" : "win")
    }

    /// "Score: X (Ann) 2, O (Bob) 1, draws 0."
    func scoreLine(_ room: RoomSnapshot) -> String {
        if let summary = session.play?.scoreSummary(of: Score(room.score), names: visibleNames) {
            return "Score: \(summary)."
        }
        let wins = room.score.wins.indices.map { index in
            "\(label(Seat(index), in: room)) \(room.score.wins[index])"
        }
        return "Score: \(wins.joined(separator: ", ")), draws \(room.score.draws)."
    }

    /// How to play online; before the room is known, a host already knows which game it asked for.
    var helpLines: [String] {
        if let plain = session.intendedPlay as? any GamePlainText.Type {
            let kind = session.room?.kind ?? intendedKind
            let commands: String
            if kind?.traits.nextRound == .whenAnySeatAsks {
                let noun = plain.roundNoun
                let next = plain.nextRoundPhrase
                commands =
                    "Commands: board shows the board, new starts \(next) once this \(noun) is over, quit leaves "
                    + "(your seat is kept)."
            } else {
                let others = (session.room?.setup.seatCount ?? 2) == 2 ? "your opponent" : "everyone else"
                commands =
                    "Commands: board shows the board, rematch asks for another round, claim wins when \(others) "
                    + "stayed away, abort cancels the round before its second move, quit leaves."
            }
            return plain.helpLines(settings: Settings(digitLayout: digits)) + [commands]
        }
        // NB: before the room is known a person joining or watching does not know its game yet either.
        return ["You are not in the room yet: type help again once you are, for its game's commands."]
    }

    /// The game a host or a quick match asked for, before the room is known.
    private var intendedKind: GameKind? {
        switch session.intent {
        case .host(let setup): setup.kind
        case .quickMatch(let kind): kind
        case .join, .watch: nil
        }
    }

    /// The seats' names as plain mode prints them.
    var visibleNames: SeatNames {
        SeatNames((0..<session.seatNames.count).map { PlainText.visible(session.seatNames[Seat($0)]) })
    }

    /// "Ann and Bob", or "Ann, Bob and Cy".
    func names(_ seats: [Seat], in room: RoomSnapshot) -> String {
        let all = seats.map { label($0, in: room) }
        guard all.count > 1 else { return all.first ?? "" }
        return all.dropLast().joined(separator: ", ") + " and " + (all.last ?? "")
    }

    /// "X (Ann)", or "X" for a free seat; on a shared board, the name alone.
    func label(_ seat: Seat, in room: RoomSnapshot) -> String {
        if room.kind.traits.playsAsOneTeam { return PlainText.visible(PlainText.trimmed(session.playerName(seat))) }
        let name = room.player(in: seat).map { PlainText.visible(PlainText.trimmed($0.name.text)) }
        guard let mark = session.play?.mark(of: seat) else { return name ?? "\(seat)" }
        guard let name, !name.isEmpty, name.uppercased() != mark else { return mark }
        return "\(mark) (\(name))"
    }
}
