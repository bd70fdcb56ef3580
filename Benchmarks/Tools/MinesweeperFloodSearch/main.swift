import Foundation
import GameCore
import Minesweeper

// Finds the largest first reveal of an expert board over seeds 0..<SEEDS and every first cell, and prints what
// its one change costs on the wire: `swift run -c release MinesweeperFloodSearch [SEEDS]` in Benchmarks/.
// Its timing lives in CoreBenchmarks ("minesweeper …"); this only searches and counts bytes.

let options = MinesweeperPreset.expert.options
let cells = MinesweeperView(options: options, seatCount: 1).cells
let seeds = UInt64(CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 5000)
var best = (count: 0, seed: UInt64(0), cell: cells[0])
for seed in 0..<seeds {
    for cell in cells {
        var game = Minesweeper(options: options, seatCount: 1, seed: seed)
        try game.apply(.reveal(cell), by: Seat(0), at: .start)
        let count = game.lastChange?.revealed.count ?? 0
        if count > best.count { best = (count, seed, cell) }
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
var game = Minesweeper(options: options, seatCount: 1, seed: best.seed)
try game.apply(.reveal(best.cell), by: Seat(0), at: .start)
let change = try encoder.encode(game.lastChange)
print(
    "Seeds 0..<\(seeds), every first cell: the largest flood is seed \(best.seed) at \(best.cell), \(best.count) cells."
)
print(
    "Its change: \(change.count) bytes of JSON; the whole view after it: \(try encoder.encode(game.view(for: .spectator)).count) bytes."
)
print(String(decoding: change, as: UTF8.self))
