public import GameCatalog
import GameCore

// NB: every accepted move writes a move record, a `moved` event and a view of the board, and reads a client's move:
// written and read through the generic coders these were a large share of the server's work, so tic-tac-toe keeps
// its own. WireProtocolTests and ServerCoreTests hold them to Foundation's bytes.

extension TicTacToe: WritesOwnJSON {
    /// `{"board":[…],"ending":…,"kind":"tic-tac-toe","moves":[…],"starter":…}`.
    public func writeJSON(into bytes: inout [UInt8]) {
        JSONBytes.append(#"{"board":["#, to: &bytes)
        for (index, mark) in board.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            switch mark {
            case nil: JSONBytes.append("null", to: &bytes)
            case .x: JSONBytes.append(#""x""#, to: &bytes)
            case .o: JSONBytes.append(#""o""#, to: &bytes)
            }
        }
        bytes.append(UInt8(ascii: "]"))
        switch ending {
        case nil:
            break
        case .draw:
            JSONBytes.append(#","ending":{"draw":{}}"#, to: &bytes)
        case .won(let seat, let lines):
            JSONBytes.append(#","ending":{"won":{"by":"#, to: &bytes)
            JSONBytes.appendInteger(seat.index, to: &bytes)
            JSONBytes.append(#","lines":["#, to: &bytes)
            for (index, line) in lines.enumerated() {
                JSONBytes.append(index > 0 ? #",{"squares":["# : #"{"squares":["#, to: &bytes)
                Square.writeJSON(line.squares, into: &bytes)
                JSONBytes.append("]}", to: &bytes)
            }
            JSONBytes.append("]}}", to: &bytes)
        }
        JSONBytes.append(#","kind":"tic-tac-toe","moves":["#, to: &bytes)
        Square.writeJSON(moves, into: &bytes)
        JSONBytes.append(#"],"starter":"#, to: &bytes)
        JSONBytes.appendInteger(starter.index, to: &bytes)
        bytes.append(UInt8(ascii: "}"))
    }
}

extension TicTacToe.Move: WritesOwnJSON, ReadsCanonicalJSON {
    /// `{"kind":"tic-tac-toe","mark":{"square":{"column":…,"row":…}}}`.
    public func writeJSON(into bytes: inout [UInt8]) {
        switch self {
        case .mark(let square):
            JSONBytes.append(#"{"kind":"tic-tac-toe","mark":{"square":"#, to: &bytes)
            square.writeJSON(into: &bytes)
            JSONBytes.append("}}", to: &bytes)
        }
    }

    /// The mark whose canonical text `bytes` are exactly.
    public static func readCanonicalJSON(_ bytes: UnsafeBufferPointer<UInt8>) -> TicTacToe.Move? {
        var scanner = CanonicalScanner(bytes: bytes)
        guard scanner.skip(#"{"kind":"tic-tac-toe","mark":{"square":{"column":"#), let column = scanner.natural(),
            scanner.skip(#","row":"#), let row = scanner.natural(), scanner.skip("}}}"), scanner.isAtEnd
        else { return nil }
        return .mark(Square(row: row, column: column))
    }
}

extension TicTacToeOptions: WritesOwnJSON {
    /// `{"firstStarter":…,"kind":"tic-tac-toe"}`.
    public func writeJSON(into bytes: inout [UInt8]) {
        JSONBytes.append(#"{"firstStarter":"#, to: &bytes)
        JSONBytes.appendInteger(firstStarter.index, to: &bytes)
        JSONBytes.append(#","kind":"tic-tac-toe"}"#, to: &bytes)
    }
}

extension Square {
    /// `{"column":…,"row":…}`.
    func writeJSON(into bytes: inout [UInt8]) {
        if (0..<3).contains(row), (0..<3).contains(column) {
            return bytes.append(contentsOf: Self.boardSquaresJSON[row * 3 + column])
        }
        JSONBytes.append(#"{"column":"#, to: &bytes)
        JSONBytes.appendInteger(column, to: &bytes)
        JSONBytes.append(#","row":"#, to: &bytes)
        JSONBytes.appendInteger(row, to: &bytes)
        bytes.append(UInt8(ascii: "}"))
    }

    /// Squares separated by commas.
    static func writeJSON(_ squares: [Square], into bytes: inout [UInt8]) {
        for (index, square) in squares.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            square.writeJSON(into: &bytes)
        }
    }

    /// The text of each square of a 3 × 3 board, row by row.
    ///
    /// NB: one copy for a square instead of five appends: a view lists every move so far.
    private static let boardSquaresJSON: [[UInt8]] = (0..<9).map { index in
        Array(#"{"column":\#(index % 3),"row":\#(index / 3)}"#.utf8)
    }
}
