import GameCatalog
import GameCore
import TicTacToe
import WireProtocol

/// An online tic-tac-toe room as plain mode hears of it: room K7MZ2QHD, Ann (X) against Bob (O).
enum OnlinePlainRoom {
    static let gameID = try! GameID("K7MZ2QHD")
    static let ann = try! PlayerName("Ann")
    static let bob = try! PlayerName("Bob")
    static let secret = SeatSecret(rawBytes: Array(repeating: 3, count: SeatSecret.byteCount))!

    static func game(_ moves: [String]) -> TicTacToe {
        var game = TicTacToe(starter: Seat(0))
        for name in moves { try! game.apply(.mark(Square(name: name)!), by: game.seatToMove!) }
        return game
    }

    static func room(seat: Seat?, phase: RoomPhase, players: [PlayerInfo], moves: [String] = []) -> RoomSnapshot {
        RoomSnapshot(
            gameID: gameID, setup: GameKind.ticTacToe.standardSetup, phase: phase, round: phase == .playing ? 1 : 0,
            view: phase == .playing ? .ticTacToe(game(moves)) : nil, yourSeat: seat, players: players,
            score: RoomScore(seatCount: 2), spectators: 0, lastResult: nil, sequence: 0)
    }

    static func moved(_ square: String, after before: [String]) -> RoomEvent {
        let seat = game(before).seatToMove!
        return .moved(
            seat: seat, move: .ticTacToe(.mark(Square(name: square)!)),
            update: .whole(.ticTacToe(game(before + [square]))))
    }
}
