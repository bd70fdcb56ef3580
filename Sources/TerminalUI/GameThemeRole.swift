public import TermCore

/// A part of a game's own screen that a theme gives a style, declared by the game in its folder: its key in a theme
/// file ("draughts.king": the game's kind, a dot, the role's name) and its style in the built-in standard theme
/// and in `mono`, which a theme file that leaves the role out keeps, as it keeps `mono` for any room role.
///
/// The room's roles (`ThemeRole`) are a fixed list the room draws with; a game's are its own, so a new game brings its
/// colours without a line changed outside its folder.
public struct GameThemeRole: Hashable, Sendable {
    /// The role's key in a theme file's `roles`.
    public let key: String
    /// Its style in the built-in standard theme.
    public let standard: Style
    /// Its style without colour.
    public let mono: Style

    /// The role `name` of the game whose kind is `game`, with its `standard` and `mono` styles.
    public init(game: String, name: String, standard: Style, mono: Style) {
        self.key = "\(game).\(name)"
        self.standard = standard
        self.mono = mono
    }
}
