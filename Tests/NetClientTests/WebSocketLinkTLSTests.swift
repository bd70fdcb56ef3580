import Logging
import NetClient
import Testing

/// `wss://` links: a server whose certificate comes from a trusted authority is reached; one that is not trusted,
/// has expired or is for another name fails with a line naming that problem.
struct WebSocketLinkTLSTests {
    static let logger = Logger(label: "test.link.tls")

    /// What a link to `wss://localhost` on a TLS echo server with `certificates`, trusting `trustRoots`, ends with
    /// after sending `echo hello`: the events, the last the link's end.
    static func dial(_ certificates: TestCertificates, trustRoots: String?) async throws -> [LinkEvent] {
        let server = try await EchoServer.start(tls: (certificates.certificatePath, certificates.keyPath))
        let address = ServerAddress(host: "localhost", port: server.port, secure: true)
        let link = WebSocketLink.dial(address, trustRoots: trustRoots, logger: Self.logger)
        let log = EventLog(link.events)
        if (try? await log.wait(for: "opened", seconds: 5) { $0 == .opened }) != nil {
            link.send("echo hello")
            try await log.wait(for: "the echo") { $0 == .text("echo: hello") }
            link.close()
        }
        let events = try await log.waitForEnd()
        try await server.stop()
        return events
    }

    /// The failure a link ended with, or nil.
    static func failure(of events: [LinkEvent]) -> String? {
        guard case .closed(.failed(let why)) = events.last else { return nil }
        return why
    }

    @Test func aServerWhoseAuthorityIsTrustedIsReachedOverTLS() async throws {
        let certificates = try TestCertificates.make()
        defer { certificates.remove() }
        let events = try await Self.dial(certificates, trustRoots: certificates.caPath)
        #expect(events == [.opened, .text("echo: hello"), .closed(.closedByClient)])
    }

    @Test func anUntrustedCertificateIsNamedSo() async throws {
        let certificates = try TestCertificates.make()
        defer { certificates.remove() }
        // NB: the system's trust store, which knows nothing of the test's authority.
        let why = Self.failure(of: try await Self.dial(certificates, trustRoots: nil))
        #expect(
            why?.hasPrefix("the certificate of localhost is not trusted: no authority this machine trusts") == true,
            "\(why ?? "none")")
    }

    @Test func anExpiredCertificateIsNamedSo() async throws {
        let certificates = try TestCertificates.make(days: -1)
        defer { certificates.remove() }
        let why = Self.failure(of: try await Self.dial(certificates, trustRoots: certificates.caPath))
        #expect(why?.hasPrefix("the certificate of localhost has expired (on 20") == true, "\(why ?? "none")")
        #expect(why?.hasSuffix("): the server must renew it") == true)
    }

    @Test func aCertificateForAnotherNameIsNamedSo() async throws {
        let certificates = try TestCertificates.make(name: "games.example.org")
        defer { certificates.remove() }
        let why = Self.failure(of: try await Self.dial(certificates, trustRoots: certificates.caPath))
        #expect(
            why
                == "the certificate of localhost is for another name: use the name it was issued for in wss://NAME:PORT",
            "\(why ?? "none")")
    }
}
