import Foundation

/// A scratch directory holding the files a test terminal reads keys from and writes its output to.
final class TerminalFiles {
    let directory: URL
    let inputPath: String
    let outputPath: String

    /// Creates the directory with `input` as the whole input file.
    init(input: String) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("parlor-driver-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        inputPath = directory.appendingPathComponent("input").path
        outputPath = directory.appendingPathComponent("output").path
        try Data(input.utf8).write(to: URL(fileURLWithPath: inputPath))
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// How many bytes the terminal has written so far.
    var bytesWritten: Int {
        let attributes = try? FileManager.default.attributesOfItem(atPath: outputPath)
        return (attributes?[.size] as? Int) ?? 0
    }
}
