import ClientCore
import GameCore
import WireProtocol

extension OnlinePlainSession {
    /// The answer to a line in a room whose game has plain-mode parts: the room's words (`board`, `help`, `quit`,
    /// an empty line) here, every other word read by the game and carried out as its intent.
    mutating func gameCommand(_ line: String, _ plain: any GamePlainText.Type) -> OnlinePlainStep {
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
        switch plain.anyIntent(forLine: word) {
        case .intent(let intent)?: return command(.play(intent))
        case .invalid(let reason)?: return OnlinePlainStep(lines: [reason, prompt])
        case nil: return OnlinePlainStep(lines: ["Unknown command \"\(PlainText.visible(word))\": type help.", prompt])
        }
    }

    /// The round's start when the room's round was not told yet: "Round 2." (what happened before a snapshot is
    /// in the game's lines, which follow).
    mutating func gameCatchUp(_ room: RoomSnapshot, _ plain: any GamePlainText.Type) -> [String] {
        guard room.round > 0, room.round != toldRound else { return [] }
        toldRound = room.round
        return ["Round \(room.round)."]
    }
}
