import Foundation
import GameCatalog
import GameCore
import Testing
import TicTacToe

@testable import WireProtocol

/// Tic-tac-toe writes its own JSON (`WritesOwnJSON`), so the protocol's hand-written writer renders its messages
/// directly; these hold that to the exact bytes `WireCoder.encodeValue` (Foundation) gives, over every golden
/// message of the game, its moves and views at any sequence, every kind of finished game and new rooms of both
/// options.
@Suite struct FastEncodingTests {
    static let numbers: [Int] = [0, 1, -1, 9, 10, 4, 99, 1_000_000, Int(Int32.max), Int.max, Int.min, -42]

    /// Finished games: X wins a row, O wins a diagonal, X wins two lines at once, and a draw.
    static let endings = [
        "a1 a2 b1 b2 c1", "a1 b2 a2 a3 c2 c1", "a2 b2 b1 c3 a3 b3 c1 c2 a1", "b2 a1 c1 a3 a2 c2 b1 b3 c3",
    ]

    static let messages: [ServerMessage] =
        Samples.server.map(\.message)
        + numbers.map { number in
            ServerMessage.event(
                event: .moved(seat: Seat(0), move: Samples.mark("b2"), update: .whole(Samples.view("b2"))),
                sequence: number)
        }
        + [
            .event(event: .moved(seat: Seat(1), move: nil, update: .whole(Samples.view("b2 a1"))), sequence: 5),
            .event(
                event: .moved(seat: Seat(0), move: Samples.mark("c1"), update: .whole(Samples.view("a1 b1 a2 b2 a3"))),
                sequence: 8),
            .event(
                event: .moved(seat: Seat(1), move: nil, update: .whole(Samples.view("", starter: Seat(1)))), sequence: 2
            ),
            .event(
                event: .moved(seat: Seat(1), move: Samples.mark("c3"), update: .whole(Samples.view("a1 b2 c3 a2 b1"))),
                sequence: 9),
        ]
        + endings.map { moves in
            ServerMessage.event(
                event: .moved(
                    seat: Seat(0), move: Samples.mark(String(moves.split(separator: " ").last!)),
                    update: .whole(Samples.view(moves))),
                sequence: 10)
        }
        + [
            .event(
                event: .roundStarted(round: 2, starter: Seat(1), view: Samples.view("", starter: Seat(1))), sequence: 14
            ),
            .event(event: .roundStarted(round: 12, starter: Seat(0), view: Samples.view("a1")), sequence: 140),
        ]

    /// New rooms of both options, with a few names that need escaping.
    static let createMessages: [ServerMessage] = {
        let names = ["Ada", "say \"hi\"", "日本語", "👩‍👩‍👧 family"].map { try! PlayerName($0) }
        let setups: [GameSetup] = [Samples.setup, .ticTacToe(TicTacToeOptions(firstStarter: Seat(1)))]
        return names.enumerated().map { index, name in
            ServerMessage.snapshot(
                snapshot: RoomSnapshot(
                    gameID: Samples.gameID, setup: setups[index % setups.count], phase: .waitingForPlayers, round: 0,
                    view: nil, yourSeat: index % 3 == 0 ? nil : Seat(index % 2),
                    players: [PlayerInfo(seat: Seat(index % 2), name: name)], score: RoomScore(seatCount: 2),
                    spectators: index, lastResult: nil, sequence: index + 2))
        }
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

    /// The messages the direct writer takes: `moveAccepted`, a tic-tac-toe game's `moved` (whole view),
    /// `roundStarted`, `roundEnded` and `rematchRequested`, `seated`, and snapshots with no view, last result or
    /// clock.
    static func isPlainMove(_ message: ServerMessage) -> Bool {
        switch message {
        case .moveAccepted, .event(.roundEnded, _), .event(.rematchRequested, _), .seated: return true
        case .snapshot(let snapshot): return snapshot.view == nil && snapshot.lastResult == nil && snapshot.clock == nil
        case .event(.moved(_, _, .whole(let view)), _), .event(.roundStarted(_, _, let view), _):
            return view.ticTacToe != nil
        default: return false
        }
    }

    @Test(arguments: Samples.client.map(\.message))
    func clientMessagesToo(message: ClientMessage) {
        #expect(WireJSONWriter.render(message) == WireCoder.encodeValue(message))
    }
}
