/// Why `parlor host --lan` could not start its server.
enum LANServerError: Error, Equatable, CustomStringConvertible {
    /// Something else listens on the port.
    case portTaken(Int)
    /// The server did not start, for `reason`.
    case failed(port: Int, reason: String)

    /// One line for the person.
    var description: String {
        switch self {
        case .portTaken(let port):
            ListenFailure.portTaken(port).description
        case .failed(let port, let reason):
            "the LAN server on port \(port) did not start: \(reason)"
        }
    }
}
