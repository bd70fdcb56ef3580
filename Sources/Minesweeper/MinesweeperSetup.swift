public import GameCatalog

/// How a co-operative Minesweeper room is set up: the board, and how many players may share it.
///
/// On the wire (inside `GameSetup`): `{"kind": "minesweeper", "maxPlayers": 8, "options": {"columns": 9,
/// "mines": 10, "rows": 9, "winRule": "reveal-all"}}`; `maxPlayers` may be left out for 8.
public struct MinesweeperSetup: GameOptions {
    /// The room's seats: `maxPlayers`.
    public var seatCount: Int { maxPlayers }

    /// The board's size, mines and win rule.
    public var options: MinesweeperOptions
    /// How many seats the room has (1 to 16): the most players who may clear the board together.
    public var maxPlayers: Int

    /// The room size a setup gets when none is given.
    public static let defaultMaxPlayers = 8

    /// A room for `options` with `maxPlayers` seats (the beginner board and 8 seats unless given).
    public init(options: MinesweeperOptions = MinesweeperPreset.beginner.options, maxPlayers: Int = defaultMaxPlayers) {
        self.options = options
        self.maxPlayers = maxPlayers
    }

    private enum CodingKeys: String, CodingKey {
        case options, maxPlayers
    }

    /// Decodes the setup, refusing a number of players outside 1 to 16.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        options = try container.decode(MinesweeperOptions.self, forKey: .options)
        let players = try container.decodeIfPresent(Int.self, forKey: .maxPlayers) ?? Self.defaultMaxPlayers
        guard Minesweeper.seatRange.contains(players) else {
            let range = Minesweeper.seatRange
            throw DecodingError.dataCorruptedError(
                forKey: .maxPlayers, in: container,
                debugDescription: "Minesweeper is played by \(range.lowerBound) to \(range.upperBound), not \(players)")
        }
        maxPlayers = players
    }

    /// Encodes every option, defaults included.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(options, forKey: .options)
        try container.encode(maxPlayers, forKey: .maxPlayers)
    }
}

extension MinesweeperSetup: WritesOwnJSON {
    /// `{"kind":"minesweeper","maxPlayers":…,"options":{"columns":…,"mines":…,"rows":…,"winRule":…}}`: a room's
    /// creation writes it into its first record and its waiting snapshot.
    public func writeJSON(into bytes: inout [UInt8]) {
        JSONBytes.append(#"{"kind":"minesweeper","maxPlayers":"#, to: &bytes)
        JSONBytes.appendInteger(maxPlayers, to: &bytes)
        JSONBytes.append(#","options":{"columns":"#, to: &bytes)
        JSONBytes.appendInteger(options.columns, to: &bytes)
        JSONBytes.append(#","mines":"#, to: &bytes)
        JSONBytes.appendInteger(options.mines, to: &bytes)
        JSONBytes.append(#","rows":"#, to: &bytes)
        JSONBytes.appendInteger(options.rows, to: &bytes)
        // NB: a win rule's name is plain ASCII letters and hyphens: nothing to escape.
        JSONBytes.append(#","winRule":""#, to: &bytes)
        bytes.append(contentsOf: options.winRule.rawValue.utf8)
        JSONBytes.append(#""}}"#, to: &bytes)
    }
}
