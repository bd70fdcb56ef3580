public import GameCore
public import TicTacToe

/// Something that happened in a local match, in the order it happened: what the screen and the plain-mode
/// announcer report.
public enum MatchEvent: Hashable, Sendable {
    /// A new round began with `starter` to move.
    case roundStarted(round: Int, starter: Seat)
    /// `seat` marked `square`.
    case marked(Square, by: Seat)
    /// The round ended.
    case roundEnded(TicTacToe.Ending)
}
