/// How a room plays a game, as the game declares it: who may act, who may join, what starts the next round, and
/// how a round's result is scored.
///
/// Room-level code (the server's rooms, the online session, the screens and plain mode) reads these and never
/// asks which game it is, so a new game gets the right room behaviour by saying what it is.
public struct GameTraits: Hashable, Sendable {
    /// Who may act while a round is played.
    public enum Turns: Hashable, Sendable {
        /// One seat at a time (a turn-based board game): a move made after another seat's move was seen is stale.
        case oneSeatAtATime
        /// Every seat at once (a co-operative puzzle, a race): another seat's move never makes a move stale;
        /// the rules take moves in the order they arrive and refuse one that no longer fits.
        case everySeatAtOnce
    }

    /// What starts the next round once one is over.
    public enum NextRound: Hashable, Sendable {
        /// Every seated player asks for it (a rematch).
        case whenEverySeatAsks
        /// The first seated player to ask starts it for everyone (a shared board).
        case whenAnySeatAsks
    }

    /// How a round's result counts.
    public enum Scoring: Hashable, Sendable {
        /// Each seat plays for itself: a seat away for long may be beaten by a claim.
        case eachSeatForItself
        /// The seats play together and win or lose as one: there is nothing to claim from each other.
        case asOneTeam
    }

    /// Who may act while a round is played.
    public var turns: Turns
    /// Whether a newcomer may take a free seat while a round is under way.
    public var joinsMidRound: Bool
    /// What starts the next round.
    public var nextRound: NextRound
    /// How a round's result counts.
    public var scoring: Scoring
    /// How many seated players a room needs before its first round starts (every seat of a room with fewer).
    public var playersToStart: Int
    /// Whether the game keeps time, so a client shows the round's clock.
    public var keepsTime: Bool

    /// Whether the seats win or lose together, so a room has nothing to claim or abort between them.
    public var playsAsOneTeam: Bool { scoring == .asOneTeam }

    /// The traits of a game, each named.
    public init(
        turns: Turns, joinsMidRound: Bool, nextRound: NextRound, scoring: Scoring, playersToStart: Int,
        keepsTime: Bool
    ) {
        self.turns = turns
        self.joinsMidRound = joinsMidRound
        self.nextRound = nextRound
        self.scoring = scoring
        self.playersToStart = playersToStart
        self.keepsTime = keepsTime
    }
}
