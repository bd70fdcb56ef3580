import ClientCore
import GameCore
import TicTacToe

extension LocalMatch {
    /// Names longer than this are cut, so the status bar keeps room for the score.
    static let nameLimit = 16

    /// The name shown for `seat`: made safe to draw, and "Computer" for the computer, whose level the mode
    /// already names.
    func displayName(of seat: Seat, ellipsis: String) -> String {
        let player = players[seat.index]
        if player.isComputer { return "Computer" }
        let name = player.name.terminalSafe.trimmingSpaces
        return (name.isEmpty ? "\(Mark(seat: seat) ?? .x)" : name).truncated(to: Self.nameLimit, ellipsis: ellipsis)
    }

    /// "Hot-seat", or "vs computer (perfect)".
    var modeText: String {
        for player in players {
            if case .computer(let level) = player.control { return "vs computer (\(level))" }
        }
        return "Hot-seat"
    }

    /// "Ann (X) to move", "Ann (X) wins!" or "Draw"; "X to move" when the player is simply called by the mark.
    func turnText(ellipsis: String) -> String {
        func who(_ seat: Seat) -> String {
            let name = displayName(of: seat, ellipsis: ellipsis)
            let mark = "\(Mark(seat: seat) ?? .x)"
            return name == mark ? name : "\(name) (\(mark))"
        }
        switch game.ending {
        case .won(let seat, _)?: return "\(who(seat)) wins!"
        case .draw?: return "Draw"
        case nil: return "\(who(game.seatToMove ?? game.starter)) to move"
        }
    }
}

extension String {
    /// The text without spaces at either end.
    fileprivate var trimmingSpaces: String {
        // NB: the status bar asks for every name in every frame, and most names need no trimming. The bytes are
        // checked rather than the characters: finding the last character means grapheme breaking backwards, and a
        // space joined to a combining mark, which passes here, is not trimmed below either.
        guard utf8.first == UInt8(ascii: " ") || utf8.last == UInt8(ascii: " ") else { return self }
        return String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
