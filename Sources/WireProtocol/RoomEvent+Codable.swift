import GameCatalog
import GameCore

extension RoomEvent {
    private enum CodingKeys: String, CodingKey {
        case type, seat, name, claimableInMilliseconds, round, starter, view, change, move, outcome, count, reason
    }

    /// Decodes `{"type": …, fields}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .type)
        guard let type = EventType(rawValue: name) else {
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "unknown event type \(TextRules.quoted(name))")
        }
        func seat() throws -> Seat { try container.decode(Seat.self, forKey: .seat) }
        func round() throws -> Int { try container.decode(Int.self, forKey: .round) }
        func claimable() throws -> Int? { try container.decodeIfPresent(Int.self, forKey: .claimableInMilliseconds) }
        func view() throws -> AnyView { try container.decode(AnyView.self, forKey: .view) }
        func outcome() throws -> Outcome { try container.decode(Outcome.self, forKey: .outcome) }
        switch type {
        case .playerJoined:
            self = .playerJoined(seat: try seat(), name: try container.decode(PlayerName.self, forKey: .name))
        case .playerDisconnected: self = .playerDisconnected(seat: try seat(), claimableInMilliseconds: try claimable())
        case .playerReconnected: self = .playerReconnected(seat: try seat())
        case .playerLeft: self = .playerLeft(seat: try seat(), claimableInMilliseconds: try claimable())
        case .roundStarted:
            self = .roundStarted(
                round: try round(), starter: try container.decode(Seat.self, forKey: .starter), view: try view())
        case .moved:
            // NB: "view" is read unless "change" is there, so a message with neither is reported as missing "view",
            // the field every game had before changes.
            let update: ViewUpdate =
                container.contains(.change)
                ? .change(try container.decode(AnyViewChange.self, forKey: .change)) : .whole(try view())
            self = .moved(
                seat: try seat(), move: try container.decodeIfPresent(AnyMove.self, forKey: .move), update: update)
        case .roundEnded: self = .roundEnded(round: try round(), outcome: try outcome())
        case .victoryClaimed: self = .victoryClaimed(round: try round(), seat: try seat(), outcome: try outcome())
        case .aborted: self = .aborted(round: try round(), seat: try seat())
        case .rematchRequested: self = .rematchRequested(seat: try seat())
        case .spectatorsChanged: self = .spectatorsChanged(count: try container.decode(Int.self, forKey: .count))
        case .roomClosed: self = .roomClosed(reason: try container.decode(RoomCloseReason.self, forKey: .reason))
        }
    }

    /// Encodes `{"type": …, fields}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type.rawValue, forKey: .type)
        switch self {
        case .playerJoined(let seat, let name):
            try container.encode(seat, forKey: .seat)
            try container.encode(name, forKey: .name)
        case .playerDisconnected(let seat, let claimable), .playerLeft(let seat, let claimable):
            try container.encode(seat, forKey: .seat)
            try container.encodeIfPresent(claimable, forKey: .claimableInMilliseconds)
        case .playerReconnected(let seat), .rematchRequested(let seat):
            try container.encode(seat, forKey: .seat)
        case .roundStarted(let round, let starter, let view):
            try container.encode(round, forKey: .round)
            try container.encode(starter, forKey: .starter)
            try container.encode(view, forKey: .view)
        case .moved(let seat, let move, let update):
            try container.encode(seat, forKey: .seat)
            try container.encodeIfPresent(move, forKey: .move)
            switch update {
            case .whole(let view): try container.encode(view, forKey: .view)
            case .change(let change): try container.encode(change, forKey: .change)
            }
        case .roundEnded(let round, let outcome):
            try container.encode(round, forKey: .round)
            try container.encode(outcome, forKey: .outcome)
        case .victoryClaimed(let round, let seat, let outcome):
            try container.encode(round, forKey: .round)
            try container.encode(seat, forKey: .seat)
            try container.encode(outcome, forKey: .outcome)
        case .aborted(let round, let seat):
            try container.encode(round, forKey: .round)
            try container.encode(seat, forKey: .seat)
        case .spectatorsChanged(let count):
            try container.encode(count, forKey: .count)
        case .roomClosed(let reason):
            try container.encode(reason, forKey: .reason)
        }
    }
}
