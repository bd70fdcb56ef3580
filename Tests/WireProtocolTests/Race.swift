import GameCatalog
import GameCore
import TestGames
import WireProtocol

/// A press race of two in room K7MZ2QHD, Ada (seat 0) against Bob: the game for the tests of what the protocol does
/// for any game (snapshots, events, framing), which need a game but no particular one.
enum Race {
    static let options = PressRace.Options(seats: 2)
    static let setup = GameSetup(PressRace.self, options)
    static let press = AnyMove(PressRace.self, .press)

    /// A race before its countdown ends; `seed` draws the lucky numbers.
    static func start(seed: UInt64 = 1) -> PressRace {
        PressRace.newRound(of: options, starter: Seat(0), seed: seed)
    }

    /// The race once its countdown ended.
    static let open: PressRace = {
        var game = start()
        try! game.apply(.go, by: Seat(0), at: GameTime(milliseconds: 300))
        return game
    }()

    /// The race Bob won by pressing first.
    static let won: PressRace = {
        var game = open
        try! game.apply(.press, by: Seat(1), at: GameTime(milliseconds: 450))
        return game
    }()

    /// `game` as `viewer` sees it (Ada by default).
    static func view(_ game: PressRace, for viewer: Viewer = .seat(Seat(0))) -> AnyView {
        AnyView(PressRace.self, game.view(for: viewer))
    }

    /// Ada's snapshot once Bob joined and the race opened.
    static let playingSnapshot = RoomSnapshot(
        gameID: Samples.gameID, setup: setup, phase: .playing, round: 1, view: view(open), yourSeat: Seat(0),
        players: [PlayerInfo(seat: Seat(0), name: Samples.ada), PlayerInfo(seat: Seat(1), name: Samples.bob)],
        score: RoomScore(seatCount: 2), spectators: 1, lastResult: nil, sequence: 4)

    /// A room that waits for its second player.
    static let waitingSnapshot = RoomSnapshot(
        gameID: Samples.gameID, setup: setup, phase: .waitingForPlayers, round: 0, view: nil, yourSeat: Seat(0),
        players: [PlayerInfo(seat: Seat(0), name: Samples.ada)], score: RoomScore(seatCount: 2), spectators: 0,
        lastResult: nil, sequence: 0)
}
