import CustomDump
import GameCore
import Snap
import Testing

/// What viewers see of a table laid by hand: counts and open tops, the same for everyone, the seed only at the end.
@Suite struct ViewTests {
    @Test func aViewHoldsCountsAndOpenTopsAndIsTheSameForEveryone() throws {
        var game = Snap.laid(["2H 3H | 7D", "4H | 9S KC", ""], rest: 0, active: 1, activeFrom: 300, turn: 4)
        try game.apply(.turn, by: Seat(1), at: at(400))
        let view = game.view(for: .spectator)
        #expect(view.piles.map(\.closed) == [game.piles[0].closed.count, 0, 0])
        #expect(view.piles[1] == SnapPileView(closed: 0, open: 3, top: .named("4H")))
        #expect(view.piles[2] == SnapPileView(closed: 0, open: 0, top: nil))
        #expect(view.active == Seat(0) && view.activeFrom == at(900) && view.turnTimerEnds == at(10_900))
        #expect(view.turn == 5 && view.calledBy == nil && view.moves == 1 && view.moveCount == 1)
        #expect(view.seatsToAct == [Seat(0), Seat(1)] && view.seed == nil && !view.isOver)
        #expect(view.lastEvent == .turned(card: .named("4H"), by: Seat(1), flipped: false))
        for viewer in game.viewers { expectNoDifference(game.view(for: viewer), view) }
        let json = try JSONRoundTrip.encode(view)
        #expect(
            json.hasPrefix(
                #"{"active":0,"activeFrom":900,"lastEvent":{"turned":{"by":1,"card":"4H","flipped":false}},"moves":1,"#
                    + #""options":{"cooldownMilliseconds":500,"seats":3,"turnTimerMilliseconds":10000},"#
                    + #""piles":[{"closed":48,"open":1,"top":"7D"},{"closed":0,"open":3,"top":"4H"},{"closed":0,"open":0}],"#
            ))
        expectNoDifference(try JSONRoundTrip.decode(SnapView.self, from: json), view)
    }

    @Test func aChangeCarriesTheEventAndTheTablesNewMoments() throws {
        let before = Snap.laid(["2H 3H | 7D", "4H | 7S"], rest: 0, turn: 2)
        var after = before
        try after.apply(.snap(turn: 2), by: Seat(1), at: at(50))
        let change = after.update(since: before, for: .seat(Seat(0)))
        #expect(
            try JSONRoundTrip.encode(change)
                == #"{"active":0,"activeFrom":0,"calledBy":1,"event":{"snapped":{"by":1,"cards":2,"from":[1,0]}},"#
                + #""moves":1,"turn":2}"#)
        var view = before.view(for: .seat(Seat(0)))
        view.apply(change)
        expectNoDifference(view, after.view(for: .seat(Seat(0))))
    }

    @Test func theSeedIsShownOnceTheRoundIsOver() throws {
        let options = try SnapOptions(seats: 2)
        let seed = SnapSeed(high: 0x0123_4567_89AB_CDEF, low: 0xFEDC_BA98_7654_3210)
        var game = Snap(options: options, starter: Seat(0), seed: seed)
        let before = game
        #expect(game.view(for: .spectator).seed == nil)
        #expect(!(try JSONRoundTrip.encode(game.view(for: .seat(Seat(0))))).contains("seed"))
        try game.apply(.dealtOut, by: Seat(0), at: at(10))
        #expect(game.winner == Seat(1))
        let change = game.update(since: before, for: .spectator)
        #expect(change.seed == seed && game.view(for: .spectator).seed == seed)
        var view = before.view(for: .spectator)
        view.apply(change)
        expectNoDifference(view, game.view(for: .spectator))
        #expect(view.outcome == .won(by: [Seat(1)]) && view.seatsToAct == [] && view.active == nil)
    }
}
