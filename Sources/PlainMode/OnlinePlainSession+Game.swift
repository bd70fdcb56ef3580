import ClientCore
import GameCatalog
import GameCore
import WireProtocol

extension OnlinePlainSession {
    /// The answer to a line: the room's words (`board`, `help`, `quit`, an empty line, a choice the game offers at
    /// a round's end) here, every other word read by the game's plain-mode parts and carried out as its intent.
    mutating func gameCommand(_ line: String, _ plain: (any GamePlainText.Type)?) -> OnlinePlainStep {
        let word = PlainText.trimmed(line).lowercased()
        switch word {
        case "": return OnlinePlainStep(lines: [prompt])
        case "board", "b": return OnlinePlainStep(lines: boardLines + [prompt])
        case "help", "h", "?": return OnlinePlainStep(lines: helpLines + [prompt])
        case "quit", "q", "exit": return leave()
        default: break
        }
        if let offer = session.roundChoices.first(where: { $0.word == word }) {
            return command(.nextRoundChosen(offer.choice))
        }
        // NB: a game this client has no plain-mode parts for can be watched and left, not played, by lines.
        guard let plain else {
            let kind = session.room?.kind.displayName ?? "This game"
            return OnlinePlainStep(lines: ["\(kind) cannot be played in plain mode by this version of parlor.", prompt])
        }
        // NB: at one keyboard `player NAME` hands the keys on; online each person has their own.
        if plain.passesTheKeyboard, word == "player" || word.hasPrefix("player ") {
            return OnlinePlainStep(lines: ["Online, everyone types for themselves: player is for local play.", prompt])
        }
        let settings = Settings(digitLayout: digits)
        switch plain.anyIntent(
            forLine: PlainText.trimmed(line), settings: settings, on: session.room?.view, names: session.seatNames)
        {
        case .intent? where !session.isSpectator && isRoundOver:
            return OnlinePlainStep(lines: [roundOverLine, prompt])
        case .intent(let intent)?: return command(.play(intent))
        case .invalid(let reason)?: return OnlinePlainStep(lines: [reason, prompt])
        case nil:
            let roomWords =
                session.room?.kind.traits.playsAsOneTeam == true
                ? ["board", "help", "new", "quit"] : ["board", "help", "rematch", "claim", "abort", "quit"]
            let words = plain.commandWords(settings: Settings(digitLayout: digits)) + roomWords
            return OnlinePlainStep(lines: [PlainText.unknownCommand(PlainText.trimmed(line), words: words), prompt])
        }
    }

    /// The round's start when the room's round was not told yet, and the moves of the round the view keeps that
    /// were not told yet (a snapshot after a rejoin carries no events), in order.
    mutating func gameCatchUp(_ room: RoomSnapshot, _ plain: (any GamePlainText.Type)?) -> [String] {
        guard room.round > 0 else { return [] }
        var lines: [String] = []
        if room.round != toldRound {
            toldRound = room.round
            toldMoves = 0
            lines.append(roundLine(room.round, starter: room.setup.starter(ofRound: room.round), in: room))
        }
        guard let plain, let view = room.view, let count = view.moveCount, count > toldMoves else { return lines }
        lines += plain.sentences(forMovesIn: view, from: toldMoves, names: session.seatNames)
        toldMoves = count
        return lines
    }

    /// Whether the round on show is over: ended, or decided and its end on its way.
    var isRoundOver: Bool {
        guard let room = session.room else { return false }
        return room.phase == .roundOver || room.phase == .playing && room.view?.isOver == true
    }

    /// What a move typed once the round is over is answered with: "The board is over: type new for a new board.",
    /// "The round is over: type rematch for a rematch."
    var roundOverLine: String {
        let noun = session.play?.roundNoun ?? "round"
        return "The \(noun) is over: type \(nextRoundWord) for \(nextRoundPhrase)."
    }

    /// The word that asks for the next round: `new` where one player's asking starts it, `rematch` where all must.
    var nextRoundWord: String {
        session.room?.kind.traits.nextRound == .whenAnySeatAsks ? "new" : "rematch"
    }

    /// What the next round is, in the game's words where one player's asking starts it ("a new board").
    var nextRoundPhrase: String {
        guard session.room?.kind.traits.nextRound == .whenAnySeatAsks else { return "a rematch" }
        return session.play?.nextRoundPhrase ?? "the next round"
    }

    /// "Round 2: X (Ann) moves first." in a game of turns, "Round 2." in one where every seat acts at once, and
    /// with the game's words on its options, "Board 2: beginner, 9x9, 10 mines".
    func roundLine(_ round: Int, starter: Seat, in room: RoomSnapshot) -> String {
        let noun = (session.play?.roundNoun ?? "round").capitalizedFirst
        if let plain = session.play as? any GamePlainText.Type, let phrase = plain.optionsPhrase(setup: room.setup) {
            return "\(noun) \(round): \(phrase)"
        }
        return room.kind.traits.turns == .oneSeatAtATime
            ? "\(noun) \(round): \(label(starter, in: room)) moves first." : "\(noun) \(round)."
    }

    /// What a `moved` event says: every move the view keeps that was not told yet, or else the game's sentence.
    mutating func gameMoveLines(
        _ seat: Seat, _ move: AnyMove?, in room: RoomSnapshot, _ plain: (any GamePlainText.Type)?
    ) -> [String] {
        guard let plain, let view = room.view else { return move == nil ? ["\(label(seat, in: room)) moved."] : [] }
        if view.moveCount != nil { return gameCatchUp(room, plain) }
        return plain.sentence(for: move, by: seat, after: view, names: session.seatNames).map { [$0] } ?? []
    }
}

extension String {
    /// The string with its first letter in capitals: "board" becomes "Board".
    fileprivate var capitalizedFirst: String {
        prefix(1).uppercased() + dropFirst()
    }
}
