import GameCatalog
import GameCore

extension ClientMessage {
    private enum CodingKeys: String, CodingKey {
        case type, protocolVersion, client, clientVersion, setup, name, gameID, seatSecret, takeOver, kind, move
        case clientMoveID, lastSeenSequence, nonce, at, gameIDs, choice
    }

    /// Decodes `{"type": …, fields}`; a wrong field is reported with its name.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .type)
        guard let type = MessageType(rawValue: name) else {
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "unknown message type \(TextRules.quoted(name))")
        }
        switch type {
        case .hello:
            self = .hello(
                protocolVersion: try container.decode(ProtocolVersion.self, forKey: .protocolVersion),
                client: try container.decodeShortText(forKey: .client),
                clientVersion: try container.decodeShortText(forKey: .clientVersion))
        case .createRoom:
            self = .createRoom(
                setup: try container.decode(GameSetup.self, forKey: .setup),
                name: try container.decode(PlayerName.self, forKey: .name))
        case .join:
            self = .join(
                gameID: try container.decode(GameID.self, forKey: .gameID),
                name: try container.decode(PlayerName.self, forKey: .name),
                seatSecret: try container.decodeIfPresent(SeatSecret.self, forKey: .seatSecret),
                takeOver: try container.decodeIfPresent(Bool.self, forKey: .takeOver) ?? false)
        case .quickMatch:
            self = .quickMatch(
                kind: try container.decode(GameKind.self, forKey: .kind),
                name: try container.decode(PlayerName.self, forKey: .name))
        case .watch:
            self = .watch(gameID: try container.decode(GameID.self, forKey: .gameID))
        case .move:
            self = .move(
                move: try container.decode(AnyMove.self, forKey: .move),
                clientMoveID: try container.decode(ClientMoveID.self, forKey: .clientMoveID),
                lastSeenSequence: try container.decodeSequence(forKey: .lastSeenSequence))
        case .offerRematch: self = .offerRematch
        case .chooseNextRound:
            self = .chooseNextRound(choice: try container.decode(AnyRoundChoice.self, forKey: .choice))
        case .leave: self = .leave
        case .abort: self = .abort
        case .claimVictory: self = .claimVictory
        case .requestSnapshot: self = .requestSnapshot
        case .ping: self = .ping(nonce: try container.decodeShortText(forKey: .nonce))
        case .pointer: self = .pointer(at: try container.decodeIfPresent(BoardPoint.self, forKey: .at))
        case .history:
            let ids = try container.decode([GameID].self, forKey: .gameIDs)
            let limit = ClientMessage.maxHistoryGameIDs
            guard ids.count <= limit else {
                throw DecodingError.dataCorruptedError(
                    forKey: .gameIDs, in: container, debugDescription: "has at most \(limit) game IDs, not \(ids.count)"
                )
            }
            self = .history(gameIDs: ids)
        }
    }

    /// Encodes `{"type": …, fields}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type.rawValue, forKey: .type)
        switch self {
        case .hello(let version, let client, let clientVersion):
            try container.encode(version, forKey: .protocolVersion)
            try container.encode(client, forKey: .client)
            try container.encode(clientVersion, forKey: .clientVersion)
        case .createRoom(let setup, let name):
            try container.encode(setup, forKey: .setup)
            try container.encode(name, forKey: .name)
        case .join(let gameID, let name, let seatSecret, let takeOver):
            try container.encode(gameID, forKey: .gameID)
            try container.encode(name, forKey: .name)
            try container.encodeIfPresent(seatSecret, forKey: .seatSecret)
            // NB: left out when false, so a join reads as it did before take-over existed.
            if takeOver { try container.encode(true, forKey: .takeOver) }
        case .quickMatch(let kind, let name):
            try container.encode(kind, forKey: .kind)
            try container.encode(name, forKey: .name)
        case .watch(let gameID):
            try container.encode(gameID, forKey: .gameID)
        case .move(let move, let clientMoveID, let lastSeenSequence):
            try container.encode(move, forKey: .move)
            try container.encode(clientMoveID, forKey: .clientMoveID)
            try container.encode(lastSeenSequence, forKey: .lastSeenSequence)
        case .offerRematch, .leave, .abort, .claimVictory, .requestSnapshot:
            break
        case .chooseNextRound(let choice):
            try container.encode(choice, forKey: .choice)
        case .ping(let nonce):
            try container.encode(nonce, forKey: .nonce)
        case .pointer(let point):
            try container.encodeIfPresent(point, forKey: .at)
        case .history(let ids):
            try container.encode(ids, forKey: .gameIDs)
        }
    }
}

extension KeyedDecodingContainer {
    /// A string of at most 64 characters with nothing unprintable in it (these end up in logs).
    func decodeShortText(forKey key: Key) throws -> String {
        let text = try decode(String.self, forKey: key)
        let limit = ClientMessage.maxShortTextLength
        guard text.count <= limit else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "has at most \(limit) characters, not \(text.count)")
        }
        guard !text.unicodeScalars.contains(where: TextRules.isHidden) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "contains a control or format character")
        }
        return text
    }

    /// A sequence number: an integer from 0.
    func decodeSequence(forKey key: Key) throws -> Int {
        let number = try decode(Int.self, forKey: key)
        guard number >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "a sequence number is 0 or more, not \(number)")
        }
        return number
    }
}
