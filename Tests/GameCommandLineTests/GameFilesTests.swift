import Foundation
import GameCommandLine
import Testing

/// Where a game keeps its files: the user's data directory, as the XDG specification places it.
struct GameFilesTests {
    @Test func aGameKeepsItsFilesInAFolderOfItsOwnUnderTheDataHome() {
        let files = GameFiles(kind: "press-race", environment: ["XDG_DATA_HOME": "/data/ann", "HOME": "/home/ann"])
        #expect(files.folder.path == "/data/ann/parlor/press-race")
        #expect(files.file("countdown").path == "/data/ann/parlor/press-race/countdown")
    }

    @Test func withoutADataHomeTheFolderIsUnderHome() {
        #expect(
            GameFiles(kind: "queens", environment: ["HOME": "/home/bob"]).folder.path
                == "/home/bob/.local/share/parlor/queens")
        // NB: the specification says a relative path is invalid and to be ignored.
        #expect(
            GameFiles(kind: "queens", environment: ["XDG_DATA_HOME": "data", "HOME": "/home/bob"]).folder.path
                == "/home/bob/.local/share/parlor/queens")
    }

    @Test func theFolderIsMadeForTheUserAlone() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("game-files-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let files = GameFiles(kind: "press-race", environment: ["XDG_DATA_HOME": home.path])
        let folder = try files.prepareFolder()
        try files.prepareFolder()
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        #expect(folder.path == home.path + "/parlor/press-race")
    }
}
