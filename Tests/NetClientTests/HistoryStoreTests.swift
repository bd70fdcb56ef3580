import Foundation
import NetClient
import Testing

struct HistoryStoreTests {
    private struct Game: Codable, Hashable, Sendable {
        var name: String
        var moves: Int
    }

    private static func temporaryFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "parlor-history-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    private static func store(_ path: String) -> HistoryStore<Game> {
        HistoryStore(
            path: path,
            encode: { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) },
            decode: { try JSONDecoder().decode(Game.self, from: Data($0.utf8)) }
        )
    }

    @Test func entriesComeBackInTheOrderTheyWereWritten() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = Self.store(folder + "/state/parlor/history")
        #expect(store.load().entries.isEmpty)
        let games = [
            Game(name: "Ann", moves: 3), Game(name: "Bob \"B\"\nnewline", moves: 40), Game(name: "", moves: 0),
        ]
        for game in games { try store.append(game) }
        let loaded = Self.store(store.path).load()
        #expect(loaded.entries == games)
        #expect(loaded.warnings.isEmpty)
        let attributes = try FileManager.default.attributesOfItem(atPath: store.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let text = try String(contentsOfFile: store.path, encoding: .utf8)
        #expect(text.split(separator: "\n").count == 3)
    }

    @Test func aDamagedLineIsSkippedWithAWarningAndTheRestIsRead() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history"
        try "{\"name\":\"Ann\",\"moves\":1}\n{\"name\":\"Bo\n\n{\"name\":\"Cy\",\"moves\":2}\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let loaded = Self.store(path).load()
        #expect(loaded.entries == [Game(name: "Ann", moves: 1), Game(name: "Cy", moves: 2)])
        #expect(loaded.warnings.count == 1)
        #expect(loaded.warnings.first?.hasPrefix("history line 2 is unreadable") == true)
    }

    @Test func anEntryAfterACutShortLineStartsOnALineOfItsOwn() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history"
        try "{\"name\":\"Ann\",\"moves\":1}\n{\"name\":\"Bo".write(toFile: path, atomically: true, encoding: .utf8)
        let store = Self.store(path)
        try store.append(Game(name: "Cy", moves: 2))
        let loaded = store.load()
        #expect(loaded.entries == [Game(name: "Ann", moves: 1), Game(name: "Cy", moves: 2)])
        #expect(loaded.warnings.count == 1)
    }

    @Test func theHistoryFileLivesBesideTheSeats() {
        let paths = StatePaths(environment: ["HOME": "/home/ann", "XDG_STATE_HOME": "/var/state"])
        #expect(paths.historyFile == "/var/state/parlor/history")
        #expect(StatePaths(environment: ["HOME": "/home/ann"]).historyFile == "/home/ann/.local/state/parlor/history")
    }
}
