public import GameCatalog

// NB: one place writes each error's sentence, so the server, the tests and docs/protocol.md agree word for word.
extension ProtocolError {
    /// `hello` spoke `client`; this end speaks `server`.
    public static func incompatibleVersion(client: ProtocolVersion, server: ProtocolVersion = .current)
        -> ProtocolError
    {
        ProtocolError(
            code: .incompatibleVersion,
            message: "This server speaks protocol version \(server); the client speaks version \(client).",
            inReplyTo: .hello)
    }

    /// A message of type `type` came before `hello`.
    public static func helloRequired(inReplyTo type: ClientMessage.MessageType?) -> ProtocolError {
        ProtocolError(code: .helloRequired, message: "Send hello before anything else.", inReplyTo: type)
    }

    /// The frame was not a valid message; `problem` names what is wrong.
    public static func malformed(_ problem: String, inReplyTo type: ClientMessage.MessageType? = nil)
        -> ProtocolError
    {
        ProtocolError(code: .malformedMessage, message: problem, inReplyTo: type)
    }

    /// A frame of `bytes` bytes exceeded `limit`.
    public static func frameTooLarge(bytes: Int, limit: Int) -> ProtocolError {
        ProtocolError(code: .frameTooLarge, message: "The message is \(bytes) bytes; the limit is \(limit).")
    }

    /// More than `limit` messages arrived within `seconds` seconds.
    public static func rateLimited(limit: Int, seconds: Int, inReplyTo type: ClientMessage.MessageType?)
        -> ProtocolError
    {
        ProtocolError(
            code: .rateLimited, message: "Too many messages: at most \(limit) every \(seconds) seconds.",
            inReplyTo: type)
    }

    /// The sender's address created `limit` rooms within the last `seconds` seconds.
    public static func tooManyRooms(limit: Int, seconds: Int, inReplyTo type: ClientMessage.MessageType)
        -> ProtocolError
    {
        ProtocolError(
            code: .tooManyRooms,
            message: "Too many rooms created from your address: at most \(limit) every \(seconds) seconds. Try again "
                + "shortly, or join a room.",
            inReplyTo: type)
    }

    /// No room is called `gameID`.
    public static func unknownRoom(_ gameID: GameID, inReplyTo type: ClientMessage.MessageType) -> ProtocolError {
        ProtocolError(code: .unknownRoom, message: "There is no room \(gameID).", inReplyTo: type)
    }

    /// Every seat of `gameID` is taken.
    public static func roomFull(_ gameID: GameID) -> ProtocolError {
        ProtocolError(code: .roomFull, message: "Room \(gameID) is full; you can watch it.", inReplyTo: .join)
    }

    /// The seat secret sent for `gameID` opens none of its seats.
    public static func badSeatSecret(_ gameID: GameID) -> ProtocolError {
        ProtocolError(
            code: .badSeatSecret, message: "That seat secret does not open a seat in room \(gameID).",
            inReplyTo: .join)
    }

    /// The seat the secret opens in `gameID` is held by another connection now, and no take-over was asked for.
    public static func seatInUse(_ gameID: GameID) -> ProtocolError {
        ProtocolError(
            code: .seatInUse,
            message:
                "That seat in room \(gameID) is in use by another connection; join with take-over to move it here.",
            inReplyTo: .join)
    }

    /// Another connection took this connection's seat in `gameID` over.
    public static func seatTakenOver(_ gameID: GameID) -> ProtocolError {
        ProtocolError(
            code: .seatTakenOver, message: "Your seat in room \(gameID) was taken over by another connection.")
    }

    /// The connection is already in room `gameID`.
    public static func alreadyInRoom(_ gameID: GameID, inReplyTo type: ClientMessage.MessageType) -> ProtocolError {
        ProtocolError(
            code: .alreadyInRoom, message: "You are already in room \(gameID); leave it first.", inReplyTo: type)
    }

    /// A message of type `type` needs a room, and the connection is in none.
    public static func notInRoom(inReplyTo type: ClientMessage.MessageType) -> ProtocolError {
        ProtocolError(
            code: .notInRoom, message: "You are not in a room; create, join or watch one first.", inReplyTo: type)
    }

    /// A spectator tried to do what only a player may.
    public static func spectatorCannotPlay(inReplyTo type: ClientMessage.MessageType, clientMoveID: ClientMoveID?)
        -> ProtocolError
    {
        ProtocolError(
            code: .notAPlayer, message: "Spectators cannot play; join a free seat to play.", inReplyTo: type,
            clientMoveID: clientMoveID)
    }

