public import GameCatalog
public import WireProtocol

/// What happened to an online session: on the connection, from the server, on the timer, or at the keyboard.
public enum OnlineAction: Hashable, Sendable {
    /// Attempt `attempt` (from 1) to reach the server started.
    case connecting(attempt: Int)
    /// The connection opened.
    case connected
    /// The connection ended; `reason` is one line for the person.
    case disconnected(reason: String)
    /// The next attempt, `attempt`, starts in `after`.
    case retrying(attempt: Int, after: Duration)
    /// The connection gave up: the server is unreachable.
    case gaveUp
    /// A message from the server.
    case received(ServerMessage)
    /// A frame from the server that is not a message; `reason` says why.
    case unreadable(reason: String)
    /// The timer asked for by `OnlineEffect.tick` went off, `elapsed` after it was asked for as the program's clock
    /// measured it (a process stopped or starved wakes late, and the countdowns and the round's clock count what
    /// really passed), or the delay asked for when `nil`.
    case ticked(elapsed: Duration? = nil)
    /// Enter or Space once the round is over: offers a rematch.
    case confirmPressed
    /// `n` or `rematch`: ready for another round.
    case rematchRequested
    /// `c` or `claim`: claim the round while the opponent is away past the grace period.
    case claimRequested
    /// `a` or `abort`: end the round unscored, allowed before its second move.
    case abortRequested
    /// A key, click or command meant something in the room's game: its play parts say what.
    case play(PlayIntent)
    /// A key or word picked one of the choices the room's game offers at a round's end.
    case nextRoundChosen(AnyRoundChoice)
    /// The pause asked for by `OnlineEffect.pointerPause` ended: the latest cursor may be sent.
    case pointerPauseEnded
    /// Tab, which hands the keys to the next person at one keyboard: online everyone has their own, and is told so.
    case keysPassRequested
    /// `y` on the waiting screen: copy the command a friend types to join.
    case copyJoinCommandRequested
    /// `q`, Ctrl-C, a signal or the end of input.
    case quitRequested

    /// Whether the person did this (a key, a click, a command), rather than the connection, server or timer.
    public var isFromThePerson: Bool {
        switch self {
        case .connecting, .connected, .disconnected, .retrying, .gaveUp, .received, .unreadable, .ticked,
            .pointerPauseEnded:
            false
        case .confirmPressed, .rematchRequested, .claimRequested, .abortRequested,
            .play, .nextRoundChosen, .keysPassRequested, .copyJoinCommandRequested, .quitRequested:
            true
        }
    }
}
