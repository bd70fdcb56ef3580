import Foundation
import ServerTestSupport

/// A certificate authority and a leaf for `localhost` and 127.0.0.1 that it signed, made with openssl in a fresh
/// temporary folder when a test asks (certificates expire, so none is committed); `remove()` deletes them.
struct TestCertificates {
    let folder: String
    var caPath: String { folder + "/ca.pem" }
    var certificatePath: String { folder + "/leaf.pem" }
    var keyPath: String { folder + "/leaf.key" }

    /// Makes the CA and the leaf, valid for `days` days.
    static func make(days: Int = 2) throws -> TestCertificates {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parlor-tls-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let key = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        try openssl(
            ["req", "-x509"] + key + [
                "-keyout", "ca.key", "-out", "ca.pem", "-days", "\(days)", "-subj", "/CN=Parlor Test CA",
                "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign",
            ], in: folder)
        try openssl(["req"] + key + ["-keyout", "leaf.key", "-out", "leaf.csr", "-subj", "/CN=localhost"], in: folder)
        try "subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\n"
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
        guard process.terminationStatus == 0 else { throw Unexpected("openssl \(arguments.prefix(2)) failed") }
    }
}
