/// Why a theme file was refused: what is wrong, and where.
public struct ThemeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line of the mistake, when it has one.
    public var line: Int?
    /// The 1-based column of the mistake, for syntax errors.
    public var column: Int?
    /// What is wrong, as a sentence fragment such as `roles.cursor.fg: unknown colour "purpel"`.
    public var message: String

    /// An error at `line` and `column`.
    public init(line: Int? = nil, column: Int? = nil, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// "line 3, column 7: expected ',' or '}'".
    public var description: String {
        switch (line, column) {
        case (let line?, let column?): return "line \(line), column \(column): \(message)"
        case (let line?, nil): return "line \(line): \(message)"
        default: return message
        }
    }
}
