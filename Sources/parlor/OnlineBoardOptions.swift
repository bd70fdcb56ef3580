import ArgumentParser
import GameCatalog
import Minesweeper

/// The options of `parlor host minesweeper`: the board (a preset, or rows, columns and mines), the win rule and
/// how many players may share it. Tic-tac-toe takes none of them.
struct OnlineBoardOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Minesweeper: a board preset, beginner (9x9, 10 mines), intermediate (16x16, 40) or expert (30x16, 99).",
            valueName: "preset"))
    var preset: String?

    @Option(help: ArgumentHelp("Minesweeper: rows of a custom board (with --cols and --mines).", valueName: "R"))
    var rows: Int?

    @Option(name: .customLong("cols"), help: ArgumentHelp("Minesweeper: columns of a custom board.", valueName: "C"))
    var columns: Int?

    @Option(help: ArgumentHelp("Minesweeper: mines on a custom board.", valueName: "M"))
    var mines: Int?

    @Flag(help: "Minesweeper: the board is won only when every mine is flagged, not just every safe cell revealed.")
    var flagAllMines = false

    @Option(
        help: ArgumentHelp(
            "Minesweeper: the most players who may share the board (1-16, default 8).", valueName: "N"))
    var maxPlayers: Int?

    /// Whether any option was given.
    private var anyGiven: Bool {
        preset != nil || rows != nil || columns != nil || mines != nil || flagAllMines || maxPlayers != nil
    }

    /// The room's setup for `kind` from these options; throws a `ValidationError` (exit 64) saying what is wrong:
    /// a board option for tic-tac-toe, a preset mixed with a custom size, a custom size given in part, or a
    /// size the rules refuse (their own sentence).
    func setup(for kind: GameKind) throws -> GameSetup {
        guard kind == .minesweeper else {
            guard !anyGiven else {
                throw ValidationError(
                    "--preset, --rows, --cols, --mines, --flag-all-mines and --max-players are for minesweeper.")
            }
            return kind.standardSetup
        }
        let winRule: WinRule = flagAllMines ? .flagAllMines : .revealAll
        let custom = [rows, columns, mines]
        let board: MinesweeperOptions
        if let preset {
            guard custom.allSatisfy({ $0 == nil }) else {
                throw ValidationError("Give either --preset or --rows, --cols and --mines, not both.")
            }
            guard let chosen = MinesweeperPreset(rawValue: preset.lowercased()) else {
                let known = MinesweeperPreset.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValidationError("Unknown preset '\(preset)': the presets are \(known).")
            }
            board = try Self.options(chosen.options.rows, chosen.options.columns, chosen.options.mines, winRule)
        } else if let rows, let columns, let mines {
            board = try Self.options(rows, columns, mines, winRule)
        } else if custom.contains(where: { $0 != nil }) {
            throw ValidationError("A custom board needs all of --rows, --cols and --mines.")
        } else {
            let beginner = MinesweeperPreset.beginner.options
            board = try Self.options(beginner.rows, beginner.columns, beginner.mines, winRule)
        }
        let players = maxPlayers ?? MinesweeperSetup.defaultMaxPlayers
        guard Minesweeper.seatRange.contains(players) else {
            let range = Minesweeper.seatRange
            throw ValidationError(
                "--max-players \(players): a board is shared by \(range.lowerBound) to \(range.upperBound) players.")
        }
        return .minesweeper(MinesweeperSetup(options: board, maxPlayers: players))
    }

    /// The rules' options, or their refusal as the error the person reads.
    private static func options(_ rows: Int, _ columns: Int, _ mines: Int, _ rule: WinRule) throws -> MinesweeperOptions
    {
        do {
            return try MinesweeperOptions(rows: rows, columns: columns, mines: mines, winRule: rule)
        } catch {
            throw ValidationError("\(error)")
        }
    }
}
