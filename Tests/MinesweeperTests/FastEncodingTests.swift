import Foundation
import GameCatalog
import GameCore
import Minesweeper
import Testing

@testable import WireProtocol

/// The protocol's hand-written writer over Minesweeper's messages: its golden messages (rendered through
/// `Encodable` where the writer declines them) and new rooms of each setup shape (their options write their own
/// JSON), held to the exact bytes `WireCoder.encodeValue` (Foundation) gives.
@Suite struct FastEncodingTests {
    static let setups: [GameSetup] = [
        Sweep.setup, .minesweeper(MinesweeperSetup()),
        .minesweeper(
            MinesweeperSetup(
                options: try! MinesweeperOptions(rows: 16, columns: 30, mines: 99, winRule: .flagAllMines),
                maxPlayers: 16)),
        .minesweeper(
            MinesweeperSetup(options: try! MinesweeperOptions(rows: 5, columns: 99, mines: 1), maxPlayers: 1)),
    ]

    /// New rooms of each setup shape, with a few names that need escaping.
    static let createMessages: [ServerMessage] = {
        let names = ["Ada", "say \"hi\"", "日本語", "👩‍👩‍👧 family"].map { try! PlayerName($0) }
        return setups.enumerated().map { index, setup in
            ServerMessage.snapshot(
                snapshot: RoomSnapshot(
                    gameID: WireRoom.gameID, setup: setup, phase: .waitingForPlayers, round: 0, view: nil,
                    yourSeat: index % 3 == 0 ? nil : Seat(index % 4),
                    players: [PlayerInfo(seat: Seat(index % 4), name: names[index % names.count])],
                    score: RoomScore(seatCount: 2 + index % 3), spectators: index, lastResult: nil,
                    sequence: index + 2))
        }
    }()

    @Test(arguments: createMessages)
    func createMessagesAreWrittenDirectlyAsFoundationWritesThem(message: ServerMessage) {
        #expect(WireJSONWriter.renderDirectly(message) == WireCoder.encodeValue(message))
    }

    static let messages = Sweep.server.map(\.message) + createMessages

    @Test(arguments: messages)
    func fastBytesEqualFoundationBytes(message: ServerMessage) {
        #expect(WireJSONWriter.render(message) == WireCoder.encodeValue(message))
    }

    @Test(arguments: messages)
    func directBytesEqualFoundationBytesWhereTheWriterTakesThem(message: ServerMessage) {
        guard let direct = WireJSONWriter.renderDirectly(message) else { return }
        #expect(direct == WireCoder.encodeValue(message))
    }

    /// `encodeUTF8` gives `encode`'s bytes after the headroom asked for, whichever writer renders the message.
    @Test(arguments: messages)
    func utf8BytesFollowTheHeadroom(message: ServerMessage) {
        let text = Array(WireCoder.encode(message).utf8)
        #expect(WireCoder.encodeUTF8(message, headroom: 0) == text)
        #expect(WireCoder.encodeUTF8(message, headroom: 10) == Array(repeating: 0, count: 10) + text)
    }

    @Test(arguments: Sweep.client.map(\.message))
    func clientMessagesToo(message: ClientMessage) {
        #expect(WireJSONWriter.render(message) == WireCoder.encodeValue(message))
    }
}
