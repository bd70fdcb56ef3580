public import ArgumentParser
public import Minesweeper

/// The board a Minesweeper command plays on, the same for `parlor play minesweeper` and `parlor host
/// minesweeper`: a preset, or rows, columns and mines given together, and the winning rule.
public struct MinesweeperBoardOptions: ParsableArguments {
    /// The options as parsed.
    public init() {}

    @Option(
        help: ArgumentHelp(
            "The board: beginner 9x9 with 10 mines (the default), intermediate 16x16 with 40, "
                + "expert 16x30 (16 rows by 30 columns) with 99.",
            valueName: "preset"))
    var preset: MinesweeperPreset?

    // NB: .unconditional takes "-3" as the value rather than as an unknown option, so a negative size is refused
    // with the rules' sentence (the allowed range) instead of "Missing value for '--rows <r>'".
    @Option(
        parsing: .unconditional, help: ArgumentHelp("Rows of a custom board, with --cols and --mines.", valueName: "r"))
    var rows: Int?

    @Option(
        name: .customLong("cols"), parsing: .unconditional,
        help: ArgumentHelp("Columns of a custom board.", valueName: "c"))
    var columns: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Mines on a custom board.", valueName: "m"))
    var mines: Int?

    @Flag(help: "Win only once every mine is flagged, not just when every safe cell is revealed.")
    var flagAllMines = false

    // NB: no validate() here: the commands ask for the setup, which calls options(), and say what is wrong.

    /// The board asked for; throws a `ValidationError` (exit 64) naming what is wrong: a custom size only partly
    /// given or given beside a preset, or a size the rules refuse (in the rules' own sentence).
    public func options() throws -> MinesweeperOptions {
        let winRule: WinRule = flagAllMines ? .flagAllMines : .revealAll
        let custom = [rows, columns, mines].compactMap(\.self)
        if custom.isEmpty {
            let preset = (preset ?? .beginner).options
            return try make(rows: preset.rows, columns: preset.columns, mines: preset.mines, winRule: winRule)
        }
        guard preset == nil else {
            throw ValidationError("Give either --preset or --rows, --cols and --mines, not both.")
        }
        guard let rows, let columns, let mines else {
            throw ValidationError("A custom board needs all three of --rows, --cols and --mines.")
        }
        return try make(rows: rows, columns: columns, mines: mines, winRule: winRule)
    }

    private func make(rows: Int, columns: Int, mines: Int, winRule: WinRule) throws -> MinesweeperOptions {
        do {
            return try MinesweeperOptions(rows: rows, columns: columns, mines: mines, winRule: winRule)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
