extension Minesweeper {
    /// Something any seat may do at any time while the board is being cleared.
    ///
    /// Wire shape: `{"reveal": "d7"}`, `{"flag": "d7", "on": true}` or `{"chord": "d7"}`.
    public enum Move: Hashable, Sendable, Codable {
        /// Reveal a hidden, unflagged cell: a mine loses the game, a zero floods outwards to the numbers around it.
        case reveal(Cell)
        /// Put a flag on a hidden cell (`on: true`) or take one off (`on: false`). A set, not a toggle, so two
        /// players flagging one cell at once do not cancel each other out.
        case flag(Cell, on: Bool)
        /// On a revealed number with exactly that many flags around it, reveal every other hidden neighbour.
        case chord(Cell)

        /// The cell the move acts on.
        public var cell: Cell {
            switch self {
            case .reveal(let cell), .flag(let cell, _), .chord(let cell): return cell
            }
        }

        private enum CodingKeys: String, CodingKey {
            case reveal, flag, on, chord
        }

        /// Decodes one of the three shapes; exactly one of `reveal`, `flag` and `chord` must be present.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let present = [CodingKeys.reveal, .flag, .chord].filter(container.contains)
            guard present.count == 1, let key = present.first else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath,
                        debugDescription: "A move has exactly one of \"reveal\", \"flag\" and \"chord\"."))
            }
            let cell = try container.decode(Cell.self, forKey: key)
            switch key {
            case .reveal: self = .reveal(cell)
            case .chord: self = .chord(cell)
            default: self = .flag(cell, on: try container.decode(Bool.self, forKey: .on))
            }
        }

        /// Encodes `{"reveal": "d7"}`, `{"flag": "d7", "on": true}` or `{"chord": "d7"}`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .reveal(let cell): try container.encode(cell, forKey: .reveal)
            case .chord(let cell): try container.encode(cell, forKey: .chord)
            case .flag(let cell, let on):
                try container.encode(cell, forKey: .flag)
                try container.encode(on, forKey: .on)
            }
        }
    }
}
