public import GameCatalog
public import GameCore

extension Snap: CatalogGame {
    /// "snap".
    public static let kindName = "snap"

    /// "Snap".
    public static let displayName = "Snap"

    /// Two seats with the default cooldown and turn timer.
    public static var standardOptions: SnapOptions {
        // NB: the defaults are within the bounds the initialiser checks.
        try! SnapOptions(seats: 2)
    }

    // NB: every viewer's view is the same (face-down cards are hidden from all alike) and every move is public, so
    // the room may make one event for all of them.
    /// Every viewer sees the same table and learns every move.
    public static var showsEveryoneTheSame: Bool { true }

    /// "Snap, 3 players".
    public static func summary(of options: SnapOptions) -> String {
        "Snap, \(options.seats) players"
    }

    /// A round dealt from `seed` by `starter`.
    ///
    /// The catalog draws 64 bits a round; the deal takes a 128-bit `SnapSeed`, which holds them in its lower half
    /// (`SnapSeed(widening:)`) until the catalog draws more.
    public static func newRound(of options: SnapOptions, starter: Seat, seed: UInt64) -> Snap {
        Snap(options: options, starter: starter, seed: SnapSeed(widening: seed))
    }
}
