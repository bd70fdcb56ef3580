import NIOCore

/// The client messages the generator sends, written straight into an outgoing buffer in the server's canonical
/// form (docs/protocol.md §7).
enum ClientText {
    static let hello = #"{"client":"parlor-bench","clientVersion":"1","protocolVersion":1,"type":"hello"}"#
    static let offerRematch = #"{"type":"offerRematch"}"#

    /// The HTTP request that opens a WebSocket to `host`:`port` (a fixed key: the generator does not check the
    /// server's answer to it).
    static func upgradeRequest(host: String, port: Int) -> String {
        "GET / HTTP/1.1\r\nHost: \(host):\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: cGFybG9yLWJlbmNoLWtleQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
    }

    static func createRoom(name: String) -> String {
        #"{"name":"\#(name)","setup":{"firstStarter":0,"kind":"tic-tac-toe"},"type":"createRoom"}"#
    }

    static func join(_ gameID: String, name: String) -> String {
        #"{"gameID":"\#(gameID)","name":"\#(name)","type":"join"}"#
    }

    static func watch(_ gameID: String) -> String {
        #"{"gameID":"\#(gameID)","type":"watch"}"#
    }

    /// A `move` marking square `index` (0-8, row by row from the top left).
    static func writeMove(into buffer: inout ByteBuffer, moveID: Int, lastSeen: Int, square index: Int) {
        buffer.writeStaticString(#"{"clientMoveID":"m"#)
        writeDecimal(moveID, into: &buffer)
        buffer.writeStaticString(#"","lastSeenSequence":"#)
        writeDecimal(lastSeen, into: &buffer)
        buffer.writeStaticString(#","move":{"kind":"tic-tac-toe","mark":{"square":{"column":"#)
        buffer.writeInteger(UInt8(48 + index % 3))
        buffer.writeStaticString(#","row":"#)
        buffer.writeInteger(UInt8(48 + index / 3))
        buffer.writeStaticString(#"}}},"type":"move"}"#)
    }

    /// Appends `value` (0 or more) in decimal.
    static func writeDecimal(_ value: Int, into buffer: inout ByteBuffer) {
        if value >= 10 { writeDecimal(value / 10, into: &buffer) }
        buffer.writeInteger(UInt8(48 + value % 10))
    }
}
