import Glibc
import NIOCore
import NIOPosix
import NIOSSL
import NIOTLS

/// What is wrong with the certificate of a server whose TLS handshake failed, in words for the person: expired,
/// not valid yet, for another name, or not trusted.
///
/// NB: NIOSSL reports every failed check of the chain as one `CERTIFICATE_VERIFY_FAILED`; the certificate itself,
/// fetched by a second handshake that checks nothing (and sends nothing after it), tells expiry apart from trust.
enum CertificateProblem {
    /// One line about the failure `description` (an error's) of a TLS connection to `address`, or nil when it is
    /// not a certificate problem.
    static func explain(_ description: String, address: ServerAddress) async -> String? {
        let certificate = "the certificate of \(address.host)"
        if description.contains("failedToValidateHostname") {
            return "\(certificate) is for another name: use the name it was issued for in wss://NAME:PORT"
        }
        if description.contains("cannotUseIPAddressInSNI") {
            return "wss:// needs the server's name as its certificate gives it, not the IP address \(address.host)"
        }
        guard description.contains("CERTIFICATE_VERIFY_FAILED") else { return nil }
        let now = time(nil)
        if let leaf = try? await presented(by: address) {
            if leaf.notValidAfter < now {
                return "\(certificate) has expired (on \(day(leaf.notValidAfter))): the server must renew it"
            }
            if leaf.notValidBefore > now {
                return "\(certificate) is not valid yet (until \(day(leaf.notValidBefore))): check this machine's clock"
            }
        }
        return "\(certificate) is not trusted: no authority this machine trusts issued it (self-signed, or a private "
            + "authority: SSL_CERT_FILE can name a file of the authorities to trust)"
    }

    /// The leaf certificate `address` presents, from a handshake that checks nothing, within 5 s.
    private static func presented(by address: ServerAddress) async throws -> NIOSSLCertificate? {
        var configuration = TLSConfiguration.makeClientConfiguration()
        configuration.certificateVerification = .none
        let context = try NIOSSLContext(configuration: configuration)
        let handshake = MultiThreadedEventLoopGroup.singleton.any().makePromise(of: Void.self)
        let channel = try await ClientBootstrap(group: handshake.futureResult.eventLoop)
            .connectTimeout(.seconds(5))
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let operations = channel.pipeline.syncOperations
                    try operations.addHandler(NIOSSLClientHandler(context: context, serverHostname: address.host))
                    try operations.addHandler(HandshakeWaiter(promise: handshake))
                }
            }
            .connect(host: address.host, port: address.port).get()
        let timeout = channel.eventLoop.scheduleTask(in: .seconds(5)) {
            handshake.fail(ChannelError.connectTimeout(.seconds(5)))
        }
        defer {
            timeout.cancel()
            channel.close(promise: nil)
        }
        try await handshake.futureResult.get()
        return try await channel.eventLoop.submit {
            try channel.pipeline.syncOperations.handler(type: NIOSSLClientHandler.self).peerCertificate
        }.get()
    }

    /// `time` as a day, `2026-11-28` (UTC).
    private static func day(_ time: time_t) -> String {
        var seconds = time
        var parts = tm()
        gmtime_r(&seconds, &parts)
        let month = parts.tm_mon + 1
        let date = parts.tm_mday
        return "\(parts.tm_year + 1900)-\(month < 10 ? "0" : "")\(month)-\(date < 10 ? "0" : "")\(date)"
    }

    /// Completes its promise when the TLS handshake is done, or fails it when the connection fails first.
    private final class HandshakeWaiter: ChannelInboundHandler, Sendable {
        typealias InboundIn = ByteBuffer
        let promise: EventLoopPromise<Void>

        init(promise: EventLoopPromise<Void>) {
            self.promise = promise
        }

        func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
            if case .handshakeCompleted? = event as? TLSUserEvent { promise.succeed() }
            context.fireUserInboundEventTriggered(event)
        }

        func errorCaught(context: ChannelHandlerContext, error: any Error) {
            promise.fail(error)
        }

        func channelInactive(context: ChannelHandlerContext) {
            promise.fail(ChannelError.ioOnClosedChannel)
        }
    }
}
