public import ClientCore
import GameCore
import PlainMode
public import WireProtocol

/// Whole online plain-mode conversations as one text: what arrives from the network (`~ ...` lines), what the
/// person types (`> ...` lines), and every line printed. Each game's tests and the room-level tests write their
/// scenarios with these steps and replay them with `transcript(of:name:)`.
public enum OnlineTranscript {
    /// One thing that happens to the session.
    public enum Step: Sendable, CustomStringConvertible {
        /// Something from the network, or the connection's news.
        case net(OnlineAction)
        /// A line the person typed.
        case typed(String)
        /// Input ended.
        case endOfInput

        /// The step as the transcript writes it.
        public var description: String {
            switch self {
            case .typed(let line): return "> \(line)"
            case .endOfInput: return "^D"
            case .net(let action):
                switch action {
                case .received(.snapshot(let room)): return "~ snapshot \(room.sequence)"
                case .received(.event(let event, let sequence)): return "~ event \(sequence) \(event.type)"
                case .received(.error(let error)): return "~ error \(error.code)"
                case .connected: return "~ connected"
                case .disconnected: return "~ disconnected"
                case .ticked(nil): return "~ ticked"
                case .ticked(let elapsed?): return "~ ticked after \(elapsed)"
                default: return "~ \(action)"
                }
            }
        }
    }

    /// A scenario: who this client is, what happens, and the whole transcript expected.
    public struct Scenario: Sendable, CustomStringConvertible {
        /// What the scenario shows, as the test names its case.
        public let name: String
        /// What the client asked for.
        public let intent: OnlineIntent
        /// What happens, in order.
        public let steps: [Step]
        /// Everything printed, with the steps, as one text.
        public let transcript: String

        /// A scenario called `name` of a client that asked for `intent`, going through `steps`, expected to print
        /// `transcript`.
        public init(name: String, intent: OnlineIntent, steps: [Step], transcript: String) {
            self.name = name
            self.intent = intent
            self.steps = steps
            self.transcript = transcript
        }

        /// Its name, as the test names its case.
        public var description: String { name }
    }

    /// The step in which `room` arrives as a snapshot.
    public static func snapshot(_ room: RoomSnapshot) -> Step { .net(.received(.snapshot(snapshot: room))) }

    /// The step in which `event` arrives, numbered `sequence`.
    public static func event(_ event: RoomEvent, _ sequence: Int) -> Step {
        .net(.received(.event(event: event, sequence: sequence)))
    }

    /// What a session of `name` playing the tests' games prints through `scenario`, written as its transcript.
    public static func transcript(of scenario: Scenario, name: PlayerName) -> String {
        let session = OnlineSession(
            intent: scenario.intent, name: name, clientVersion: "t", moveIDPrefix: "p", plays: TestGames.plays)
        var plain = OnlinePlainSession(session: session)
        _ = plain.start()
        var lines: [String] = []
        for step in scenario.steps {
            lines.append(step.description)
            switch step {
            case .net(let action): lines += plain.reduce(action).lines
            case .typed(let line): lines += plain.handle(line).lines
            case .endOfInput: lines += plain.endOfInput().lines
            }
        }
        return lines.joined(separator: "\n")
    }
}
