import ClientCore
import GameCatalog
import GameCore
import Minesweeper
import WireProtocol

extension OnlinePlainSession {
    /// What the status line would say, as one line that also tells what to type.
    var prompt: String {
        switch session.status {
        case .connecting: return "Connecting..."
        case .reconnecting(let attempt, let seconds): return "Reconnecting: attempt \(attempt) in \(seconds) s."
        case .unreachable: return "Server unreachable."
        case .waitingForOpponent: return "Waiting for an opponent to join."
        case .yourMove:
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
        case .boardInPlay:
            guard !session.isSpectator, let board = session.minesweeper else { return "Watching the board." }
            let example = Cell(row: board.options.rows / 2, column: board.options.columns / 2).name
            return "Type r, f, u or c and a cell (like r \(example)), or help."
        case .boardCleared, .mineHit:
            return session.isSpectator ? "Waiting for the next board." : "Type new for a new board or quit."
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
        if let setup = room.setup.minesweeper {
            let watching = session.isSpectator ? " You are watching." : ""
            let board = MinesweeperWording.summary(of: setup.options)
            return "Co-op Minesweeper online: \(names(room.players.map(\.seat), in: room)) on \(board).\(watching)"
        }
        let watching = session.isSpectator ? " You are watching." : ""
        // NB: seats that go by marks face each other ("X (Ann) against O (Bob)"); named seats are listed.
        let marked = room.players.allSatisfy { session.play?.mark(of: $0.seat) != nil }
        let players =
            marked
            ? room.players.map { label($0.seat, in: room) }.joined(separator: " against ")
            : names(room.players.map(\.seat), in: room)
        return "\(room.kind.displayName) online: \(players).\(watching)"
    }

    /// The board as four lines, as in local plain mode; a Minesweeper board as local plain Minesweeper draws it.
    var boardLines: [String] {
        if let board = session.minesweeper { return MinesweeperWording.boardLines(board) }
        guard let plain = session.play as? any GamePlainText.Type, let view = session.room?.view else { return [] }
        return plain.lines(for: view, viewer: session.seat.map(Viewer.seat) ?? .spectator, names: session.seatNames)
    }

    /// "Result: X wins" or "Result: draw", as in local plain mode.
    func resultLine(_ outcome: Outcome) -> String {
        switch session.minesweeper?.ending {
        case .mineHit(let seat, let cell, _)?:
            return "Result: mine hit by \(PlainText.visible(session.playerName(seat))) at \(cell.name)"
        case .cleared?:
            return "Result: cleared in \(MinesweeperWording.seconds(session.elapsed)) s"
        case nil:
            break
        }
        guard case .won(let seats) = outcome, !seats.isEmpty else { return "Result: draw" }
        let winners = seats.map { PlainText.visible(session.seatNames[$0]) }
        let named = winners.count > 1 ? winners.dropLast().joined(separator: ", ") + " and " : ""
        return "Result: \(named)\(winners.last ?? "") " + (seats.count == 1 ? "wins" : "win")
    }

    /// "Score: X (Ann) 2, O (Bob) 1, draws 0."
    func scoreLine(_ room: RoomSnapshot) -> String {
        if room.kind.traits.playsAsOneTeam {
            let cleared = room.score.wins.max() ?? 0
            return "Score: \(cleared) cleared, \(room.score.sharedLosses) lost."
        }
        let wins = room.score.wins.indices.map { index in
            "\(label(Seat(index), in: room)) \(room.score.wins[index])"
        }
        return "Score: \(wins.joined(separator: ", ")), draws \(room.score.draws)."
    }

    /// How to play online; before the room is known, a host already knows which game it asked for.
    var helpLines: [String] {
        var board = session.minesweeper?.options
        if session.room == nil, case .host(let setup) = session.intent, let setup = setup.minesweeper {
            board = setup.options
        }
        if let board {
            let last = Cell(row: board.rows - 1, column: board.columns - 1)
            return [
                "Cells are a column letter and a row number: a1 is top left, \(last.name) bottom right.",
                "r a1 reveals a1 (a cell alone does too; on a number it chords), f a1 flags it, u a1 or f a1 off "
                    + "takes the flag off, c a1 reveals around a number whose flags are all placed.",
                "board shows the board (. hidden, - empty, F flag), new starts a new board once this one is over, "
                    + "quit leaves (your seat is kept).",
            ]
        }
        if let plain = session.intendedPlay as? any GamePlainText.Type {
            let others = (session.room?.setup.seatCount ?? 2) == 2 ? "your opponent" : "everyone else"
            return plain.helpLines(settings: Settings(digitLayout: digits)) + [
                "Commands: board shows the board, rematch asks for another round, claim wins when \(others) "
                    + "stayed away, abort cancels the round before its second move, quit leaves."
            ]
        }
        // NB: before the room is known a person joining or watching does not know its game yet either.
        return ["You are not in the room yet: type help again once you are, for its game's commands."]
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
