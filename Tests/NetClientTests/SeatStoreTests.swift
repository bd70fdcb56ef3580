import Foundation
import NetClient
import Testing

struct SeatStoreTests {
    private static func temporaryFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "parlor-seats-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func remembersSecretsByGameIDWhateverTheCase() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = SeatStore(path: folder + "/state/parlor/seats")
        #expect(store.secret(for: "ABCD2345") == nil)
        try store.store("s1", for: "abcd2345")
        try store.store("s2", for: "WXYZ6789")
        try store.store("s3", for: "ABCD2345")
        #expect(store.entries() == ["ABCD2345": "s3", "WXYZ6789": "s2"])
        #expect(SeatStore(path: store.path).secret(for: "abcd2345") == "s3")
        try store.remove("wxyz6789")
        #expect(store.entries() == ["ABCD2345": "s3"])
    }

    @Test func theFileIsReadableByItsOwnerOnly() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = SeatStore(path: folder + "/seats")
        try store.store("secret", for: "ABCD2345")
        let attributes = try FileManager.default.attributesOfItem(atPath: store.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(leftovers == ["seats"])
    }

    @Test func linesThatAreNotEntriesAreSkipped() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/seats"
        try "garbage\nABCD2345 s1\n\nA B C\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(SeatStore(path: path).entries() == ["ABCD2345": "s1"])
    }
}
