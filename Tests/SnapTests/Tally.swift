import GameCore
import Snap

/// How often the random rounds met each rule, so a property run that never reached one is seen.
struct Tally {
    var turns = 0
    var flips = 0
    var timedTurns = 0
    var correctCalls = 0
    var wrongCalls = 0
    var callsTooLate = 0
    var callsOnACoveredMatch = 0
    var turnsRefused = 0
    var dealtOut = 0
    var seatsOut = 0
    var roundsEnded = 0

    mutating func count(_ move: Snap.Move, refusal: Snap.Violation?, after game: Snap) {
        switch (move, refusal, game.lastEvent) {
        case (.turn, nil, .turned(_, _, let flipped)?), (.timedTurn, nil, .turned(_, _, let flipped)?):
            turns += 1
            if flipped { flips += 1 }
            if move == .timedTurn { timedTurns += 1 }
        case (.turn, _?, _): turnsRefused += 1
        case (.snap, nil, .snapped?): correctCalls += 1
        case (.snap, nil, .missed?): wrongCalls += 1
        case (.snap, .tooLate(_, _?)?, _): callsTooLate += 1
        case (.snap, .tooLate(_, nil)?, _): callsOnACoveredMatch += 1
        case (.dealtOut, nil, _): dealtOut += 1
        default: break
        }
        if refusal == nil && game.piles.contains(where: \.isEmpty) { seatsOut += 1 }
        if refusal == nil && game.isOver { roundsEnded += 1 }
    }

    /// The rules never met.
    var missing: [String] {
        let counts = [
            ("turns", turns), ("flips", flips), ("timed turns", timedTurns), ("correct calls", correctCalls),
            ("wrong calls", wrongCalls), ("calls too late", callsTooLate),
            ("calls on a covered match", callsOnACoveredMatch), ("turns refused", turnsRefused),
            ("deal-outs", dealtOut), ("seats out", seatsOut), ("rounds ended", roundsEnded),
        ]
        return counts.filter { $0.1 == 0 }.map(\.0)
    }
}
