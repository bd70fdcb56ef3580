import ClientCore
import GameCatalog
import GameCore
import Minesweeper
import TicTacToe
import WireProtocol

extension OnlinePlainSession {
    /// What the status line would say, as one line that also tells what to type.
    var prompt: String {
        switch session.status {
        case .connecting: return "Connecting..."
        case .reconnecting(let attempt, let seconds): return "Reconnecting: attempt \(attempt) in \(seconds) s."
        case .unreachable: return "Server unreachable."
        case .waitingForOpponent: return "Waiting for an opponent to join."
        case .yourMove where session.play is any GamePlainText.Type:
            guard let plain = session.play as? any GamePlainText.Type, let seat = session.seat,
                let view = session.room?.view, let prompt = plain.prompt(for: view, seat: seat)
            else { return "Your move." }
            return prompt
        case .game(let text): return text
        case .yourMove:
            let mark = session.seat.map(markName) ?? "?"
            return "Your move (\(mark)). Enter a square a1-c3 or 1-9, or help."
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

    /// "Tic-tac-toe online: X (Ann) against O (Bob)." or who waits for whom; "Co-op Minesweeper online: Ann and
    /// Bob on beginner, 9x9, 10 mines." for a shared board.
    func greeting(_ room: RoomSnapshot) -> String {
        if let setup = room.setup.minesweeper {
            let watching = session.isSpectator ? " You are watching." : ""
            let board = MinesweeperMatch.summary(of: setup.options)
            return "Co-op Minesweeper online: \(names(room.players.map(\.seat), in: room)) on \(board).\(watching)"
        }
        let watching = session.isSpectator ? " You are watching." : ""
        if session.play is any GamePlainText.Type {
            return "\(room.kind.displayName) online: \(names(room.players.map(\.seat), in: room)).\(watching)"
        }
        let seats = room.players.map { label($0.seat, in: room) }
        return "Tic-tac-toe online: \(seats.joined(separator: " against ")).\(watching)"
    }

    /// The board as four lines, as in local plain mode; a Minesweeper board as local plain Minesweeper draws it.
    var boardLines: [String] {
        if let board = session.minesweeper { return MinesweeperPlainSession.boardLines(board) }
        if let plain = session.play as? any GamePlainText.Type {
            guard let view = session.room?.view else { return [] }
            return plain.lines(for: view, viewer: session.seat.map(Viewer.seat) ?? .spectator, names: session.seatNames)
        }
        guard let game = session.game else { return [] }
        return ["   a b c"]
            + (0..<3).map { row in
                let marks = (0..<3).map { column in game[Square(row: row, column: column)].map { "\($0)" } ?? "." }
                return "\(row + 1)  \(marks.joined(separator: " "))"
            }
    }

    /// "Result: X wins" or "Result: draw", as in local plain mode.
    func resultLine(_ outcome: Outcome) -> String {
        switch session.minesweeper?.ending {
        case .mineHit(let seat, let cell, _)?:
            return "Result: mine hit by \(PlainText.visible(session.playerName(seat))) at \(cell.name)"
        case .cleared?:
            return "Result: cleared in \(MinesweeperMatch.seconds(session.elapsed)) s"
        case nil:
            break
        }
        guard case .won(let seats) = outcome, let seat = seats.first else { return "Result: draw" }
        if session.play is any GamePlainText.Type, let room = session.room {
            return "Result: \(names(seats, in: room)) " + (seats.count == 1 ? "wins" : "win")
        }
        return "Result: \(markName(seat)) wins"
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
        if let plain = session.play as? any GamePlainText.Type {
            return plain.helpLines + [
                "Commands: board shows the game, rematch asks for another round, claim wins when everyone else "
                    + "stayed away, abort cancels the round before its second move, quit leaves (your seat is kept)."
            ]
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
        return [
            "Type a square as column letter a-c and row number 1-3: a1 is top left, b2 the centre, c3 bottom right.",
            digits == .keypad
                ? "Or type a digit 1-9 as on a keypad: 7 8 9 is the top row, 1 2 3 the bottom."
                : "Or type a digit 1-9 as on a phone: 1 2 3 is the top row, 7 8 9 the bottom.",
            "Commands: board shows the board, rematch asks for another round, claim wins when your opponent "
                + "stayed away, abort cancels the round before its second move, quit leaves.",
        ]
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
        if let play = session.play {
            let name = room.player(in: seat).map { PlainText.visible(PlainText.trimmed($0.name.text)) }
            guard let mark = play.mark(of: seat) else { return name ?? "\(seat)" }
            guard let name, !name.isEmpty, name.uppercased() != mark else { return mark }
            return "\(mark) (\(name))"
        }
        guard let name = room.player(in: seat)?.name.text else { return markName(seat) }
        let visible = PlainText.visible(PlainText.trimmed(name))
        return visible.isEmpty || visible.uppercased() == markName(seat)
            ? markName(seat) : "\(markName(seat)) (\(visible))"
    }

    /// "X" or "O".
    func markName(_ seat: Seat) -> String {
        Mark(seat: seat).map { "\($0)" } ?? "\(seat)"
    }
}
