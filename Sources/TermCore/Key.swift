/// A key the user pressed, decoded from the terminal's bytes.
public enum Key: Hashable, Sendable {
    /// A printable character (letters keep their case).
    case character(Character)
    /// A letter typed with Control held, as its lowercase letter: Ctrl-C is `.control("c")`.
    case control(Character)
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Enter or Return.
    case enter
    /// Escape on its own.
    case escape
    /// Backspace or Delete-left.
    case backspace
    /// Tab.
    case tab
    /// Home.
    case home
    /// End.
    case end
    /// Page up.
    case pageUp
    /// Page down.
    case pageDown
    /// A function key, F1 as `.function(1)`.
    case function(Int)
}
