public import Hummingbird
public import HummingbirdWebSocket
public import NIOCore

/// The request context of the server's WebSocket route: Hummingbird's basic one plus the connection's channel,
/// so that a connection can be cut at once (a reader too slow for its queue) or checked below the WebSocket
/// layer.
public struct ParlorRequestContext: RequestContext, WebSocketRequestContext {
    /// Hummingbird's per-request storage.
    public var coreContext: CoreRequestContextStorage
    /// Where the router keeps the upgraded connection's handler.
    public let webSocket: WebSocketHandlerReference<Self>
    /// The connection's channel.
    public let channel: any Channel

    /// The context of a request arriving on `source`'s channel.
    public init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        webSocket = WebSocketHandlerReference()
        channel = source.channel
    }
}
