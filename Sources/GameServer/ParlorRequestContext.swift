public import Hummingbird
public import NIOCore

/// The request context of the server's WebSocket router: Hummingbird's basic one plus the connection's channel.
public struct ParlorRequestContext: RequestContext {
    /// Hummingbird's per-request storage.
    public var coreContext: CoreRequestContextStorage
    /// The connection's channel.
    public let channel: any Channel

    /// The context of a request arriving on `source`'s channel.
    public init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        channel = source.channel
    }
}
