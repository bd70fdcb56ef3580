import Foundation
import HTTPTypes
import Logging
public import NIOSSL
public import NIOWebSocket
import TestGames
import WSClient
public import WireProtocol

/// One WebSocket client of the test server: sends text frames, collects what the server sends, in order.
public final class Peer: Sendable {
    private let inbox = Inbox()
    private let commands: AsyncStream<String?>.Continuation
    private let task: Task<WebSocketCloseFrame?, any Error>

    /// Connects to the server on `port` (with an `Origin` header when given), over `wss://localhost` with `tls`.
    public init(port: Int, origin: String? = nil, tls: TLSConfiguration? = nil) {
        let (stream, commands) = AsyncStream.makeStream(of: String?.self)
        self.commands = commands
        var headers = HTTPFields()
        if let origin { headers[.origin] = origin }
        let inbox = self.inbox
        task = Task {
            try await WebSocketClient.connect(
                url: "\(tls == nil ? "ws" : "wss")://127.0.0.1:\(port)/",
                // NB: the test certificate's name; `localhost` itself may try ::1 first, seconds in a busy run.
                configuration: .init(
                    maxFrameSize: 1 << 20, additionalHeaders: headers, sniHostname: tls == nil ? nil : "localhost"),
                tlsConfiguration: tls,
                logger: Logger(label: "test.peer")
            ) { inbound, outbound, _ in
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask {
                        for try await message in inbound.messages(maxSize: 1 << 20) {
                            if case .text(let text) = message { await inbox.push(text) }
                        }
                    }
                    group.addTask {
                        for await command in stream {
                            guard let text = command else { break }
                            try await outbound.write(.text(text))
                        }
                        try await outbound.close(.normalClosure, reason: nil)
                    }
                    try await group.next()
                    group.cancelAll()
                }
            }
        }
    }

    /// Connects and completes the handshake.
    public static func greeted(port: Int, tls: TLSConfiguration? = nil) async throws -> Peer {
        let peer = Peer(port: port, tls: tls)
        peer.send(.hello(protocolVersion: .current, client: "tests", clientVersion: "1"))
        guard case .welcome = try await peer.next() else { throw Unexpected("no welcome") }
        return peer
    }

    /// Sends `message` as its JSON.
    public func send(_ message: ClientMessage) { commands.yield(WireCoder.encode(message)) }

    /// Sends `text` as it is.
    public func sendText(_ text: String) { commands.yield(text) }

    /// Closes the connection (a normal closure).
    public func close() { commands.yield(nil) }

    /// The next message, waiting at most `seconds`.
    public func next(within seconds: Double = 5) async throws -> ServerMessage {
        let text = try await nextText(within: seconds)
        return try WireCoder.decode(ServerMessage.self, from: text, games: TestGames.all)
    }

    /// The next frame's text, waiting at most `seconds`.
    public func nextText(within seconds: Double = 5) async throws -> String {
        let inbox = self.inbox
        return try await withTimeout(seconds: seconds) {
            while true {
                if let text = await inbox.pop() { return text }
                try await Task.sleep(for: .milliseconds(5))
            }
        }
    }

    /// Messages until one matches `predicate` (returned last), waiting at most `seconds` in all.
    public func until(within seconds: Double = 5, _ predicate: @escaping @Sendable (ServerMessage) -> Bool) async throws
        -> [ServerMessage]
    {
        let inbox = self.inbox
        return try await withTimeout(seconds: seconds) {
            var seen: [ServerMessage] = []
            while true {
                if let text = await inbox.pop() {
                    let message = try WireCoder.decode(ServerMessage.self, from: text, games: TestGames.all)
                    seen.append(message)
                    if predicate(message) { return seen }
                } else {
                    try await Task.sleep(for: .milliseconds(5))
                }
            }
        }
    }

    /// Every frame received so far and not yet read, without waiting.
    public func drain() async -> [String] { await inbox.popAll() }

    /// How the connection ended: the error it failed with, if it did, waiting at most `seconds`.
    public func failure(within seconds: Double = 10) async throws -> (any Error)? {
        let task = self.task
        return try await withTimeout(seconds: seconds) {
            do {
                _ = try await task.value
                return nil
            } catch {
                return error
            }
        }
    }

    /// How the server closed the connection, waiting at most `seconds`.
    public func closeCode(within seconds: Double = 10) async throws -> WebSocketErrorCode? {
        let task = self.task
        return try await withTimeout(seconds: seconds) { try await task.value?.closeCode }
    }

    deinit { commands.finish() }
}
