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
        #expect(store.secrets(for: "ABCD2345") == [])
        try store.store("s1", for: "abcd2345")
        try store.store("s2", for: "WXYZ6789")
        try store.store("s3", for: "ABCD2345")
        try store.store("s1", for: "ABCD2345")
        #expect(store.entries() == ["ABCD2345": ["s1", "s3"], "WXYZ6789": ["s2"]])
        #expect(SeatStore(path: store.path).secrets(for: "abcd2345") == ["s1", "s3"])
        try store.remove("wxyz6789")
        #expect(store.entries() == ["ABCD2345": ["s1", "s3"]])
    }

    /// Two terminals of one person each take a seat of the same room at the same moment: both seats are kept.
    @Test func seatsStoredAtOnceByManyProcessesAreAllKept() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/seats"
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<40 {
                group.addTask { try SeatStore(path: path).store("s\(index)", for: "ABCD2345") }
            }
            try await group.waitForAll()
        }
        #expect(Set(SeatStore(path: path).secrets(for: "ABCD2345")) == Set((0..<40).map { "s\($0)" }))
    }

    @Test func aFileOfTheFormerOneSeatARoomFormatIsRead() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/seats"
        try "ABCD2345 s1\nWXYZ6789 s2\n".write(toFile: path, atomically: true, encoding: .utf8)
        try SeatStore(path: path).store("s3", for: "ABCD2345")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "ABCD2345 s1\nABCD2345 s3\nWXYZ6789 s2\n")
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
        #expect(SeatStore(path: path).entries() == ["ABCD2345": ["s1"]])
    }
}
