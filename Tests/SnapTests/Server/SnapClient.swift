import Foundation
import GameCatalog
import GameCore
import ServerTestSupport
import Snap
import TestGames
import WireProtocol

/// One client of a Snap room on the real server: every frame it received, as text, the room as it pictures it from
/// them, and what it may know of the cards: the ones it saw turned. Each frame is checked as it arrives: no card it
/// could not have seen face up, and no seed before the round is over.
struct SnapClient {
    let name: String
    var peer: Peer
    var seat: Seat?
    var secret: SeatSecret?
    var room: RoomSnapshot?
    var frames: [String] = []
    /// The cards this client has seen face up; a card turned and picked up again stays known.
    var publicCards: Set<Card> = []
    /// What it received that it should not have.
    var leaks: [String] = []
    /// This round's opening view and the moves it was told of since, in order.
    var opening: SnapView?
    var moves: [(seat: Seat, move: Snap.Move, event: SnapEvent?)] = []

    /// The table as this client sees it.
    var view: SnapView? { room?.view?.snap }

    /// Reads the next frame, folds it into the picture and checks it.
    @discardableResult
    mutating func read(within seconds: Double = 5) async throws -> ServerMessage {
        let text = try await peer.nextText(within: seconds)
        frames.append(text)
        let message = try WireCoder.decode(ServerMessage.self, from: text, games: TestGames.all)
        switch message {
        case .seated(_, let seat, let secret):
            self.seat = seat
            self.secret = secret
        case .snapshot(let snapshot):
            room = snapshot
            // NB: a snapshot shows the open tops of cards turned before this connection came: face up, so public.
            for pile in snapshot.view?.snap?.piles ?? [] { if let top = pile.top { publicCards.insert(top) } }
            if snapshot.view?.snap?.moves == 0 {
                opening = snapshot.view?.snap
                moves = []
            }
        case .event(let event, let sequence):
            if var current = room {
                if case .gap(let expected, let received) = current.apply(event, sequence: sequence) {
                    leaks.append("\(name): a gap, \(expected) expected, \(received) received")
                }
                room = current
            }
            switch event {
            case .roundStarted(_, _, let view):
                opening = view.snap
                moves = []
            case .moved(let seat, let move?, let update):
                let change: SnapChange? = if case .change(let change) = update { change.snap } else { nil }
                if let own = move.snap { moves.append((seat, own, change?.event)) }
                if case .turned(let card, _, _)? = change?.event { publicCards.insert(card) }
            default: break
            }
        default: break
        }
        if text.contains(#""seed""#), view?.isOver != true {
            leaks.append("\(name): the seed before the round's end: \(text)")
        }
        for card in Self.cards(in: text) where !publicCards.contains(card) {
            leaks.append("\(name): \(card), never turned, in \(text)")
        }
        return message
    }

    /// Reads until `done` holds of this client, returning what it read.
    @discardableResult
    mutating func read(until done: (SnapClient) -> Bool, within seconds: Double = 5) async throws -> [ServerMessage] {
        var messages: [ServerMessage] = []
        let deadline = Date().addingTimeInterval(seconds)
        while !done(self) {
            messages.append(try await read(within: max(0.05, deadline.timeIntervalSinceNow)))
        }
        return messages
    }

    /// Reads through the event numbered `sequence`.
    mutating func read(through sequence: Int, within seconds: Double = 5) async throws {
        try await read(until: { ($0.room?.sequence ?? 0) >= sequence }, within: seconds)
    }

    /// Reads until the answer to the move `id`: its acceptance (with the event's number) or its refusal.
    mutating func answer(to id: ClientMoveID, within seconds: Double = 5) async throws -> Result<Int, ProtocolError> {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            switch try await read(within: max(0.05, deadline.timeIntervalSinceNow)) {
            case .moveAccepted(id, let sequence): return .success(sequence)
            case .error(let error) where error.clientMoveID == id: return .failure(error)
            default: continue
            }
        }
    }

    /// Every quoted two-letter card code in `text` ("7D", "TH").
    static func cards(in text: String) -> [Card] {
        let bytes = Array(text.utf8)
        let quote = UInt8(ascii: "\"")
        var cards: [Card] = []
        var index = 0
        while index + 3 < bytes.count {
            if bytes[index] == quote, bytes[index + 3] == quote,
                let card = Card(code: String(decoding: bytes[(index + 1)...(index + 2)], as: UTF8.self))
            {
                cards.append(card)
                index += 4
            } else {
                index += 1
            }
        }
        return cards
    }
}
