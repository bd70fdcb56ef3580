import Foundation

/// A certificate authority and a leaf it signed for `name` (a DNS name), made with openssl in a fresh temporary
/// folder when a test asks (certificates expire, so none is committed); `remove()` deletes them.
struct TestCertificates {
    let folder: String
    var caPath: String { folder + "/ca.pem" }
    var certificatePath: String { folder + "/leaf.pem" }
    var keyPath: String { folder + "/leaf.key" }

    /// Makes the CA (valid two days) and a leaf for `name` valid `days` days from now (-1: it expired a day ago).
    static func make(name: String = "localhost", days: Int = 2) throws -> TestCertificates {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parlor-tls-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let key = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        try openssl(
            ["req", "-x509"] + key + [
                "-keyout", "ca.key", "-out", "ca.pem", "-days", "2", "-subj", "/CN=Parlor Test CA",
                "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign",
            ], in: folder)
        try openssl(["req"] + key + ["-keyout", "leaf.key", "-out", "leaf.csr", "-subj", "/CN=\(name)"], in: folder)
        try "subjectAltName=DNS:\(name)\nbasicConstraints=CA:FALSE\n"
            .write(toFile: folder + "/leaf.ext", atomically: true, encoding: .utf8)
        try openssl(
            [
                "x509", "-req", "-in", "leaf.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial", "-out",
                "leaf.pem", "-days", "\(days)", "-extfile", "leaf.ext",
            ], in: folder)
        return TestCertificates(folder: folder)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private static func openssl(_ arguments: [String], in folder: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw OpensslFailed(arguments: arguments) }
    }

    /// An openssl command of the set-up failed.
    struct OpensslFailed: Error {
        let arguments: [String]
    }
}
