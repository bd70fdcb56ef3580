/// What one viewer may see of a game, kept up to date by small updates instead of whole copies.
///
/// A server sends a client the view once, then after each move only `Game.update(since:for:)`, which the client
/// folds in with `apply(_:)`; the result must equal the view the server would have sent whole. A game with little
/// to show may use its whole view as the update (see the default `apply(_:)` for `Update == Self`).
public protocol GameView: Hashable, Sendable, Codable {
    /// What one move changed for one viewer.
    associatedtype Update: Hashable, Sendable, Codable

    /// Brings this view up to date with what a move changed, as `Game.update(since:for:)` described it.
    mutating func apply(_ update: Update)

    /// The seats that may act now, as the game's `seatsToAct`: what a client's status line and bell follow.
    var seatsToAct: [Seat] { get }

    /// Whether the game shown has ended (the room's round-over event may still be on its way).
    var isOver: Bool { get }

    /// How the game shown ended, or `nil` while it is played.
    var outcome: Outcome? { get }

    /// How many moves the round has had, when the view shows it (a round may be aborted before its second);
    /// `nil`, the default, when it does not.
    var moveCount: Int? { get }
}

extension GameView {
    /// The view does not show how many moves were played.
    public var moveCount: Int? { nil }
}

extension GameView where Update == Self {
    /// Replaces the view with the whole new view the update is.
    public mutating func apply(_ update: Self) {
        self = update
    }
}
