import GameCore

extension ServerMessage {
    private enum CodingKeys: String, CodingKey {
        case type, serverVersion, protocolVersion, gameID, seat, seatSecret, snapshot, event, sequence
        case clientMoveID, error, nonce, at, games
    }

    /// Decodes `{"type": …, fields}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .type)
        guard let type = MessageType(rawValue: name) else {
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "unknown message type \(TextRules.quoted(name))")
        }
        switch type {
        case .welcome:
            self = .welcome(
                serverVersion: try container.decode(String.self, forKey: .serverVersion),
                protocolVersion: try container.decode(ProtocolVersion.self, forKey: .protocolVersion))
        case .seated:
            self = .seated(
                gameID: try container.decode(GameID.self, forKey: .gameID),
                seat: try container.decode(Seat.self, forKey: .seat),
                seatSecret: try container.decode(SeatSecret.self, forKey: .seatSecret))
        case .snapshot:
            self = .snapshot(snapshot: try container.decode(RoomSnapshot.self, forKey: .snapshot))
        case .event:
            self = .event(
                event: try container.decode(RoomEvent.self, forKey: .event),
                sequence: try container.decodeSequence(forKey: .sequence))
        case .moveAccepted:
            self = .moveAccepted(
                clientMoveID: try container.decode(ClientMoveID.self, forKey: .clientMoveID),
                sequence: try container.decodeSequence(forKey: .sequence))
        case .error:
            self = .error(error: try container.decode(ProtocolError.self, forKey: .error))
        case .pong:
            self = .pong(nonce: try container.decode(String.self, forKey: .nonce))
        case .pointer:
            self = .pointer(
                seat: try container.decode(Seat.self, forKey: .seat),
                at: try container.decodeIfPresent(BoardPoint.self, forKey: .at))
        case .history:
            self = .history(games: try container.decode([FinishedGame].self, forKey: .games))
        }
    }

    /// Encodes `{"type": …, fields}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type.rawValue, forKey: .type)
        switch self {
        case .welcome(let serverVersion, let protocolVersion):
            try container.encode(serverVersion, forKey: .serverVersion)
            try container.encode(protocolVersion, forKey: .protocolVersion)
        case .seated(let gameID, let seat, let seatSecret):
            try container.encode(gameID, forKey: .gameID)
            try container.encode(seat, forKey: .seat)
            try container.encode(seatSecret, forKey: .seatSecret)
        case .snapshot(let snapshot):
            try container.encode(snapshot, forKey: .snapshot)
        case .event(let event, let sequence):
            try container.encode(event, forKey: .event)
            try container.encode(sequence, forKey: .sequence)
        case .moveAccepted(let clientMoveID, let sequence):
            try container.encode(clientMoveID, forKey: .clientMoveID)
            try container.encode(sequence, forKey: .sequence)
        case .error(let error):
            try container.encode(error, forKey: .error)
        case .pong(let nonce):
            try container.encode(nonce, forKey: .nonce)
        case .pointer(let seat, let point):
            try container.encode(seat, forKey: .seat)
            try container.encodeIfPresent(point, forKey: .at)
        case .history(let games):
            try container.encode(games, forKey: .games)
        }
    }
}
