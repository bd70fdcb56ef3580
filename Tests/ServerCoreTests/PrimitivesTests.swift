import GameCore
import ServerCore
import Testing
import WireProtocol

@Suite struct PrimitivesTests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ])
    func sha256MatchesTheStandardVectors(input: String, digest: String) {
        #expect(SHA256.hexDigest(Array(input.utf8)) == digest)
    }

    @Test func sha256OfAMillionAs() {
        #expect(
            SHA256.hexDigest(Array(repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func aSecretMatchesOnlyItsOwnHash() {
        var random = SplitMix64(seed: 2)
        let first = SeatSecret.random(using: &random)
        let second = SeatSecret.random(using: &random)
        let hash = SecretHash(of: first)
        #expect(hash.matches(first))
        #expect(!hash.matches(second))
        #expect(hash.hex == SHA256.hexDigest(first.rawBytes))
        #expect(!hash.hex.contains(first.revealedText))
    }

    /// A secret's hash made from its digest's bytes is the hash its hex digits make, for 1,000 secrets.
    @Test func aSecretsHashIsTheHashOfItsHexDigest() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<1_000 {
            let secret = SeatSecret.random(using: &random)
            let hash = SecretHash(of: secret)
            #expect(hash == SecretHash(hex: SHA256.hexDigest(secret.rawBytes)))
            #expect(hash.hex == SHA256.hexDigest(secret.rawBytes))
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
        let coded = try WireCoder.decodeValue(SecretHash.self, from: WireCoder.encodeValue(hash), what: "hash")
        #expect(coded == hash)
    }
}
