public import GameCatalog
public import GameCore

/// What the person did, once keys and clicks have been given their meaning; named for what happened.
public enum AppAction: Hashable, Sendable {
    /// An arrow or movement key: moves the board cursor or the menu selection.
    case directionPressed(Direction)
    /// Enter or Space: marks the cursor's square, picks the selected menu entry, or starts the next round
    /// once this one is over.
    case confirmPressed
    /// A click or a hotkey picked this menu entry.
    case menuItemChosen(MenuItem)
    /// `?` or F1: shows or hides the help overlay.
    case helpToggled
    /// Esc: closes the help overlay, or goes back one menu page.
    case escapePressed
    /// `n`: the next round, once this one is over.
    case nextRoundRequested
    /// `m`: back to the main menu.
    case menuRequested
    /// A character typed into the game-ID field; on that page every printable key types, `q` and `?` too.
    case characterTyped(Character)
    /// Backspace in the game-ID field: deletes the last character.
    case deletePressed
    /// The online game that `Effect.goOnline` started is over and the menu is back; `problem` says why it ended
    /// when the person did not choose to leave (an unknown room, an unreachable server), `farewell` what they are
    /// told when they did (the command that takes their seat back).
    case onlineEnded(problem: String?, farewell: String? = nil)
    /// A key meant something in the game at a local table: its play parts say what.
    case play(PlayIntent)
    /// A key that means nothing where it was pressed: at a local table whose round is over, the notice says how
    /// to go on.
    case unboundKeyPressed
    /// Tab at a local table whose people take turns at the keys: the next person has them.
    case keysPassed
    /// A key picked one of the choices the game at a local table offers at a round's end.
    case nextRoundChosen(AnyRoundChoice)
    /// The loop's clock reached `GameTime` with nothing else happening: a running board clock shows the new
    /// second. Only asked for while `AppState.nextClockTick` is set.
    case clockTicked(GameTime)
    /// `q`, Ctrl-C, a termination signal, or the end of input.
    case quitRequested
}
