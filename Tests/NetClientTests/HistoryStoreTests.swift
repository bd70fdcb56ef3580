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

    private static func store(_ path: String, limit: Int? = nil) -> HistoryStore<Game> {
        HistoryStore(
            path: path, limit: limit,
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

    /// (the limit, how many games are appended, the moves of the games kept).
    static let caps: [(Int?, Int, [Int])] = [
        (nil, 12, Array(0..<12)),
        (5, 4, [0, 1, 2, 3]),
        (5, 5, [0, 1, 2, 3, 4]),
        (5, 6, [1, 2, 3, 4, 5]),
        (5, 12, [7, 8, 9, 10, 11]),
        (1, 3, [2]),
    ]

    @Test(arguments: caps)
    func onlyTheNewestGamesUpToTheLimitAreKept(limit: Int?, appended: Int, kept: [Int]) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = Self.store(folder + "/history", limit: limit)
        for moves in 0..<appended { try store.append(Game(name: "Ann", moves: moves)) }
        let loaded = store.load()
        #expect(loaded.entries.map(\.moves) == kept)
        #expect(loaded.warnings.isEmpty)
        let text = try String(contentsOfFile: store.path, encoding: .utf8)
        #expect(text.split(separator: "\n").count == kept.count, "the file itself holds no more")
        let attributes = try FileManager.default.attributesOfItem(atPath: store.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(leftovers == ["history"])
    }

    @Test func storesOfTheSameFileAppendAfterEachOthersTrims() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = Self.store(folder + "/history", limit: 3)
        let second = Self.store(folder + "/history", limit: 3)
        for moves in 0..<8 { try (moves.isMultiple(of: 2) ? first : second).append(Game(name: "Ann", moves: moves)) }
        #expect(first.load().entries.map(\.moves) == [5, 6, 7])
    }

    @Test func theHistoryFileLivesBesideTheSeats() {
        let paths = StatePaths(environment: ["HOME": "/home/ann", "XDG_STATE_HOME": "/var/state"])
        #expect(paths.historyFile == "/var/state/parlor/history")
        #expect(StatePaths(environment: ["HOME": "/home/ann"]).historyFile == "/home/ann/.local/state/parlor/history")
    }
}
