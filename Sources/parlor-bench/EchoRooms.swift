/// The echo server's rooms: who is in which, by name.
///
/// NB: unchecked Sendable: the echo server runs one event loop thread and every handler calls in from it.
final class EchoRooms: @unchecked Sendable {
    private var members: [String: [EchoHandler]] = [:]

    /// Puts `handler` in room `name`.
    func join(_ name: String, _ handler: EchoHandler) {
        members[name, default: []].append(handler)
    }

    /// Takes `handler` out of room `name`.
    func leave(_ name: String, _ handler: EchoHandler) {
        members[name]?.removeAll { $0 === handler }
        if members[name]?.isEmpty == true { members[name] = nil }
    }

    /// Everyone in room `name`.
    func members(of name: String) -> [EchoHandler] {
        members[name] ?? []
    }
}
