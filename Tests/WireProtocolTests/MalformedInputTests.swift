import CustomDump
import GameCatalog
import TestGames
import Testing
import WireProtocol

/// How the general reader refuses a malformed frame, naming the field and the reason; a game's own fields are named
/// by their path in the message (the press race stands for any game; each game's tests check its own values).
@Suite struct MalformedInputTests {
    static let move = #""move":{"kind":"press-race","press":{}}"#
    static let moveTail = #""clientMoveID":"m1","type":"move"}"#

    /// A move message whose `lastSeenSequence` is written as `number`.
    static func move(lastSeen number: String) -> String {
        #"{"lastSeenSequence":\#(number),\#(move),\#(moveTail)"#
    }

    static let notJSON: [(String, String)] = [
        ("hello", #"not JSON: unexpected character 'h' at byte 0"#),
        ("", "not JSON: unexpected end of input"),
        ("   ", "not JSON: unexpected end of input"),
        (#"{"type":"ping","nonce":"1""#, "not JSON: unexpected end of input"),
        (
            #"{"type":"ping","nonce":"1"} x"#,
            #"not JSON: unexpected character 'x' at byte 28 after the end of the message"#
        ),
        (
            #"{"type":"ping"}{"type":"ping"}"#,
            #"not JSON: unexpected character '{' at byte 15 after the end of the message"#
        ),
        ("{'type':'ping'}", #"not JSON: unexpected character "'" at byte 1 where a field name should be"#),
        (#"{"type":"ping",}"#, #"not JSON: unexpected character '}' at byte 15 where a field name should be"#),
        (#"{"type" "ping"}"#, #"not JSON: unexpected character '"' at byte 8"#),
        (#"{"type":"ping";"nonce":"1"}"#, #"not JSON: unexpected character ';' at byte 14"#),
        ("{\"type\":\"ping\",\"nonce\":\"a\u{01}\"}", "not JSON: unescaped character U+0001 in a string at byte 25"),
        (#"{"type":"ping","nonce":"\q"}"#, #"not JSON: unknown escape character 'q' at byte 24"#),
        (#"{"type":"ping","nonce":"\u12"}"#, #"not JSON: unexpected character '"' at byte 28 in a \u escape"#),
        (#"{"type":"ping","nonce":"\ud800"}"#, #"not JSON: \u escape at byte 24 is half of a surrogate pair"#),
        (#"{"type":"ping","nonce":"\udc00\ud800"}"#, #"not JSON: \u escape at byte 24 is half of a surrogate pair"#),
        (#"{"type":"ping","nonce":NaN}"#, #"not JSON: unexpected character 'N' at byte 23"#),
        (#"{"type":"ping","nonce":tru}"#, #"not JSON: unexpected character '}' at byte 26"#),
        ("\u{FEFF}{\"type\":\"leave\"}", "not JSON: unexpected character U+FEFF at byte 0"),
        (move(lastSeen: "01"), #"not JSON: unexpected character '1' at byte 21"#),
        (move(lastSeen: "-"), #"not JSON: unexpected character ',' at byte 21"#),
        (move(lastSeen: "1."), #"not JSON: unexpected character ',' at byte 22"#),
        (move(lastSeen: "1e"), #"not JSON: unexpected character ',' at byte 22"#),
    ]

    @Test(arguments: notJSON)
    func textThatIsNotJSONIsNamed(text: String, problem: String) {
        expectError(.malformed(problem), decoding: text)
    }

    static let invalidUTF8: [([UInt8], String)] = [
        ([0x7B, 0xFF, 0x7D], "not JSON: invalid UTF-8 at byte 1"),
        (Array(#"{"type":"ping","nonce":""#.utf8) + [0xC3, 0x28, 0x22, 0x7D], "not JSON: invalid UTF-8 at byte 24"),
        // NB: an overlong encoding of "/" and a UTF-16 surrogate written as UTF-8 are both invalid UTF-8.
        (Array(#"{"type":"ping","nonce":""#.utf8) + [0xC0, 0xAF, 0x22, 0x7D], "not JSON: invalid UTF-8 at byte 24"),
        (
            Array(#"{"type":"ping","nonce":""#.utf8) + [0xED, 0xA0, 0x80, 0x22, 0x7D],
            "not JSON: invalid UTF-8 at byte 24"
        ),
    ]

    @Test(arguments: invalidUTF8)
    func invalidUTF8IsNamed(bytes: [UInt8], problem: String) {
        #expect(throws: ProtocolError.malformed(problem)) {
            try WireCoder.decode(ClientMessage.self, fromUTF8: bytes, games: TestGames.all)
        }
    }

    static let withoutKnownType: [(String, String)] = [
        ("[]", "a message must be a JSON object, not an array"),
        (#""hello""#, "a message must be a JSON object, not a string"),
        ("null", "a message must be a JSON object, not null"),
        ("42", "a message must be a JSON object, not 42"),
        ("true", "a message must be a JSON object, not true"),
        ("{}", #"missing field "type""#),
        (#"{"nonce":"1"}"#, #"missing field "type""#),
        (#"{"type":7}"#, #"field "type" must be a string, not 7"#),
        (#"{"type":null}"#, #"field "type" must be a string, not null"#),
        (#"{"type":{"name":"ping"}}"#, #"field "type" must be a string, not an object"#),
        (#"{"type":"mvoe"}"#, #"unknown message type "mvoe""#),
        (#"{"type":"Move"}"#, #"unknown message type "Move""#),
        (#"{"type":""}"#, #"unknown message type """#),
        (#"{"type":"welcome"}"#, #"unknown message type "welcome""#),
        (#"{"type":"\u001b[31mevil"}"#, #"unknown message type "?[31mevil""#),
        (
            #"{"type":"\#(String(repeating: "x", count: 100))"}"#,
            #"unknown message type "\#(String(repeating: "x", count: 32))…""#
        ),
        (#"{"type":"ping","type":"leave"}"#, #"duplicate field "type""#),
        (#"{"type":"ping","nonce":"1","junk":[{"a":1,"a":2}]}"#, #"duplicate field "junk[0].a""#),
    ]

    @Test(arguments: withoutKnownType)
    func messageWithoutAKnownTypeIsNamed(text: String, problem: String) {
        expectError(.malformed(problem), decoding: text)
    }

    static let missingFields: [(String, ClientMessage.MessageType, String)] = [
        (#"{"name":"Bob","type":"join"}"#, .join, #"missing field "gameID" in "join""#),
        (#"{"gameID":"K7MZ2QHD","type":"join"}"#, .join, #"missing field "name" in "join""#),
        (
            #"{"client":"x","clientVersion":"1","type":"hello"}"#, .hello,
            #"missing field "protocolVersion" in "hello""#
        ),
        (#"{"type":"ping"}"#, .ping, #"missing field "nonce" in "ping""#),
        (
            #"{"name":"Ada","setup":{"countdownMilliseconds":300,"kind":"press-race","seats":3},"type":"createRoom"}"#,
            .createRoom, #"missing field "setup.pressWithinMilliseconds" in "createRoom""#
        ),
        (
            #"{"clientMoveID":"m1","lastSeenSequence":0,"move":{"mark":{}},"type":"move"}"#, .move,
            #"missing field "move.kind" in "move""#
        ),
        (#"{\#(move),\#(moveTail)"#, .move, #"missing field "lastSeenSequence" in "move""#),
        (
            #"{"name":"Ada","setup":{},"type":"createRoom"}"#, .createRoom,
            #"missing field "setup.kind" in "createRoom""#
        ),
    ]

    @Test(arguments: missingFields)
    func missingFieldIsNamed(text: String, type: ClientMessage.MessageType, problem: String) {
        expectError(.malformed(problem, inReplyTo: type), decoding: text)
    }

    static let wrongTypes: [(String, ClientMessage.MessageType, String)] = [
        (
            #"{"gameID":12345678,"name":"Bob","type":"join"}"#, .join,
            #"field "gameID" in "join" must be a string, not 12345678"#
        ),
        (#"{"gameID":null,"type":"watch"}"#, .watch, #"field "gameID" in "watch" must be a string, not null"#),
        (
            #"{"client":"x","clientVersion":"1","protocolVersion":"1","type":"hello"}"#, .hello,
            #"field "protocolVersion" in "hello" must be an integer, not a string"#
        ),
        (
            #"{"clientMoveID":"m1","lastSeenSequence":0,"move":"b2","type":"move"}"#, .move,
            #"field "move" in "move" must be an object, not a string"#
        ),
        (
            #"{"name":"Ada","setup":{"countdownMilliseconds":300,"kind":"press-race","pressWithinMilliseconds":1,"seats":"3"},"type":"createRoom"}"#,
            .createRoom, #"field "setup.seats" in "createRoom" must be an integer, not a string"#
        ),
        (#"{"nonce":["a"],"type":"ping"}"#, .ping, #"field "nonce" in "ping" must be a string, not an array"#),
        (
            #"{"gameID":"K7MZ2QHD","name":true,"type":"join"}"#, .join,
            #"field "name" in "join" must be a string, not true"#
        ),
    ]

    @Test(arguments: wrongTypes)
    func wrongTypedFieldIsNamed(text: String, type: ClientMessage.MessageType, problem: String) {
        expectError(.malformed(problem, inReplyTo: type), decoding: text)
    }

    static let invalidValues: [(String, ClientMessage.MessageType, String)] = [
        (
            #"{"gameID":"ABC","type":"watch"}"#, .watch,
            #"invalid field "gameID" in "watch": game ID "ABC" has 3 characters, not 8"#
        ),
        (
            #"{"gameID":"K7MZ2QH0","type":"watch"}"#, .watch,
            #"invalid field "gameID" in "watch": game ID "K7MZ2QH0" contains "0", which game IDs never use "#
                + "(they use 23456789ABCDEFGHJKMNPQRSTVWXYZ)"
        ),
        (
            #"{"gameID":"K7MZ2QHD","name":"Bob","seatSecret":"hunter2","type":"join"}"#, .join,
            #"invalid field "seatSecret" in "join": a seat secret has 22 characters, not 7"#
        ),
        (
            #"{"gameID":"K7MZ2QHD","name":"Bob","seatSecret":"q3UvBw8Pz1X0aY5mR2tL9+","type":"join"}"#, .join,
            #"invalid field "seatSecret" in "join": a seat secret is written in base64url (A-Z, a-z, 0-9, - and _)"#
        ),
        (
            #"{"gameID":"K7MZ2QHD","name":" \u0007\u202e ","type":"join"}"#, .join,
            #"invalid field "name" in "join": a name needs at least one printable character"#
        ),
        (
            #"{"gameID":"K7MZ2QHD","name":"\#(String(repeating: "n", count: 25))","type":"join"}"#, .join,
            #"invalid field "name" in "join": a name has at most 24 characters and 96 bytes, not 25 characters "#
                + "and 25 bytes"
        ),
        (
            #"{"clientMoveID":"m1","lastSeenSequence":0,"move":{"kind":"chess","from":"e2"},"type":"move"}"#, .move,
            #"invalid field "move.kind" in "move": unknown game kind "chess"; known kinds: \#(knownKinds)"#
        ),
        (
            move(lastSeen: "-1"), .move,
            #"invalid field "lastSeenSequence" in "move": a sequence number is 0 or more, not -1"#
        ),
        (
            #"{"clientMoveID":"m 1","lastSeenSequence":0,\#(move),"type":"move"}"#, .move,
            #"invalid field "clientMoveID" in "move": client move ID "m 1" may contain only A-Z, a-z, 0-9, '.', "#
                + #"'_', ':' and '-'"#
        ),
        (
            #"{"clientMoveID":"","lastSeenSequence":0,\#(move),"type":"move"}"#, .move,
            #"invalid field "clientMoveID" in "move": a client move ID cannot be empty"#
        ),
        (
            #"{"client":"\u001b]0;pwned\u0007","clientVersion":"1","protocolVersion":1,"type":"hello"}"#, .hello,
            #"invalid field "client" in "hello": contains a control or format character"#
        ),
        (
            #"{"nonce":"\#(String(repeating: "z", count: 65))","type":"ping"}"#, .ping,
            #"invalid field "nonce" in "ping": has at most 64 characters, not 65"#
        ),
        (
            #"{"kind":"pressrace","name":"Ada","type":"quickMatch","x":0}"#,
            .quickMatch,
            #"invalid field "kind" in "quickMatch": unknown game kind "pressrace"; known kinds: \#(knownKinds)"#
        ),
        (
            #"{"gameIDs":[\#(Array(repeating: #""K7MZ2QHD""#, count: 101).joined(separator: ","))],"type":"history"}"#,
            .history, #"invalid field "gameIDs" in "history": has at most 100 game IDs, not 101"#
        ),
        (
            #"{"at":{"column":3,"row":-1},"type":"pointer"}"#, .pointer,
            #"invalid field "at.row" in "pointer": must be 0 to 999, not -1"#
        ),
        (
            #"{"at":{"column":1000,"row":0},"type":"pointer"}"#, .pointer,
            #"invalid field "at.column" in "pointer": must be 0 to 999, not 1000"#
        ),
    ]

    @Test(arguments: invalidValues)
    func invalidValueIsNamedWithTheReason(text: String, type: ClientMessage.MessageType, problem: String) {
        expectError(.malformed(problem, inReplyTo: type), decoding: text)
    }

    static let longest = "-9223372036854775808 to 9223372036854775807"

    /// The kinds an unknown kind's refusal lists: every game the tests know, in their order.
    static let knownKinds = TestGames.all.kinds.map { #""\#($0.rawValue)""# }.joined(separator: ", ")

    static let hugeNumbers: [(String, String)] = [
        (move(lastSeen: "1e400"), #"field "lastSeenSequence" in "move" must be an integer, not 1e400"#),
        (move(lastSeen: "1.5"), #"field "lastSeenSequence" in "move" must be an integer, not 1.5"#),
        (move(lastSeen: "2E1"), #"field "lastSeenSequence" in "move" must be an integer, not 2E1"#),
        (
            move(lastSeen: "9223372036854775808"),
            #"field "lastSeenSequence" in "move" must be an integer from \#(longest), not 9223372036854775808"#
        ),
        (
            move(lastSeen: String(repeating: "9", count: 400)),
            #"field "lastSeenSequence" in "move" must be an integer from \#(longest), not 999999999999999999999999…"#
        ),
    ]

    @Test(arguments: hugeNumbers)
    func hugeOrFractionalNumberIsNamed(text: String, problem: String) {
        expectError(.malformed(problem, inReplyTo: .move), decoding: text)
    }

    @Test func hugeNumberInAGamesOwnFieldIsNamedByItsPath() {
        expectError(
            .malformed(
                #"field "setup.countdownMilliseconds" in "createRoom" must be an integer from \#(Self.longest), "#
                    + "not -99999999999999999999",
                inReplyTo: .createRoom),
            decoding:
                #"{"name":"Ada","setup":{"countdownMilliseconds":-99999999999999999999,"kind":"press-race","pressWithinMilliseconds":1,"seats":3},"type":"createRoom"}"#
        )
    }

    @Test func deeplyNestedJunkIsRefusedBeforeItCostsAnything() {
        let junk = String(repeating: "[", count: 4_000)
        expectError(
            .malformed("nested too deeply: more than 32 levels of arrays and objects"),
            decoding: #"{"junk":\#(junk)"#)
        let objects = String(repeating: #"{"a":"#, count: 40) + "1" + String(repeating: "}", count: 40)
        expectError(
            .malformed("nested too deeply: more than 32 levels of arrays and objects"),
            decoding: #"{"type":"leave","junk":\#(objects)}"#)
    }

    @Test func nestingUpToTheLimitIsAccepted() throws {
        // The message object is level 1, so 31 arrays inside it reach level 32.
        let junk = String(repeating: "[", count: 31) + String(repeating: "]", count: 31)
        #expect(
            try WireCoder.decode(
                ClientMessage.self, from: #"{"junk":\#(junk),"type":"leave"}"#, games: TestGames.all)
                == .leave)
    }

    @Test func frameOverTheLimitIsTooLarge() throws {
        let padding = String(repeating: "x", count: ClientMessage.maxFrameBytes)
        let text = #"{"pad":"\#(padding)","type":"leave"}"#
        expectError(.frameTooLarge(bytes: text.utf8.count, limit: 4_096), decoding: text)
        #expect(ProtocolError.frameTooLarge(bytes: 5_000, limit: 4_096).code == .frameTooLarge)
    }

    @Test func frameAtTheLimitIsAccepted() throws {
        let shell = #"{"pad":"","type":"leave"}"#
        let text = #"{"pad":"\#(String(repeating: "x", count: 4_096 - shell.utf8.count))","type":"leave"}"#
        #expect(text.utf8.count == 4_096)
        #expect(try WireCoder.decode(ClientMessage.self, from: text, games: TestGames.all) == .leave)
    }

    // NB: forward compatibility: a newer peer may add optional fields, and an older one must not choke on them.
    static let acceptable: [(String, ClientMessage)] = [
        // NB: null in an optional field means the same as leaving the field out.
        (
            #"{"gameID":"K7MZ2QHD","name":"Bob","seatSecret":null,"type":"join"}"#,
            .join(gameID: Samples.gameID, name: Samples.bob, seatSecret: nil)
        ),
        (#"{"type":"leave","future":{"x":[1,2.5,{"y":null}]}}"#, ClientMessage.leave),
        (#"{"nonce":"1","type":"ping","extra":1e999999}"#, .ping(nonce: "1")),
        (#"{"gameID":"k7mz2qhd","type":"watch","colour":"blue"}"#, .watch(gameID: Samples.gameID)),
        (#" {"type" : "abort"} "#, .abort),
        ("{\"nonce\":\"\\u00e9\\ud83d\\ude00\\/\",\"type\":\"ping\"}", .ping(nonce: "é😀/")),
        (
            #"{"gameID":"K7MZ2QHD","name":"  Bob \t the\u0000 Builder ","type":"join"}"#,
            .join(gameID: Samples.gameID, name: try! PlayerName("Bob the Builder"), seatSecret: nil)
        ),
    ]

    @Test(arguments: acceptable)
    func unknownFieldsAndOddButValidJSONAreAccepted(text: String, message: ClientMessage) throws {
        expectNoDifference(try WireCoder.decode(ClientMessage.self, from: text, games: TestGames.all), message)
    }

    static let malformedServerMessages: [(String, String)] = [
        (#"{"type":"hello"}"#, #"unknown message type "hello""#),
        (
            #"{"type":"event","sequence":3,"event":{"type":"exploded"}}"#,
            #"invalid field "event.type" in "event": unknown event type "exploded""#
        ),
        (
            #"{"type":"event","sequence":3,"event":{"type":"spectatorsChanged"}}"#,
            #"missing field "event.count" in "event""#
        ),
        (
            #"{"type":"seated","gameID":"K7MZ2QHD","seat":0,"seatSecret":"AAAAAAAAAAAAAAAAAAAAAB"}"#,
            #"invalid field "seatSecret" in "seated": a seat secret is written in base64url (A-Z, a-z, 0-9, - and _)"#
        ),
    ]

    @Test(arguments: malformedServerMessages)
    func malformedServerMessageIsNamedForTheClient(text: String, problem: String) {
        #expect(throws: ProtocolError.malformed(problem)) {
            try WireCoder.decode(ServerMessage.self, from: text, games: TestGames.all)
        }
    }

    private func expectError(
        _ expected: ProtocolError, decoding text: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            let message = try WireCoder.decode(ClientMessage.self, from: text, games: TestGames.all)
            Issue.record("decoded \(message) instead of failing", sourceLocation: sourceLocation)
        } catch {
            #expect(error == expected, sourceLocation: sourceLocation)
        }
    }
}
