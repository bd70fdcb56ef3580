/// Why a server address could not be understood.
public enum ServerAddressError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Only `ws://` and `wss://` are spoken.
    case unsupportedScheme(String)
    /// Nothing names the host.
    case missingHost(String)
    /// The text is not an address.
    case malformed(String)
    /// The port is not a number from 1 to 65535.
    case badPort(String)

    /// One line for the person who typed it.
    public var description: String {
        switch self {
        case .unsupportedScheme(let scheme):
            "unsupported scheme \"\(scheme)://\": use ws://HOST:PORT or wss://HOST:PORT"
        case .missingHost(let text): "no host in \"\(text)\": use ws://HOST:PORT"
        case .malformed(let text): "\"\(text)\" is not a server address: use ws://HOST:PORT"
        case .badPort(let port): "bad port \"\(port)\": use a number from 1 to 65535"
        }
    }
}
