extension TicTacToe {
    /// What a seat can do on its turn.
    public enum Move: Hashable, Sendable, Codable {
        /// Write the seat's mark on a square.
        case mark(Square)

        private enum CodingKeys: String, CodingKey {
            case mark
        }

        private enum MarkCodingKeys: String, CodingKey {
            case square
        }

        // NB: a move crosses the wire, and an unlabelled associated value would encode as "_0"; this gives the
        // shape a labelled case would, {"mark": {"square": {"row": 1, "column": 1}}}, without changing the API.
        /// Decodes `{"mark": {"square": …}}`.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let mark = try container.nestedContainer(keyedBy: MarkCodingKeys.self, forKey: .mark)
            self = .mark(try mark.decode(Square.self, forKey: .square))
        }

        /// Encodes `{"mark": {"square": …}}`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .mark(let square):
                var mark = container.nestedContainer(keyedBy: MarkCodingKeys.self, forKey: .mark)
                try mark.encode(square, forKey: .square)
            }
        }
    }
}
