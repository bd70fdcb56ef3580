import ClientCore
import GameCore
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
        case .yourMove:
            let mark = session.seat.map(markName) ?? "?"
            return "Your move (\(mark)). Enter a square a1-c3 or 1-9, or help."
        case .opponentsMove(let name): return "Waiting for \(PlainText.visible(name)) to move."
        case .toMove(let name): return "\(PlainText.visible(name)) to move."
        case .opponentAway(let name, let seconds):
            let claim = seconds.map { $0 == 0 ? " Type claim to win the round." : " You can claim in \($0) s." } ?? ""
            return "\(PlainText.visible(name)) is away.\(claim)"
        case .youWon, .youLost, .draw, .won, .aborted:
            return session.isSpectator ? "Waiting for the next round." : "Type rematch for another round, or quit."
        case .closed: return "The room is closed. Type quit."
        }
    }

    /// "Tic-tac-toe online: X (Ann) against O (Bob)." or who waits for whom.
    func greeting(_ room: RoomSnapshot) -> String {
        let seats = room.players.map { label($0.seat, in: room) }
        let watching = session.isSpectator ? " You are watching." : ""
        return "Tic-tac-toe online: \(seats.joined(separator: " against ")).\(watching)"
    }

    /// The board as four lines, as in local plain mode.
    var boardLines: [String] {
        guard let game = session.game else { return [] }
        return ["   a b c"]
            + (0..<3).map { row in
                let marks = (0..<3).map { column in game[Square(row: row, column: column)].map { "\($0)" } ?? "." }
                return "\(row + 1)  \(marks.joined(separator: " "))"
            }
    }

    /// "Result: X wins" or "Result: draw", as in local plain mode.
    func resultLine(_ outcome: Outcome) -> String {
        guard case .won(let seats) = outcome, let seat = seats.first else { return "Result: draw" }
        return "Result: \(markName(seat)) wins"
    }

    /// "Score: X (Ann) 2, O (Bob) 1, draws 0."
    func scoreLine(_ room: RoomSnapshot) -> String {
        let wins = room.score.wins.indices.map { index in
            "\(label(Seat(index), in: room)) \(room.score.wins[index])"
        }
        return "Score: \(wins.joined(separator: ", ")), draws \(room.score.draws)."
    }

    /// How to play online.
    var helpLines: [String] {
        [
            "Type a square as column letter a-c and row number 1-3: a1 is top left, b2 the centre, c3 bottom right.",
            digits == .keypad
                ? "Or type a digit 1-9 as on a keypad: 7 8 9 is the top row, 1 2 3 the bottom."
                : "Or type a digit 1-9 as on a phone: 1 2 3 is the top row, 7 8 9 the bottom.",
            "Commands: board shows the board, rematch asks for another round, claim wins when your opponent "
                + "stayed away, abort cancels the round before its second move, quit leaves.",
        ]
    }

    /// "X (Ann)", or "X" for a free seat.
    func label(_ seat: Seat, in room: RoomSnapshot) -> String {
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