    /// The rules refused the move `clientMoveID` with `violation`; the code follows the violation's category.
    public static func refused(_ violation: AnyViolation, clientMoveID: ClientMoveID) -> ProtocolError {
        let code: Code
        switch violation.category {
        case .notAPlayer: code = .notAPlayer
        case .notYourTurn: code = .notYourTurn
        case .gameOver: code = .gameOver
        case .illegalMove: code = .illegalMove
        }
        return ProtocolError(
            code: code, message: violation.description, inReplyTo: .move, clientMoveID: clientMoveID,
            violation: violation)
    }

    /// A message of type `type` needs a round in play, and the round is over.
    public static func gameOver(inReplyTo type: ClientMessage.MessageType) -> ProtocolError {
        ProtocolError(code: .gameOver, message: "The round is over.", inReplyTo: type)
    }

    /// The move `clientMoveID` was chosen at `lastSeen`, before the game changed at `changedAt`.
    public static func staleSequence(lastSeen: Int, changedAt: Int, clientMoveID: ClientMoveID) -> ProtocolError {
        ProtocolError(
            code: .staleSequence,
            message: "Your move was chosen at sequence \(lastSeen), but the game changed at sequence \(changedAt); "
                + "request a snapshot and choose again.",
            inReplyTo: .move, clientMoveID: clientMoveID)
    }

    /// `clientMoveID` already named a different move.
    public static func moveIDReused(_ clientMoveID: ClientMoveID) -> ProtocolError {
        ProtocolError(
            code: .moveIDReused, message: "Move ID \(clientMoveID) was already used for a different move.",
            inReplyTo: .move, clientMoveID: clientMoveID)
    }

    /// The round has `movesPlayed` moves, too many to abort.
    public static func tooLateToAbort(movesPlayed: Int) -> ProtocolError {
        ProtocolError(
            code: .tooLateToAbort,
            message: "A round can be aborted only before its second move; this one has \(movesPlayed) moves.",
            inReplyTo: .abort)
    }

    /// Nobody may claim yet: `remainingMilliseconds` until the absent player's grace ends, or `nil` when every
    /// other player is there.
    public static func victoryNotClaimable(remainingMilliseconds: Int?) -> ProtocolError {
        let message: String
        if let remainingMilliseconds {
            let seconds = (remainingMilliseconds + 999) / 1_000
            message = "You can claim the round in \(seconds) s if your opponent has not come back."
        } else {
            message = "Your opponent is here; there is nothing to claim."
        }
        return ProtocolError(code: .victoryNotClaimable, message: message, inReplyTo: .claimVictory)
    }

    /// A claim in a co-operative game, which everyone wins or loses together.
    public static let nothingToClaimTogether = ProtocolError(
        code: .victoryNotClaimable,
        message: "Nobody can claim a co-operative round: it is won or lost by everyone together.",
        inReplyTo: .claimVictory)

    /// The next round was chosen while a round is still being played (or the room is closed).
    public static func nextRoundNotChoosable(_ phase: RoomPhase) -> ProtocolError {
        let message: String
        switch phase {
        case .waitingForPlayers: message = "The next round can be chosen once a round has ended; the room is waiting."
        case .playing: message = "The next round can be chosen once this round has ended."
        case .roundOver: message = "The next round has already been chosen."
        case .closed: message = "The room is closed."
        }
        return ProtocolError(code: .rematchNotAvailable, message: message, inReplyTo: .chooseNextRound)
    }

    /// The game lets another seat choose what comes next.
    public static let choiceNotYours = ProtocolError(
        code: .notYourTurn, message: "Another player chooses what comes next in this game.",
        inReplyTo: .chooseNextRound)

    /// A rematch was offered while a round is still being played (or the room is closed).
    public static func rematchNotAvailable(_ phase: RoomPhase) -> ProtocolError {
        let message: String
        switch phase {
        case .waitingForPlayers: message = "A rematch needs a finished round; the room is still waiting for players."
        case .playing: message = "A rematch can be offered once this round has ended."
        case .roundOver: message = "You have already offered a rematch."
        case .closed: message = "The room is closed."
        }
        return ProtocolError(code: .rematchNotAvailable, message: message, inReplyTo: .offerRematch)
    }

    /// The server failed to carry out a message of type `type`.
    public static func internalError(inReplyTo type: ClientMessage.MessageType?) -> ProtocolError {
        ProtocolError(
            code: .internalError, message: "The server could not do that just now; nothing changed. Try again.",
            inReplyTo: type)
    }
}
