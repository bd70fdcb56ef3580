import Crypto
public import GameCore
public import WireProtocol

extension SeedCommitment {
    /// The room's commitment to `seed`, the seed of round `round` of room `id`: the SHA-256 digest of the ASCII
    /// text `<game ID>/<round>/<seed's upper 64 bits>/<seed's lower 64 bits>`, the numbers in decimal (such as
    /// `K7MZ2QHD/1/1234/5678`).
    ///
    /// NB: the room's ID and the round are hashed with the seed so that one round's commitment cannot be shown again
    /// for another; the seed's 128 random bits keep it from being guessed before it is revealed.
    public init(to seed: RoundSeed, round: Int, room id: GameID) {
        let text = "\(id.text)/\(round)/\(seed.high)/\(seed.low)"
        let digest = SHA256.hash(data: Array(text.utf8))
        let hex = digest.map { byte in
            let digits = Array("0123456789abcdef".utf8)
            return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
        }.joined()
        // NB: a SHA-256 digest is always 64 hex digits.
        self = SeedCommitment(hex: hex)!
    }
}
