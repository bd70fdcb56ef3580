import Foundation
import GameCatalog
import GameCore
import TestGames
import Testing

@testable import WireProtocol

/// `WireCoder.encode` takes a hand-written writer instead of Foundation's `JSONEncoder`; these hold it to the
/// exact bytes `WireCoder.encodeValue` (Foundation) gives, over every room-level sample and over awkward text and
/// numbers, with a game that writes none of its own JSON (the press race); each game that writes its own holds its
/// messages to the same bytes in its tests.
@Suite struct FastEncodingTests {
    /// Text that tests escaping: quotes, backslashes, every control character, `/`, DEL, non-ASCII and emoji.
    static let awkwardTexts: [String] =
        [
            "", "plain", "say \"hi\"", #"back\slash"#, "a/b//c", "</script>", "tab\there", "line\nbreak",
            "cr\rlf\r\n", "\u{7F}del", "café", "日本語", "👩‍👩‍👧 family", "🏳️‍🌈", "\u{2028}\u{2029}", "\u{FEFF}bom",
            "mixed \"/\\\u{1}\u{1F}é😀",
        ]
        + (0..<0x20).map { "c\(String(UnicodeScalar(UInt8($0))))c" }

    static let numbers: [Int] = [0, 1, -1, 9, 10, 4, 99, 1_000_000, Int(Int32.max), Int.max, Int.min, -42]

    static let messages: [ServerMessage] =
        Samples.server.map(\.message)
        + awkwardTexts.flatMap { text in
            [
                ServerMessage.pong(nonce: text),
                .welcome(serverVersion: text, protocolVersion: .current),
                .error(error: .malformed(text, inReplyTo: .move)),
                .error(error: ProtocolError(code: .internalError, message: text)),
            ]
        }
        + numbers.flatMap { number in
            [
                ServerMessage.moveAccepted(clientMoveID: Samples.moveID, sequence: number),
                .event(event: .spectatorsChanged(count: number), sequence: number),
                .event(event: .playerLeft(seat: Seat(1), claimableInMilliseconds: number), sequence: number),
                .event(
                    event: .moved(seat: Seat(0), move: Race.press, update: .whole(Race.view(Race.won))),
                    sequence: number),
            ]
        }
        + [
            .event(event: .moved(seat: Seat(1), move: nil, update: .whole(Race.view(Race.open))), sequence: 5),
            .event(event: .playerDisconnected(seat: Seat(1), claimableInMilliseconds: nil), sequence: 5),
            .event(
                event: .moved(seat: Seat(1), move: nil, update: .whole(Race.view(Race.won, for: .spectator))),
                sequence: 2),
            .moveAccepted(clientMoveID: try! ClientMoveID("a-Z_09"), sequence: 12),
        ]
        + [
            .event(
                event: .roundStarted(round: 2, starter: Seat(1), view: Race.view(Race.start(seed: 2))), sequence: 14),
            .event(event: .roundStarted(round: 12, starter: Seat(0), view: Race.view(Race.start())), sequence: 140),
            .event(event: .roundEnded(round: 1, outcome: .draw), sequence: 11),
            .event(event: .roundEnded(round: 3, outcome: .lostByAll), sequence: 31),
            .event(event: .roundEnded(round: 10, outcome: .won(by: [Seat(1)])), sequence: 131),
            .event(event: .roundEnded(round: 2, outcome: .won(by: [Seat(0), Seat(2), Seat(3)])), sequence: 20),
            .event(event: .roundEnded(round: 2, outcome: .won(by: [])), sequence: 20),
            .event(event: .rematchRequested(seat: Seat(0)), sequence: 13),
            .event(event: .rematchRequested(seat: Seat(3)), sequence: 1_000),
        ]

