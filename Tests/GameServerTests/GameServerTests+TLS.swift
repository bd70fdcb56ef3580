import Foundation
import GameCore
import GameServer
import NIOSSL
import ServerTestSupport
import TestGames
import Testing
import WireProtocol

/// `serve --tls-cert --tls-key`: wss:// straight from the server, every byte through TLS.
extension GameServerTests {
    @Test func aWholeGameOverWSSWithASpectator() async throws {
        let certificates = try TestCertificates.make()
        defer { certificates.remove() }
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database) { configuration in
            configuration.tlsCertificatePath = certificates.certificatePath
            configuration.tlsKeyPath = certificates.keyPath
        }
        var tls = TLSConfiguration.makeClientConfiguration()
        tls.trustRoots = .file(certificates.caPath)
        let alice = try await Peer.greeted(port: server.port, tls: tls)
        let bob = try await Peer.greeted(port: server.port, tls: tls)
        let carol = try await Peer.greeted(port: server.port, tls: tls)
        let (id, _, _) = try await alice.createRoom(as: "Alice")
        _ = try await bob.join(id, as: "Bob")
        carol.send(.watch(gameID: id))
        guard case .snapshot = try await carol.next() else { throw Unexpected("no snapshot") }
        _ = try await alice.events(through: 4)
        // NB: every message of the game is one the plain path sends straight to the socket; sent so here, it
        // would reach the client as plain text inside the TLS stream and end the connection.
        var sequence = 4
        for (index, amount) in [1, 1, 2, 3, 3].enumerated() {
            let (player, other) = index.isMultiple(of: 2) ? (alice, bob) : (bob, alice)
            try player.move(amount, seen: sequence)
            guard case .moveAccepted(_, let accepted) = try await player.until(Self.accepted("add\(amount)")).last
            else {
                throw Unexpected("not accepted")
            }
            sequence = accepted
            _ = try await other.events(through: sequence)
        }
        let ended = try await carol.until { message in
            if case .event(.roundEnded, _) = message { return true }
            return false
        }
        guard case .event(.roundEnded(_, let outcome), _) = ended.last else { throw Unexpected("no end") }
        #expect(outcome == .won(by: [Seat(0)]))
        for peer in [alice, bob, carol] { peer.close() }
        try await server.stop()
        TestServer.removeDatabase(database)
    }

    @Test func aClientThatDoesNotTrustTheCertificateFailsNamingIt() async throws {
        let certificates = try TestCertificates.make()
        defer { certificates.remove() }
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database) { configuration in
            configuration.tlsCertificatePath = certificates.certificatePath
            configuration.tlsKeyPath = certificates.keyPath
        }
        let peer = Peer(port: server.port, tls: .makeClientConfiguration())
        let failure = try await peer.failure()
        #expect(String(describing: failure).contains("CERTIFICATE_VERIFY_FAILED"), "\(String(describing: failure))")
        try await server.stop()
        TestServer.removeDatabase(database)
    }

    @Test func aKeyThatDoesNotMatchTheCertificateIsRefusedAtStart() throws {
        let one = try TestCertificates.make()
        let other = try TestCertificates.make()
        defer {
            one.remove()
            other.remove()
        }
        var configuration = ServerConfiguration(databasePath: "", games: TestGames.all)
        configuration.tlsCertificatePath = one.certificatePath
        configuration.tlsKeyPath = other.keyPath
        #expect(throws: TLSFilesError.self) { try ParlorServer.checkTLSFiles(configuration) }
        configuration.tlsKeyPath = one.keyPath
        try ParlorServer.checkTLSFiles(configuration)
    }
}
