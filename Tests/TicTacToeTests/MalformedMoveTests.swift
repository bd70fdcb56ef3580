import TestGames
import Testing
import WireProtocol

/// Tic-tac-toe's values in a malformed frame: the general reader names the game's own fields by their path in the
/// message (`move.mark.square.row`), and the game's own check of its options gives the reason.
@Suite struct MalformedMoveTests {
    static let longest = "-9223372036854775808 to 9223372036854775807"

    static let refused: [(String, ClientMessage.MessageType, String)] = [
        (
            #"{"clientMoveID":"m1","lastSeenSequence":0,"move":{"kind":"tic-tac-toe","mark":{}},"type":"move"}"#,
            .move, #"missing field "move.mark.square" in "move""#
        ),
        (
            #"{"clientMoveID":"m1","lastSeenSequence":0,"move":{"kind":"tic-tac-toe","mark":{"square":{"column":1,"row":"1"}}},"type":"move"}"#,
            .move, #"field "move.mark.square.row" in "move" must be an integer, not a string"#
        ),
        (
            #"{"name":"Ada","setup":{"firstStarter":2,"kind":"tic-tac-toe"},"type":"createRoom"}"#, .createRoom,
            #"invalid field "setup.firstStarter" in "createRoom": tic-tac-toe is started by seat 0 or 1, not 2"#
        ),
        (
            #"{"clientMoveID":"m1","lastSeenSequence":0,"move":{"kind":"tic-tac-toe","mark":{"square":{"column":1,"row":-99999999999999999999}}},"type":"move"}"#,
            .move,
            #"field "move.mark.square.row" in "move" must be an integer from \#(longest), not -99999999999999999999"#
        ),
    ]

    @Test(arguments: refused)
    func aMalformedFieldOfTheGameIsNamedByItsPath(text: String, type: ClientMessage.MessageType, problem: String) {
        #expect(throws: ProtocolError.malformed(problem, inReplyTo: type)) {
            try WireCoder.decode(ClientMessage.self, from: text, games: TestGames.shipped)
        }
    }
}
