import ClientCore
import GameCatalog
import GameCore
import Testing
import TicTacToe
import TicTacToePlay
import WireProtocol

/// The online session in a tic-tac-toe room: its moves checked against the rules before they are sent or
/// believed, and an abort allowed only before the round's second move.
struct OnlineSessionTests {
    typealias F = OnlineRoom

    @Test func itBecomesYourMoveWithABellAndMovesAreSentNotGuessed() {
        var session = F.session(.join(F.gameID, secret: nil), name: F.bob)
        _ = session.reduce(.received(.snapshot(snapshot: F.snapshot(seat: Seat(1)))))
        #expect(session.status == .opponentsMove(name: "Ann"))
        let effects = session.reduce(.received(.event(event: F.moved("b2", after: []), sequence: 4)))
        #expect(effects == [.bell])
        #expect(session.status == .yourMove)
        #expect(session.reduce(.play(PlayIntent(TicTacToePlay.self, .mark(.init(name: "b2")!)))) == [])
        #expect(session.notice == "b2 is taken by X.")
        let move = session.reduce(.play(PlayIntent(TicTacToePlay.self, .mark(Square(name: "a1")!))))
        #expect(
            move == [
                .send(
                    .move(
                        move: .ticTacToe(.mark(Square(name: "a1")!)), clientMoveID: try! ClientMoveID("t-1"),
                        lastSeenSequence: 4))
            ])
        #expect(
            session.room?.view?.view(of: TicTacToe.self)?.moves == [Square(name: "b2")!],
            "the board changes only when the server says so")
    }

    @Test func aMoveTheRulesDoNotAllowAsksForASnapshot() {
        var session = F.session(.watch(F.gameID))
        _ = session.reduce(.received(.snapshot(snapshot: F.snapshot(seat: nil, moves: ["b2"], sequence: 4))))
        // The server claims O played b2 again, which the rules refuse.
        let bogus = RoomEvent.moved(
            seat: Seat(1), move: .ticTacToe(.mark(Square(name: "b2")!)),
            update: .whole(.ticTacToe(TicTacToe(starter: Seat(0)))))
        #expect(session.reduce(.received(.event(event: bogus, sequence: 5))) == [.send(.requestSnapshot)])
    }

    @Test(
        arguments: [
            ([], Seat(0), [ClientMessage.abort], nil),
            (["b2"], Seat(1), [.abort], nil),
            (["b2"], Seat(0), [.abort], nil),
            (
                ["b2", "a1"], Seat(0), [],
                "Too late to abort: a round can be aborted only before its second move."
            ),
            ([], nil, [], "You are watching: only the players can abort."),
            (["a1", "b1", "a2", "b2", "a3"], Seat(0), [], "There is no round to abort."),
        ] as [([String], Seat?, [ClientMessage], String?)])
    func abortIsSentOnlyBeforeTheSecondMove(
        _ moves: [String], _ seat: Seat?, _ sent: [ClientMessage], _ notice: String?
    ) {
        var session = F.session(seat == nil ? .watch(F.gameID) : .join(F.gameID, secret: F.secret))
        _ = session.reduce(.received(.snapshot(snapshot: F.snapshot(seat: seat, moves: moves))))
        #expect(session.canAbort == !sent.isEmpty)
        #expect(session.reduce(.abortRequested) == sent.map(OnlineEffect.send))
        #expect(session.notice == notice)
    }
}
