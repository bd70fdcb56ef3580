import CustomDump
import Foundation
import GameCatalog
import GameCore
import PropertyBased
import Snap
import Testing

/// Random rounds of random attempts, legal and not, by random seats at random times, several seats calling in one
/// window among them, checked after every attempt against the rules' promises and `SnapModel`.
@Suite struct PropertyTests {
    /// A round: seats, a starter code, a cooldown code, and the two halves of the seed.
    static let tables = zip(
        Gen.int(in: 2...4), Gen.int(in: 0...3), Gen.int(in: 0...2), Gen<UInt64>.value(), Gen<UInt64>.value())
    /// One attempt: a kind (see `moves(for:in:now:)`) and two numbers choosing the seat, the turn and the time.
    static let attempts = zip(Gen.int(in: 0...11), Gen.int(in: 0...99), Gen.int(in: 0...99)).array(of: 0...150)

    typealias Table = (seats: Int, starter: Int, cooldown: Int, high: UInt64, low: UInt64)
    typealias Attempt = (kind: Int, a: Int, b: Int)
    typealias Accepted = (seat: Seat, move: Snap.Move, time: GameTime)

    static func game(_ table: Table) -> Snap {
        let options = try! SnapOptions(
            seats: table.seats, cooldownMilliseconds: [0, 500, 1_500][table.cooldown], turnTimerMilliseconds: 2_000)
        return Snap(
            options: options, starter: Seat(table.starter % table.seats),
            seed: SnapSeed(high: table.high, low: table.low))
    }

    /// The attempts `attempt` stands for at `now`: kinds 0-2 turn for the active seat once it may, 3 turns at once
    /// (too soon at times), 4 turns by any seat or one not at the table, 5 calls when there is a match (turns
    /// otherwise), 6 calls anyway, 7 has every seat call in one window, 8 names an older, newer or impossible turn,
    /// 9 is the timer's move (early at times), 10 deals a seat out now and then, 11 lets the clock run past the
    /// timer first.
    static func moves(for attempt: Attempt, in game: Snap, now: inout Int64) -> [Accepted] {
        now += Int64(attempt.a * 7)
        let seats = game.seatCount
        let seat = Seat(attempt.b % seats)
        let active = game.active ?? seat
        let ready = max(now, game.activeFrom.milliseconds)
        switch attempt.kind {
        case 0...2:
            now = ready
            return [(active, .turn, at(now))]
        case 3: return [(active, .turn, at(now))]
        case 4: return [(Seat(attempt.b % (seats + 1) - (attempt.a == 0 ? seats + 1 : 0)), .turn, at(now))]
        case 5:
            guard game.tableHasMatch else {
                now = ready
                return [(active, .turn, at(now))]
            }
            return [(seat, .snap(turn: game.turn), at(now))]
        case 6: return [(seat, .snap(turn: game.turn), at(now))]
        case 7:
            return (0..<seats).map { offset in
                (Seat((seat.index + offset) % seats), .snap(turn: game.turn), at(now + Int64(offset)))
            }
        case 8: return [(seat, .snap(turn: game.turn - attempt.a % 4 + (attempt.a % 10 == 0 ? 2 : 0)), at(now))]
        case 9:
            if attempt.a % 2 == 0, let due = game.turnTimerEnds { now = max(now, due.milliseconds) }
            return [(active, .timedTurn, at(now))]
        case 10:
            guard attempt.a < 8 else {
                now = ready
                return [(active, .turn, at(now))]
            }
            return [(seat, .dealtOut, at(now))]
        default:
            now = max(now, game.turnTimerEnds?.milliseconds ?? now)
            return [(active, .turn, at(now))]
        }
    }

    /// Plays every attempt and checks the rules' promises after each; returns the round and the moves accepted.
    static func play(
        _ attempts: [Attempt], from start: Snap, viewChecks: Bool = true, tally: inout Tally
    ) -> (Snap, [Accepted]) {
        var game = start
        var accepted: [Accepted] = []
        var decidedWindows: Set<Int> = []
        // NB: the turns after which the table showed a match, kept here rather than read from the game.
        var matchedTurns: Set<Int> = SnapModel.matching(start.piles, from: Seat(0)).isEmpty ? [] : [start.turn]
        var now: Int64 = 0
        for attempt in attempts {
            for (seat, move, time) in moves(for: attempt, in: game, now: &now) {
                let before = game
                var refusal: Snap.Violation?
                do {
                    try game.apply(move, by: seat, at: time)
                    accepted.append((seat, move, time))
                } catch {
                    refusal = error
                }
                check(move, by: seat, at: time, from: before, to: game, refusal: refusal, matchedTurns: matchedTurns)
                if refusal == nil, game.turn > before.turn, !SnapModel.matching(game.piles, from: Seat(0)).isEmpty {
                    matchedTurns.insert(game.turn)
                }
                tally.count(move, refusal: refusal, after: game)
                if refusal == nil, case .snap = move {
                    #expect(decidedWindows.insert(before.turn).inserted, "two calls counted in turn \(before.turn)")
                }
                if refusal == nil && viewChecks { checkViews(from: before, to: game) }
                checkDeadlineMove(game)
            }
        }
        #expect(game.movesPlayed == accepted.count)
        return (game, accepted)
    }

