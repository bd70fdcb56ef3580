import Foundation

/// Why a server this program runs (`parlor serve`, `parlor host --lan`) could not listen, as one line that names the
/// port or host and what to do: told apart from the server's own error, which names system calls and errnos.
enum ListenFailure: Error, Equatable, CustomStringConvertible {
    /// Something else listens on the port.
    case portTaken(Int)
    /// The host to listen on is no name or address this machine resolves.
    case unknownHost(String)

    /// The failure `error` stands for, when starting a server on `host` and `port` threw it; `nil` for any other.
    init?(recognising error: any Error, host: String, port: Int) {
        let text = "\(error)"
        // NB: NIO's error says "Address already in use (errno: 98)" and names an unknown host
        // `SocketAddressError.UnknownHost`; matching their text keeps the executable free of a NIO dependency.
        if text.contains(String(cString: strerror(EADDRINUSE))) {
            self = .portTaken(port)
        } else if text.contains("UnknownHost") {
            self = .unknownHost(host)
        } else {
            return nil
        }
    }

    /// One line for the person.
    var description: String {
        switch self {
        case .portTaken(let port):
            "port \(port) is already in use (another Parlor server?): choose another with --port, or --port 0 "
                + "for any free one."
        case .unknownHost(let host):
            "cannot listen on --host \(host): no interface of this machine has that name or address; use one such "
                + "as 127.0.0.1 (this machine only) or 0.0.0.0 (every interface)."
        }
    }
}
