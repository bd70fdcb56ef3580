/// Where a Parlor server listens: a `ws://` address such as `ws://127.0.0.1:7420`, or a `wss://` one (TLS, from
/// `parlor serve --tls-cert` or a reverse proxy) such as `wss://games.example.org`.
public struct ServerAddress: Hashable, Sendable, CustomStringConvertible {
    /// The port a server listens on when none is given.
    public static let defaultPort = 7420

    /// The address used when neither an option, the environment nor the config file names one.
    public static let standard = ServerAddress(host: "127.0.0.1", port: defaultPort)

    /// The host name or IP address (IPv6 without brackets).
    public let host: String
    /// The TCP port.
    public let port: Int
    /// Whether the connection is TLS (`wss://`).
    public let secure: Bool

    /// The port of a `wss://` address that names none: HTTPS's, where a reverse proxy listens.
    public static let defaultSecurePort = 443

    /// The server at `host` and `port`, over TLS when `secure`.
    public init(host: String, port: Int, secure: Bool = false) {
        self.host = host
        self.port = port
        self.secure = secure
    }

    /// Parses `ws://HOST[:PORT][/]`, `wss://HOST[:PORT][/]`, `HOST[:PORT]` or `[IPv6][:PORT]`; the port defaults to
    /// 7420, or 443 for `wss://`.
    public init(parsing text: String) throws(ServerAddressError) {
        var rest = Substring(text.trimmingSpaces)
        var secure = false
        if rest.hasPrefix("ws://") {
            rest = rest.dropFirst(5)
        } else if rest.hasPrefix("wss://") {
            rest = rest.dropFirst(6)
            secure = true
        } else if let scheme = Self.schemeEnd(in: rest) {
            throw .unsupportedScheme(String(rest[..<scheme]))
        }
        if rest.hasSuffix("/") { rest = rest.dropLast() }
        guard !rest.isEmpty else { throw .missingHost(text) }
        let host: Substring
        var portText: Substring?
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { throw .malformed(text) }
            host = rest[rest.index(after: rest.startIndex)..<close]
            let after = rest[rest.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { throw .malformed(text) }
                portText = after.dropFirst()
            }
        } else if let colon = rest.firstIndex(of: ":") {
            host = rest[..<colon]
            portText = rest[rest.index(after: colon)...]
        } else {
            host = rest
        }
        guard !host.isEmpty, !host.contains("/"), !host.contains(" ") else { throw .malformed(text) }
        var port = secure ? Self.defaultSecurePort : Self.defaultPort
        if let portText {
            guard let number = Int(portText), (1...65_535).contains(number) else { throw .badPort(String(portText)) }
            port = number
        }
        self.init(host: String(host), port: port, secure: secure)
    }

    /// Where `://` starts in `text`, if it does.
    private static func schemeEnd(in text: Substring) -> Substring.Index? {
        text.indices.first { text[$0...].hasPrefix("://") }
    }

    /// `ws://HOST:PORT` (`wss://` when secure), with brackets around an IPv6 host.
    public var description: String {
        let scheme = secure ? "wss" : "ws"
        return host.contains(":") ? "\(scheme)://[\(host)]:\(port)" : "\(scheme)://\(host):\(port)"
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
