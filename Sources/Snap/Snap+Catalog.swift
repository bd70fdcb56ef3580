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

    /// The room draws 128 bits a round and commits to them at the deal.
    public static var commitsToRoundSeed: Bool { true }

    /// A round dealt from 64 bits (`SnapSeed(widening:)`) by `starter`: what a table at one keyboard asks for.
    public static func newRound(of options: SnapOptions, starter: Seat, seed: UInt64) -> Snap {
        Snap(options: options, starter: starter, seed: SnapSeed(widening: seed))
    }

    /// A round dealt from the room's 128-bit `seed` by `starter`, showing the room's `commitment` to the seed in
    /// every view.
    public static func newRound(
        of options: SnapOptions, starter: Seat, seed: RoundSeed, commitment: SeedCommitment?
    ) -> Snap {
        Snap(
            options: options, starter: starter, seed: SnapSeed(high: seed.high, low: seed.low),
            commitment: commitment)
    }
}
