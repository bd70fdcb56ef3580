public import WireProtocol

/// Something an online session asks the program to do outside the state, returned by `OnlineSession.reduce`.
public enum OnlineEffect: Hashable, Sendable {
    /// Send this message to the server.
    case send(ClientMessage)
    /// Keep the seat secret for `gameID`, so `parlor join ID` takes the seat back later.
    case storeSecret(SeatSecret, gameID: GameID)
    /// Ring the terminal bell: it just became this person's move.
    case bell
    /// Put this text on the system clipboard, through the terminal (OSC 52) where it allows.
    case copyToClipboard(String)
    /// Deliver `OnlineAction.ticked` after this delay (the spinner and countdowns; never asked for while idle).
    case tick(after: Duration)
    /// Deliver `OnlineAction.pointerPauseEnded` after this delay: until then, cursor moves are held back and only
    /// the latest is sent, so a held arrow key sends a few pointers a second, not one per key.
    case pointerPause(after: Duration)
    /// Drop the keys typed but not yet read: they were typed against the position before a race was decided.
    case discardTypeAhead
    /// Leave the program.
    case quit
}
