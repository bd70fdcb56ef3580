/// How a `moved` event brings a viewer's picture of the game up to date: the whole view afresh, or only what the
/// move changed.
///
/// A game whose view is small sends it whole (a board of a few squares); a game whose view is large and whose
/// moves change little of it at a time sends changes, so a move that uncovers hundreds of cells is one compact
/// event.
/// On the wire it is the `moved` event's `view` or `change` field.
public enum ViewUpdate: Hashable, Sendable {
    /// The whole view after the move.
    case whole(AnyView)
    /// What the move changed; apply it to the view before the move.
    case change(AnyViewChange)
}
