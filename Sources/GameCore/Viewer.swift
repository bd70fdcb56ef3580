/// Who is looking at a game: a seated player, who may see their own secrets, or a spectator, who sees only
/// what is public.
public enum Viewer: Hashable, Sendable {
    /// The player in this seat.
    case seat(Seat)
    /// Someone watching without a seat.
    case spectator
}
