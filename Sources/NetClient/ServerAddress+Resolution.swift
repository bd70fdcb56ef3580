extension ServerAddress {
    /// The environment variable naming a server when neither `--server` nor the config file does.
    public static let environmentVariable = "PARLOR_SERVER"

    /// The server to use: `option` (`--server`) first, then the config file's `server = ...` line, then
    /// `PARLOR_SERVER`, then `ws://127.0.0.1:7420`. An empty value counts as none; a malformed one is an error,
    /// not silently skipped, so a typo does not connect somewhere unexpected.
    public static func resolve(
        option: String?, configText: String?, environment: [String: String]
    ) throws(ServerAddressError) -> ServerAddress {
        let candidates = [option, configText.flatMap(configuredServer), environment[environmentVariable]]
        for case let text? in candidates where !text.allSatisfy({ $0 == " " }) {
            return try ServerAddress(parsing: text)
        }
        return .standard
    }

    /// The value of the last `server = ...` line in a config file's text; `#` starts a comment line.
    public static func configuredServer(in configText: String) -> String? {
        var found: String?
        for line in configText.split(whereSeparator: \.isNewline) {
            let text = line.drop { $0 == " " || $0 == "\t" }
            guard !text.hasPrefix("#"), let equals = text.firstIndex(of: "=") else { continue }
            let key = text[..<equals].filter { $0 != " " && $0 != "\t" }
            guard key == "server" else { continue }
            let value = text[text.index(after: equals)...].filter { $0 != "\t" }
            found = String(value.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        }
        return found
    }
}
