import ClientCore
import GameCore
import Snap
import SnapPlay
import Testing

/// The computer player: how fast it calls a match and turns at each level, and how often it calls on no match,
/// over seeded draws.
struct SnapComputerTests {
    /// Bob's 7S and Cy's 7D match, just turned by Cy; Ann turns next.
    static var matchView: SnapView {
        var game = Snap.laid(["2C 3C | 4C", "2D 3D | 7S", "7D 2H 9S | "], rest: 0, active: 2, cooldown: 500)
        try! game.apply(.turn, by: Seat(2), at: at(0))
        return game.view(for: .seat(Seat(0)))
    }

    /// Cy's 9S just turned: nothing matches; Ann turns next.
    static var noMatchView: SnapView {
        var game = Snap.laid(["2C 3C | 4C", "2D 3D | 7S", "9S 2H | "], rest: 0, active: 2, cooldown: 500)
        try! game.apply(.turn, by: Seat(2), at: at(0))
        return game.view(for: .seat(Seat(0)))
    }

    static let levels = ["easy", "medium", "hard"]

    @Test("Three levels, weakest first")
    func levelNames() {
        #expect(SnapPlay.computerLevels == Self.levels)
        #expect(SnapPlay.computerLevelDetails.count == 3)
    }

    @Test(
        "On a match it calls after its level's reaction time",
        arguments: [(0, 1_000...2_000), (1, 500...1_000), (2, 250...450)] as [(Int, ClosedRange<Int64>)])
    func reactions(level: Int, range: ClosedRange<Int64>) {
        var random = SplitMix64(seed: 11)
        var seen: [Int64] = []
        for _ in 0..<500 {
            guard let move = SnapPlay.computerMove(for: Seat(1), level: level, on: Self.matchView, random: &random)
            else {
                Issue.record("no call on a match")
                return
            }
            #expect(move.move == .snap(turn: 1))
            seen.append(move.afterMilliseconds)
        }
        #expect(seen.allSatisfy(range.contains))
        // NB: spread over the range, not one value.
        #expect(Set(seen).count > 50)
    }

    @Test(
        "On no match it calls now and then at the weaker levels, never at hard",
        arguments: [(0, 20), (1, 50), (2, 0)] as [(Int, Int)])
    func falseCalls(level: Int, oneIn: Int) {
        var random = SplitMix64(seed: 5)
        let tries = 20_000
        var calls = 0
        for _ in 0..<tries {
            let move = SnapPlay.computerMove(for: Seat(1), level: level, on: Self.noMatchView, random: &random)
            if case .snap? = move?.move { calls += 1 }
        }
        if oneIn == 0 {
            #expect(calls == 0)
        } else {
            let expected = Double(tries) / Double(oneIn)
            #expect(Double(calls) > expected * 0.7 && Double(calls) < expected * 1.3, "\(calls) calls")
        }
    }

    @Test("On its turn it turns after the cooldown and a pause", arguments: [0, 1, 2])
    func turns(level: Int) {
        var random = SplitMix64(seed: 3)
        var pauses: [Int64] = []
        for _ in 0..<500 {
            let move = SnapPlay.computerMove(for: Seat(0), level: level, on: Self.noMatchView, random: &random)
            guard let move, move.move == .turn else { continue }
            pauses.append(move.afterMilliseconds)
        }
        #expect(!pauses.isEmpty)
        #expect(pauses.allSatisfy { (1_000...3_000).contains($0) }, "\(pauses.min() ?? 0)...\(pauses.max() ?? 0)")
    }

    @Test("Nothing for a seat that is out, one not to turn with nothing to call, or a round that is over")
    func waits() {
        var random = SplitMix64(seed: 1)
        // NB: Bob is not to turn and nothing matches: at hard it never calls.
        #expect(SnapPlay.computerMove(for: Seat(1), level: 2, on: Self.noMatchView, random: &random) == nil)
        let game = Snap.laid(["", "| 2C"], rest: 1, active: 1)
        let over = game.view(for: .spectator)
        #expect(over.isOver)
        #expect(SnapPlay.computerMove(for: Seat(1), level: 2, on: over, random: &random) == nil)
        #expect(SnapPlay.computerMove(for: Seat(0), level: 2, on: over, random: &random) == nil)
    }

    @Test("The same seed plans the same moves")
    func seeded() {
        func plans(_ seed: UInt64) -> [ComputerMove<Snap.Move>?] {
            var random = SplitMix64(seed: seed)
            return (0..<50).map { _ in
                SnapPlay.computerMove(for: Seat(0), level: 0, on: Self.noMatchView, random: &random)
            }
        }
        #expect(plans(9) == plans(9))
        #expect(plans(9) != plans(10))
    }
}
