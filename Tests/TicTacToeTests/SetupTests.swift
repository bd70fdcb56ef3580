import CustomDump
import GameCatalog
import GameCore
import TestGames
import Testing
import TicTacToe

/// Tic-tac-toe's setup: its options beside its kind on the wire, and rounds that alternate the starter.
@Suite struct SetupTests {
    @Test(arguments: [
        (Seat(0), [0, 1, 0, 1, 0]),
        (Seat(1), [1, 0, 1, 0, 1]),
    ])
    func roundsAlternateFromTheFirstStarter(first: Seat, starters: [Int]) {
        let setup = GameSetup.ticTacToe(TicTacToeOptions(firstStarter: first))
        #expect((1...5).map { setup.starter(ofRound: $0).index } == starters)
    }

    @Test(arguments: [0, -1, -7, 1_000_001])
    func anyRoundNumberGivesAPlayingSeat(round: Int) {
        let setup = GameKind.ticTacToe.standardSetup
        #expect((0..<setup.seatCount).contains(setup.starter(ofRound: round).index))
    }

    @Test(arguments: [
        (TicTacToeOptions(), #"{"firstStarter":0,"kind":"tic-tac-toe"}"#),
        (TicTacToeOptions(firstStarter: Seat(1)), #"{"firstStarter":1,"kind":"tic-tac-toe"}"#),
    ])
    func setupIsItsKindBesideItsOptions(options: TicTacToeOptions, json: String) throws {
        let setup = GameSetup.ticTacToe(options)
        #expect(try JSON.encode(setup) == json)
        expectNoDifference(try JSON.decode(GameSetup.self, from: json), setup)
        #expect(setup.kind == .ticTacToe)
        #expect(setup.seatCount == 2)
    }

    @Test func missingOptionsTakeTheirDefaults() throws {
        expectNoDifference(
            try JSON.decode(GameSetup.self, from: #"{"kind":"tic-tac-toe"}"#), .ticTacToe(TicTacToeOptions()))
    }

    @Test(arguments: [
        (#"{"firstStarter":2,"kind":"tic-tac-toe"}"#, "tic-tac-toe is started by seat 0 or 1, not 2"),
        (#"{"firstStarter":-1,"kind":"tic-tac-toe"}"#, "tic-tac-toe is started by seat 0 or 1, not -1"),
    ])
    func impossibleSetupIsRefused(json: String, problem: String) {
        #expect(JSON.decodingProblem(GameSetup.self, from: json) == problem)
    }
}
