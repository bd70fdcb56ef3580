import Crypto
import GameCore
import ServerCore
import TestGames
import Testing
import WireProtocol

@Suite struct PrimitivesTests {
    /// Hashes stored before the digest came from swift-crypto still match their secrets: these pairs were hashed
    /// by an independent SHA-256 (Python's hashlib).
    @Test(arguments: [
        ("AAAAAAAAAAAAAAAAAAAAAA", "374708fff7719dd5979ec875d56cd2286f6d3cf7ec317a3b25632aab28ec37bb"),
        ("q83vEjRWeJCrze8SNFZ4kA", "57f79ea965f5e041355cdc9cf021104608f67cced1158cc43f3dfd0e2fc9fdcc"),
    ])
    func aSecretHashesToItsSHA256(secret: String, digest: String) throws {
        let secret = try SeatSecret(secret)
        #expect(SecretHash(of: secret) == SecretHash(hex: digest))
        #expect(SecretHash(of: secret).hex == digest)
        #expect(SecretHash(hex: digest).matches(secret))
    }

    @Test func aSecretMatchesOnlyItsOwnHash() {
        var random = SplitMix64(seed: 2)
        let first = SeatSecret.random(using: &random)
        let second = SeatSecret.random(using: &random)
        let hash = SecretHash(of: first)
        #expect(hash.matches(first))
        #expect(!hash.matches(second))
        #expect(hash.hex == Self.hexDigest(first.rawBytes))
        #expect(!hash.hex.contains(first.revealedText))
    }

    /// The SHA-256 of `bytes` in lowercase hex, as swift-crypto computes it.
    static func hexDigest(_ bytes: [UInt8]) -> String {
        SHA256.hash(data: bytes).map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// A secret's hash made from its digest's bytes is the hash its hex digits make, for 1,000 secrets.
    @Test func aSecretsHashIsTheHashOfItsHexDigest() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<1_000 {
            let secret = SeatSecret.random(using: &random)
            let hash = SecretHash(of: secret)
            #expect(hash == SecretHash(hex: Self.hexDigest(secret.rawBytes)))
            #expect(hash.hex == Self.hexDigest(secret.rawBytes))
        }
    }

    /// A hash reads back as the text it was made from, a digest or anything else a stored record holds, and two
    /// hashes are equal exactly when their texts are.
    @Test(arguments: [
        "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0",
        "0000000000000000000000000000000000000000000000000000000000000000",
        "ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
        "CDC76E5C9914FB9281A1C7E284D73E67F1809A48A497200E046D39CCC7112CD0",
        "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd",
        "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0a",
        "gdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0", "", "not a hash",
    ])
    func aHashKeepsItsText(hex: String) throws {
        let hash = SecretHash(hex: hex)
        #expect(hash.hex == hex)
        #expect(hash == SecretHash(hex: hex))
        #expect(hash != SecretHash(hex: hex + "0"))
        let coded = try WireCoder.decodeValue(
            SecretHash.self, from: WireCoder.encodeValue(hash), what: "hash", games: TestGames.all)
        #expect(coded == hash)
    }
}
