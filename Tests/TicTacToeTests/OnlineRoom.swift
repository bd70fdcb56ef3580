import ClientCore
import GameCatalog
import GameCore
import TestGames
import TicTacToe
import WireProtocol

/// An online tic-tac-toe room as the client holds it: room ABCD2345, Ann in seat 0 (X) against Bob in seat 1 (O).
enum OnlineRoom {
    static let gameID = try! GameID("ABCD2345")
    static let ann = try! PlayerName("Ann")
    static let bob = try! PlayerName("Bob")
    static let secret = SeatSecret(rawBytes: Array(repeating: 7, count: SeatSecret.byteCount))!
    static let setup = GameKind.ticTacToe.standardSetup

    /// The room as seat `seat` (or a spectator) sees it, with `moves` played in round 1.
    static func snapshot(seat: Seat?, moves: [String] = [], sequence: Int = 3) -> RoomSnapshot {
        var game = TicTacToe(starter: Seat(0))
        for name in moves { try! game.apply(.mark(Square(name: name)!), by: game.seatToMove!) }
        return RoomSnapshot(
            gameID: gameID, setup: setup, phase: game.isOver ? .roundOver : .playing, round: 1,
            view: .ticTacToe(game), yourSeat: seat,
            players: [PlayerInfo(seat: Seat(0), name: ann), PlayerInfo(seat: Seat(1), name: bob)],
            score: RoomScore(seatCount: 2), spectators: 0, lastResult: nil, sequence: sequence)
    }

    /// The `moved` event for `square` played on `before` by the seat to move.
    static func moved(_ square: String, after before: [String]) -> RoomEvent {
        var game = TicTacToe(starter: Seat(0))
        for name in before { try! game.apply(.mark(Square(name: name)!), by: game.seatToMove!) }
        let seat = game.seatToMove!
        try! game.apply(.mark(Square(name: square)!), by: seat)
        return .moved(seat: seat, move: .ticTacToe(.mark(Square(name: square)!)), update: .whole(.ticTacToe(game)))
    }

    /// A connected session for `intent`, with the first effects swallowed.
    static func session(_ intent: OnlineIntent, name: PlayerName = ann) -> OnlineSession {
        var session = OnlineSession(
            intent: intent, name: name, clientVersion: "test", moveIDPrefix: "t", plays: TestGames.plays)
        _ = session.start()
        _ = session.reduce(.connected)
        // NB: the spinner's tick, pending since start(), goes off; only then may another timer be asked for.
        _ = session.reduce(.ticked())
        return session
    }
}
