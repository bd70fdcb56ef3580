/// The page where a game ID is typed: what it is for, what was typed, and why the last try was refused.
public struct GameIDEntry: Hashable, Sendable {
    /// What the game ID is wanted for.
    public enum Purpose: Hashable, Sendable, CaseIterable {
        /// Take the free seat of the room (`parlor join ID`).
        case join
        /// Watch the room (`parlor watch ID`).
        case watch
    }

    /// The most characters the field holds: a game ID is 8, with room for spaces and hyphens between groups.
    public static let maximumLength = 16

    /// What the game ID is wanted for.
    public var purpose: Purpose
    /// What was typed, as typed (game IDs are case-insensitive).
    public var text: String
    /// Why the last Enter was refused, or why the room could not be reached; cleared by the next edit.
    public var problem: String?

    /// An empty field for `purpose`.
    public init(purpose: Purpose, text: String = "", problem: String? = nil) {
        self.purpose = purpose
        self.text = text
        self.problem = problem
    }

    /// The main-menu entry that opens this page.
    public var menuItem: MenuItem {
        switch purpose {
        case .join: .joinOnline
        case .watch: .watchOnline
        }
    }
}