    static func play(_ attempts: [Attempt], from start: Snap, viewChecks: Bool = true) -> (Snap, [Accepted]) {
        var tally = Tally()
        return play(attempts, from: start, viewChecks: viewChecks, tally: &tally)
    }

    static func check(
        _ move: Snap.Move, by seat: Seat, at time: GameTime, from before: Snap, to after: Snap,
        refusal: Snap.Violation?, matchedTurns: Set<Int>
    ) {
        // The 52 cards, each once, at every step.
        #expect(after.allCards.count == 52 && Set(after.allCards) == Set(Card.deck))
        // Out is final.
        for owner in before.seats where before.piles[owner.index].isEmpty {
            #expect(after.piles[owner.index].isEmpty, "\(owner) came back in")
        }
        // The round ends exactly when one seat holds all 52, and then nobody turns.
        #expect(after.isOver == after.piles.contains { $0.count == 52 })
        #expect((after.active == nil) == after.isOver && (after.deadline == nil) == after.isOver)
        if let active = after.active { #expect(after.piles[active.index].canTurn, "\(active) cannot turn") }
        #expect(after.seatsToAct == (after.isOver ? [] : after.seats.filter { !after.piles[$0.index].isEmpty }))
        guard refusal == nil else {
            expectNoDifference(after, before)
            let seated = before.piles.indices.contains(seat.index)
            // NB: a call in a window already decided is too late before anything else is looked at, even once the
            // deciding call ended the round or emptied the caller.
            let decidedWindow: Bool
            if case .snap(let seen) = move, seated, (0...before.turn).contains(seen), let caller = before.calledBy {
                decidedWindow = true
                #expect(refusal == .tooLate(turn: seen, calledBy: caller))
            } else {
                decidedWindow = false
            }
            if before.isOver && seated && !decidedWindow { #expect(refusal == .roundOver) }
            if case .tooLate(let seen, nil)? = refusal {
                // Too late, not wrong: the turn named had a match, and it is gone.
                #expect(matchedTurns.contains(seen) && SnapModel.matching(before.piles, from: seat).isEmpty)
            }
            return
        }
        #expect(!before.isOver && after.movesPlayed == before.movesPlayed + 1)
        var expected = before.piles
        switch move {
        case .turn, .timedTurn:
            // Only the active seat turns, once it may (the timer's move once the timer has run out).
            #expect(seat == before.active)
            #expect(time >= (move == .turn ? before.activeFrom : before.turnTimerEnds!))
            expected = SnapModel.turned(before.piles, by: seat)
            #expect(after.turn == before.turn + 1 && after.calledBy == nil)
        case .snap(let seen):
            // One effective call a window.
            #expect(before.calledBy == nil && after.calledBy == seat && after.turn == before.turn)
            let matching = SnapModel.matching(before.piles, from: seat)
            if matching.isEmpty {
                #expect(!matchedTurns.contains(seen), "a call on a covered match cost cards")
                expected = SnapModel.paid(before.piles, by: seat)
            } else {
                expected = SnapModel.taken(before.piles, by: seat, matching: matching)
            }
        case .dealtOut:
            expected = SnapModel.dealtOut(before.piles, seat: seat)
        }
        expectNoDifference(after.piles, expected)
    }

    /// Every viewer's view, brought up to date by its change, is the view the game gives; neither holds a face-down
    /// card, nor the seed before the round's end, encoded as the wire encodes them.
    static func checkViews(from before: Snap, to after: Snap) {
        let tops = Set(after.piles.compactMap(\.top))
        for viewer in after.viewers {
            var view = before.view(for: viewer)
            let change = after.update(since: before, for: viewer)
            view.apply(change)
            expectNoDifference(view, after.view(for: viewer))
            let shown = after.view(for: viewer)
            let jsons = [
                try! JSONRoundTrip.encode(shown), try! JSONRoundTrip.encode(AnyView.snap(shown)),
            ]
            for json in jsons {
                let found = CardCodes.found(in: json)
                #expect(found.isSubset(of: tops), "\(viewer) is shown face-down \(found.subtracting(tops))")
                // NB: the finder finds every open top in the view, so an empty result cannot pass unnoticed.
                #expect(found == tops)
                checkSeed(in: json, of: after)
            }
            for json in [try! JSONRoundTrip.encode(change), try! JSONRoundTrip.encode(AnyViewChange.snap(change))] {
                let found = CardCodes.found(in: json)
                #expect(found.isSubset(of: tops), "\(viewer) is sent face-down \(found.subtracting(tops))")
                checkSeed(in: json, of: after, shownAtTheEnd: after.isOver && !before.isOver)
            }
            let decoded = try! JSONRoundTrip.decode(SnapChange.self, from: try! JSONRoundTrip.encode(change))
            #expect(decoded == change)
        }
    }

    /// No seed before the end; at the end, the whole seed (`shownAtTheEnd`).
    static func checkSeed(in json: String, of game: Snap, shownAtTheEnd: Bool? = nil) {
        guard let seed = game.seed else { return }
        let digits = [String(seed.high), String(seed.low)].filter { $0.count >= 6 }
        if shownAtTheEnd ?? game.isOver {
            #expect(json.contains(#""seed":{"high":\#(seed.high),"low":\#(seed.low)}"#))
        } else {
            #expect(!json.contains("seed") && !digits.contains { json.contains($0) }, "the seed is shown: \(json)")
        }
    }

    /// The timer's move at its deadline is the active seat's own turn at that moment.
    static func checkDeadlineMove(_ game: Snap) {
        guard let deadline = game.deadline else { return }
        var timed = game
        var manual = game
        #expect(throws: Never.self) { try timed.apply(deadline.move, by: deadline.seat, at: deadline.time) }
        #expect(throws: Never.self) { try manual.apply(.turn, by: deadline.seat, at: deadline.time) }
        expectNoDifference(timed, manual)
    }

    @Test func everyAttemptKeepsTheRulesPromises() async {
        var tally = Tally()
        await propertyCheck(count: 120, input: Self.tables, Self.attempts) { table, attempts in
            let (game, _) = Self.play(attempts, from: Self.game(table), tally: &tally)
            // NB: the finder finds every card where the stored game holds them all.
            let stored = try JSONRoundTrip.encode(game)
            #expect(CardCodes.found(in: stored) == Set(Card.deck))
        }
        // NB: the random rounds reach every rule, so no promise above held only for want of a case.
        #expect(tally.missing == [], "no attempt \(tally.missing)")
    }

    @Test func replayingTheAcceptedMovesRebuildsTheRound() async {
        await propertyCheck(count: 150, input: Self.tables, Self.attempts) { table, attempts in
            let (game, accepted) = Self.play(attempts, from: Self.game(table), viewChecks: false)
            var replayed = Self.game(table)
            for (seat, move, time) in accepted { try replayed.apply(move, by: seat, at: time) }
            expectNoDifference(replayed, game)
            expectNoDifference(try JSONRoundTrip.decode(Snap.self, from: JSONRoundTrip.encode(game)), game)
        }
    }

    /// A viewer that missed some moves still ends with the game's view, the change carrying the piles.
    @Test func anUpdateAcrossSeveralMovesGivesTheSameView() async {
        await propertyCheck(count: 100, input: Self.tables, Self.attempts, Gen.int(in: 0...99)) {
            table, attempts, skip in
            let (game, accepted) = Self.play(attempts, from: Self.game(table), viewChecks: false)
            guard accepted.count > 1 else { return }
            var earlier = Self.game(table)
            for (seat, move, time) in accepted.prefix(skip % (accepted.count - 1)) {
                try earlier.apply(move, by: seat, at: time)
            }
            for viewer in game.viewers {
                var view = earlier.view(for: viewer)
                view.apply(game.update(since: earlier, for: viewer))
                expectNoDifference(view, game.view(for: viewer))
            }
        }
    }

    /// Rounds played to their end by dealing seats out: the last view shows the seed, and dealing it again gives the
    /// cards the round began with.
    @Test func theSeedShownAtTheEndDealsTheRoundAgain() async {
        await propertyCheck(count: 100, input: Self.tables, Self.attempts) { table, attempts in
            let start = Self.game(table)
            var game = Self.play(Array(attempts.prefix(30)), from: start, viewChecks: false).0
            while !game.isOver, let seat = game.seatsToAct.first {
                let before = game
                try game.apply(.dealtOut, by: seat, at: at(1_000_000))
                Self.checkViews(from: before, to: game)
            }
            let view = game.view(for: .spectator)
            let seed = try #require(view.seed)
            #expect(seed == SnapSeed(high: table.3, low: table.4))
            let hands = Snap.deal(seed: seed, seats: view.options.seats, starter: view.starter)
            #expect(hands == start.piles.map(\.closed))
        }
    }
}
