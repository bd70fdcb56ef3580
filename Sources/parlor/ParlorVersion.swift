import WireProtocol

/// Which Parlor this is: what `parlor --version` prints and what the client tells a server in `hello`.
enum ParlorVersion {
    /// The release.
    static let release = "0.3"

    /// `parlor --version`: the release and the protocol it speaks, which decides which servers it can play on.
    static var description: String {
        "parlor \(release) (protocol version \(ProtocolVersion.current.number))"
    }
}
