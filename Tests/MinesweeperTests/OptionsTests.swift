import CustomDump
import Minesweeper
import Testing

/// How every mine-count refusal ends.
private let clearNote = " (9 cells are kept clear around the first reveal)."

@Suite struct OptionsTests {
    @Test(arguments: [
        (MinesweeperPreset.beginner, 9, 9, 10), (.intermediate, 16, 16, 40), (.expert, 16, 30, 99),
    ])
    func presetsAreTheClassicBoards(preset: MinesweeperPreset, rows: Int, columns: Int, mines: Int) throws {
        let expected = try MinesweeperOptions(rows: rows, columns: columns, mines: mines)
        #expect(preset.options == expected)
        #expect(expected.preset == preset)
        #expect(expected.winRule == .revealAll)
    }

    @Test func aCustomBoardIsNoPreset() throws {
        #expect(try MinesweeperOptions(rows: 9, columns: 9, mines: 11).preset == nil)
    }

    @Test(arguments: [(5, 5, 1), (5, 5, 16), (99, 99, 9792), (5, 99, 100), (99, 5, 486)])
    func boardsAtTheBoundsAreAllowed(rows: Int, columns: Int, mines: Int) throws {
        let options = try MinesweeperOptions(rows: rows, columns: columns, mines: mines, winRule: .flagAllMines)
        #expect((options.rows, options.columns, options.mines) == (rows, columns, mines))
        #expect(options.winRule == .flagAllMines)
    }

    @Test(arguments: [
        (4, 9, 10, MinesweeperOptionsError.rowsOutOfRange(4), "A board has 5 to 99 rows, not 4."),
        (100, 9, 10, .rowsOutOfRange(100), "A board has 5 to 99 rows, not 100."),
        (9, 0, 10, .columnsOutOfRange(0), "A board has 5 to 99 columns, not 0."),
        (9, -3, 10, .columnsOutOfRange(-3), "A board has 5 to 99 columns, not -3."),
        (
            9, 9, 0, .minesOutOfRange(0, rows: 9, columns: 9),
            "A board of 9 rows by 9 columns takes 1 to 72 mines, not 0" + clearNote
        ),
        (
            9, 9, 73, .minesOutOfRange(73, rows: 9, columns: 9),
            "A board of 9 rows by 9 columns takes 1 to 72 mines, not 73" + clearNote
        ),
        (
            5, 10, 60, .minesOutOfRange(60, rows: 5, columns: 10),
            "A board of 5 rows by 10 columns takes 1 to 41 mines, not 60" + clearNote
        ),
        (
            16, 30, -1, .minesOutOfRange(-1, rows: 16, columns: 30),
            "A board of 16 rows by 30 columns takes 1 to 471 mines, not -1" + clearNote
        ),
    ])
    func boardsOutsideTheBoundsSayWhatIsAllowed(
        rows: Int, columns: Int, mines: Int, error: MinesweeperOptionsError, sentence: String
    ) {
        #expect(throws: error) { try MinesweeperOptions(rows: rows, columns: columns, mines: mines) }
        #expect(error.description == sentence)
    }

    @Test func optionsEncodeAsTheirFourFields() throws {
        let json = try JSONRoundTrip.encode(MinesweeperPreset.expert.options)
        #expect(json == #"{"columns":30,"mines":99,"rows":16,"winRule":"reveal-all"}"#)
        #expect(try JSONRoundTrip.decode(MinesweeperOptions.self, from: json) == MinesweeperPreset.expert.options)
        let withoutRule = try JSONRoundTrip.decode(MinesweeperOptions.self, from: #"{"columns":9,"mines":10,"rows":9}"#)
        #expect(withoutRule == MinesweeperPreset.beginner.options)
    }

    @Test(arguments: [
        (
            #"{"columns":9,"mines":80,"rows":9}"#,
            "A board of 9 rows by 9 columns takes 1 to 72 mines, not 80" + clearNote
        ),
        (#"{"columns":200,"mines":10,"rows":9}"#, "A board has 5 to 99 columns, not 200."),
    ])
    func decodingRefusesOptionsOutOfBoundsWithTheSameSentence(json: String, sentence: String) throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONRoundTrip.decode(MinesweeperOptions.self, from: json)
        }
        guard case .dataCorrupted(let context) = error else { Issue.record("\(error)"); return }
        #expect(context.debugDescription == sentence)
    }

    @Test func winRulesAndPresetsHaveReadableNames() throws {
        #expect(try JSONRoundTrip.encode(WinRule.allCases) == #"["reveal-all","flag-all-mines"]"#)
        #expect(try JSONRoundTrip.encode(MinesweeperPreset.allCases) == #"["beginner","intermediate","expert"]"#)
    }
}
