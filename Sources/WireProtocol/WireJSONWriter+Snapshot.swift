import GameCatalog
import GameCore

extension WireJSONWriter {
    /// `{"gameID":…,"seat":…,"seatSecret":…,"type":"seated"}`.
    static func writeSeated(gameID: GameID, seat: Seat, seatSecret: SeatSecret, into bytes: inout [UInt8]) {
        bytes.reserveCapacity(bytes.count + 96)
        append(#"{"gameID":"#, to: &bytes)
        writeString(gameID.text, into: &bytes)
        append(#","seat":"#, to: &bytes)
        writeInteger(seat.index, into: &bytes)
        append(#","seatSecret":"#, to: &bytes)
        writeString(seatSecret.revealedText, into: &bytes)
        append(#","type":"seated"}"#, to: &bytes)
    }

    /// The `snapshot` message of a room with no view, last result or clock (a room waiting for its players, as a
    /// create sends it), or `false`, with nothing written, for any other snapshot.
    ///
    /// NB: through `Encodable` a new room's snapshot was a large part of a create. This copies the shapes the
    /// synthesized `Codable` conformances of `RoomSnapshot`, `PlayerInfo` and `RoomScore` produce (absent
    /// optionals left out), keys in sorted order, with the setup as its game writes it; a test holds it to
    /// Foundation's bytes.
    static func writeWaitingSnapshot(_ snapshot: RoomSnapshot, into bytes: inout [UInt8]) -> Bool {
        guard snapshot.view == nil, snapshot.lastResult == nil, snapshot.clock == nil else { return false }
        bytes.reserveCapacity(bytes.count + 320 + 112 * snapshot.players.count)
        append(#"{"snapshot":{"gameID":"#, to: &bytes)
        writeString(snapshot.gameID.text, into: &bytes)
        append(#","phase":"#, to: &bytes)
        writeString(snapshot.phase.rawValue, into: &bytes)
        append(#","players":["#, to: &bytes)
        for (index, player) in snapshot.players.enumerated() {
            append(index > 0 ? #",{"# : "{", to: &bytes)
            if let claimable = player.claimableInMilliseconds {
                append(#""claimableInMilliseconds":"#, to: &bytes)
                writeInteger(claimable, into: &bytes)
                bytes.append(UInt8(ascii: ","))
            }
            append(#""connection":"#, to: &bytes)
            writeString(player.connection.rawValue, into: &bytes)
            append(#","name":"#, to: &bytes)
            writeString(player.name.text, into: &bytes)
            append(#","seat":"#, to: &bytes)
            writeInteger(player.seat.index, into: &bytes)
            append(player.wantsRematch ? #","wantsRematch":true}"# : #","wantsRematch":false}"#, to: &bytes)
        }
        append(#"],"round":"#, to: &bytes)
        writeInteger(snapshot.round, into: &bytes)
        append(#","score":{"draws":"#, to: &bytes)
        writeInteger(snapshot.score.draws, into: &bytes)
        append(#","sharedLosses":"#, to: &bytes)
        writeInteger(snapshot.score.sharedLosses, into: &bytes)
        append(#","wins":["#, to: &bytes)
        for (index, wins) in snapshot.score.wins.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            writeInteger(wins, into: &bytes)
        }
        append(#"]},"sequence":"#, to: &bytes)
        writeInteger(snapshot.sequence, into: &bytes)
        append(#","setup":"#, to: &bytes)
        writeSetup(snapshot.setup, into: &bytes)
        append(#","spectators":"#, to: &bytes)
        writeInteger(snapshot.spectators, into: &bytes)
        if let seat = snapshot.yourSeat {
            append(#","yourSeat":"#, to: &bytes)
            writeInteger(seat.index, into: &bytes)
        }
        append(#"},"type":"snapshot"}"#, to: &bytes)
        return true
    }

    /// The setup's JSON: written by the game when its options write their own, else through `Encodable`.
    static func writeSetup(_ setup: GameSetup, into bytes: inout [UInt8]) {
        guard setup.writeOwnJSON(into: &bytes) else {
            bytes += WireCoder.writeValue(setup).utf8
            return
        }
    }
}
