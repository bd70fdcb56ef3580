public import ClientCore

/// What a key means before the screen is taken into account: `InputMapper` turns it into an `AppAction`, and
/// `OnlineInputMapper` into an `OnlineAction`.
public enum KeyCommand: Hashable, Sendable {
    /// Move the cursor or the menu selection.
    case move(Direction)
    /// Place a mark on the cursor's square, or choose the selected entry.
    case confirm
    /// A digit 1-9: a square in play, an entry in a menu.
    case digit(Int)
    /// Show or hide the help overlay.
    case toggleHelp
    /// Close the help overlay, or go back one menu page.
    case escape
    /// Start the next round once this one is over.
    case nextRound
    /// Hand the keyboard to the next person at a table where they take turns at the keys.
    case nextPlayer
    /// Copy the command that joins this online game to the clipboard.
    case copyJoinCommand
    /// Claim the round when the opponent stayed away past the grace period (online).
    case claim
    /// Abort the round before its second move (online).
    case abort
    /// Go back to the main menu.
    case menu
    /// Leave the program.
    case quit
}
