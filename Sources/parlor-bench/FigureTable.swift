/// A plain-text table of figures with right-aligned number columns, for the terminal.
struct FigureTable {
    let headers: [String]
    private(set) var rows: [[String]] = []

    init(headers: [String]) {
        self.headers = headers
    }

    mutating func add(_ row: [String]) {
        precondition(row.count == headers.count, "a row needs one cell per column")
        rows.append(row)
    }

    /// The table, the first column left-aligned and the others right-aligned, with a rule under the header.
    var text: String {
        let all = [headers] + rows
        let widths = headers.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(headers), rule] + rows.map(line)).joined(separator: "\n")
    }

    /// `nanoseconds` as microseconds with two decimals, such as "0.42".
    static func microseconds(_ nanoseconds: Int64) -> String {
        let hundredths = (nanoseconds + 5) / 10
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// `number` with thousands separators, such as "255,168".
    static func count(_ number: Int) -> String {
        var digits = Array(String(number))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits)
    }

    /// `value` KiB with one decimal, such as "5.3".
    static func kibibytes(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths < 0 ? "-" : "")\(abs(tenths) / 10).\(abs(tenths) % 10)"
    }
}