    /// The messages a create sends, and other snapshots without a view: `seated` with every seat and random
    /// secrets, waiting rooms with awkward names (those `PlayerName` takes), absent players, claimable seats, rematch wishes and large numbers; snapshots with a view, a last
    /// result or a clock are left to `Encodable`.
    static let createMessages: [ServerMessage] = {
        var random = SplitMix64(seed: 12)
        let seated = (0..<16).map { index in
            ServerMessage.seated(
                gameID: GameID.random(using: &random), seat: Seat(index), seatSecret: SeatSecret.random(using: &random))
        }
        let names = awkwardTexts.compactMap { try? PlayerName($0) }
        let setups: [GameSetup] = [
            Race.setup,
            GameSetup(
                PressRace.self,
                PressRace.Options(seats: 8, countdownMilliseconds: 0, pressWithinMilliseconds: Int64.max)),
        ]
        let snapshots = names.enumerated().map { index, name in
            RoomSnapshot(
                gameID: GameID.random(using: &random), setup: setups[index % setups.count], phase: .waitingForPlayers,
                round: 0, view: nil, yourSeat: index % 3 == 0 ? nil : Seat(index % 4),
                players: [PlayerInfo(seat: Seat(index % 4), name: name)], score: RoomScore(seatCount: 2 + index % 3),
                spectators: index, lastResult: nil, sequence: index + 2)
        }
        let awkward = [
            RoomSnapshot(
                gameID: Samples.gameID, setup: setups[1], phase: .closed, round: 7, view: nil, yourSeat: Seat(15),
                players: [], score: RoomScore(wins: [], draws: Int.max, sharedLosses: Int.min), spectators: 1_000_000,
                lastResult: nil, sequence: Int.max),
            RoomSnapshot(
                gameID: Samples.gameID, setup: Race.setup, phase: .roundOver, round: 3, view: nil, yourSeat: nil,
                players: [
                    PlayerInfo(seat: Seat(0), name: Samples.ada, connection: .left, wantsRematch: true),
                    PlayerInfo(
                        seat: Seat(1), name: Samples.bob, connection: .disconnected, claimableInMilliseconds: 41_250),
                    PlayerInfo(seat: Seat(2), name: Samples.ada, claimableInMilliseconds: -1),
                ],
                score: RoomScore(wins: [3, 0, 12], draws: 2, sharedLosses: 1), spectators: 0, lastResult: nil,
                sequence: 40),
        ]
        return seated + (snapshots + awkward).map { ServerMessage.snapshot(snapshot: $0) }
    }()

    @Test(arguments: createMessages)
    func createMessagesAreWrittenDirectlyAsFoundationWritesThem(message: ServerMessage) {
        #expect(Self.isPlainMove(message))
        #expect(WireJSONWriter.renderDirectly(message) == WireCoder.encodeValue(message))
    }

    @Test(arguments: messages)
    func fastBytesEqualFoundationBytes(message: ServerMessage) {
        #expect(WireJSONWriter.render(message) == WireCoder.encodeValue(message))
    }

    @Test(arguments: messages)
    func directBytesEqualFoundationBytes(message: ServerMessage) {
        guard let direct = WireJSONWriter.renderDirectly(message) else {
            #expect(!Self.isPlainMove(message))
            return
        }
        #expect(direct == WireCoder.encodeValue(message))
    }

    /// `encodeUTF8` gives `encode`'s bytes after the headroom asked for, whichever writer renders the message.
    @Test(arguments: messages)
    func utf8BytesFollowTheHeadroom(message: ServerMessage) {
        let text = Array(WireCoder.encode(message).utf8)
        #expect(WireCoder.encodeUTF8(message, headroom: 0) == text)
        #expect(WireCoder.encodeUTF8(message, headroom: 10) == Array(repeating: 0, count: 10) + text)
    }

    /// The messages the direct writer takes: `moveAccepted`, `moved` (whole view) and `roundStarted` of a game
    /// whose moves and views write their own JSON, `roundEnded` and `rematchRequested`, `seated`, and snapshots with
    /// no view, last result or clock.
    static func isPlainMove(_ message: ServerMessage) -> Bool {
        switch message {
        case .moveAccepted, .event(.roundEnded, _), .event(.rematchRequested, _), .seated: return true
        case .snapshot(let snapshot): return snapshot.view == nil && snapshot.lastResult == nil && snapshot.clock == nil
        case .event(.moved(_, let move, .whole(let view)), _): return view.hasOwnJSON && move?.hasOwnJSON != false
        case .event(.roundStarted(_, _, let view), _): return view.hasOwnJSON
        default: return false
        }
    }

    @Test(arguments: Samples.client.map(\.message))
    func clientMessagesToo(message: ClientMessage) {
        #expect(WireJSONWriter.render(message) == WireCoder.encodeValue(message))
    }

    /// Values whose Foundation form the writer does not copy are declined, so `encode` falls back.
    @Test func declinesWhatOnlyFoundationRenders() {
        #expect(WireJSONWriter.render([1.5]) == nil)
        #expect(WireJSONWriter.render(["when": Date(timeIntervalSince1970: 0)]) == nil)
        #expect(WireJSONWriter.render([Data([1, 2])]) == nil)
        #expect(WireJSONWriter.render(["b": [true], "a": [false]]) == #"{"a":[false],"b":[true]}"#)
    }
}
