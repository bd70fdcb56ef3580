public import GameCatalog
import NIOCore

/// How `parlor serve` runs: where it listens, where it stores, and the limits it enforces on every connection.
public struct ServerConfiguration: Hashable, Sendable {
    /// The interface to listen on.
    public var host: String
    /// The TCP port; 0 asks the system for a free one (tests).
    public var port: Int
    /// The SQLite database file.
    public var databasePath: String
    /// The games the server's rooms may play: what it decodes and stores.
    public var games: GameRegistry
    /// How long a dropped player's seat is kept before the opponent may claim the round, in milliseconds.
    public var gracePeriodMilliseconds: Int64
    /// How long a room nobody joined is kept, in milliseconds.
    public var staleRoomMilliseconds: Int64
    /// How long a started room with nobody in it stays in memory, in milliseconds; it stays stored, and is read
    /// back when someone joins or watches it.
    public var idleRoomMilliseconds: Int64
    /// The largest text frame accepted, in bytes; a larger one closes the connection with 1009.
    public var maxFrameBytes: Int
    /// How many messages a player may send per `rateWindowSeconds` (pings and the opening `hello` are free).
    public var playerMessageLimit: Int
    /// How many messages a player of a game where every seat acts at once may send per `rateWindowSeconds`: in a
    /// co-operative puzzle a fast player makes several moves a second, for minutes.
    public var cooperativeMessageLimit: Int
    /// How many messages a spectator may send per `rateWindowSeconds`.
    public var spectatorMessageLimit: Int
    /// The rate limit's window, in seconds.
    public var rateWindowSeconds: Int
    /// How many messages may wait for a slow connection once its socket and NIO's write buffer (64 KiB) are full;
    /// one more and it is dropped.
    public var outboundQueueLimit: Int
    /// How often the server pings each connection; one that does not answer by the next ping is closed.
    public var pingIntervalSeconds: Int
    /// How long a new TCP connection has to complete its WebSocket upgrade, in seconds; then it is closed.
    public var upgradeTimeoutSeconds: Int
    /// How long a new connection has to send `hello` once upgraded, in seconds.
    public var helloTimeoutSeconds: Int
    /// The shortest time between two `pointer` messages of one connection passed on to its room, in
    /// milliseconds; those in between are coalesced, the latest winning.
    public var pointerIntervalMilliseconds: Int64
    /// How many WebSocket handshakes one client address may make a minute; more are refused with HTTP 429.
    public var maxHandshakesPerMinute: Int
    /// How many rooms one client address may create a minute (`createRoom`, or a `quickMatch` that creates one);
    /// more are refused with `tooManyRooms`.
    public var maxRoomsPerMinute: Int
    /// The reverse proxies (IP addresses) whose forwarding headers are believed: when the peer is one of them, the
    /// client's address is the right-most address of X-Forwarded-For (else Forwarded) that is not one of them.
    public var trustedProxies: Set<String>
    /// The port of a separate listener (on `host`) for `GET /healthz` and `GET /metrics`, which the public port
    /// then does not serve; nil: the public port serves them.
    public var metricsPort: Int?
    /// The PEM certificate chain (leaf first) to serve `wss://` with, with `tlsKeyPath`; nil: plain `ws://`.
    public var tlsCertificatePath: String?
    /// The PEM private key of `tlsCertificatePath`.
    public var tlsKeyPath: String?
    /// Browser origins allowed to connect; connections without an Origin header (terminal clients) always are.
    public var allowedOrigins: Set<String>
    /// The reason text of the going-away close (1001) every connection gets when the server stops gracefully:
    /// `restartingReason` for `parlor serve`, whose clients try again for a while; the server inside `parlor host
    /// --lan` stops for good with its host, and says so, so that its friends' clients stop at once.
    public var goingAwayReason: String

    /// What a server that may be started again says as it stops (`parlor serve`): clients keep trying.
    public static let restartingReason = "server shutting down"

    /// How often rooms are checked for staleness and idleness: a tenth of the shorter of `staleRoomMilliseconds`
    /// and `idleRoomMilliseconds`, between 1 s and 60 s, so a room is reaped or unloaded at most that long late.
    public var reapInterval: Duration {
        .milliseconds(min(max(min(staleRoomMilliseconds, idleRoomMilliseconds) / 10, 1_000), 60_000))
    }

    /// A configuration listening on `host`:`port` and storing in `databasePath`, with the standard limits.
    public init(
        host: String = "127.0.0.1", port: Int = 7420, databasePath: String, games: GameRegistry,
        gracePeriodMilliseconds: Int64 = 60_000, staleRoomMilliseconds: Int64 = 3_600_000,
        maxFrameBytes: Int = 4_096, playerMessageLimit: Int = 100, spectatorMessageLimit: Int = 50,
        rateWindowSeconds: Int = 20, outboundQueueLimit: Int = 64, pingIntervalSeconds: Int = 30,
        upgradeTimeoutSeconds: Int = 10, helloTimeoutSeconds: Int = 10, allowedOrigins: Set<String> = [],
        pointerIntervalMilliseconds: Int64 = 50, cooperativeMessageLimit: Int = 400,
        idleRoomMilliseconds: Int64 = 600_000, goingAwayReason: String = ServerConfiguration.restartingReason,
        maxHandshakesPerMinute: Int = 30, maxRoomsPerMinute: Int = 10, trustedProxies: Set<String> = [],
        metricsPort: Int? = nil, tlsCertificatePath: String? = nil, tlsKeyPath: String? = nil
    ) {
        self.tlsCertificatePath = tlsCertificatePath
        self.tlsKeyPath = tlsKeyPath
        self.metricsPort = metricsPort
        self.host = host
        self.port = port
        self.databasePath = databasePath
        self.games = games
        self.gracePeriodMilliseconds = gracePeriodMilliseconds
        self.staleRoomMilliseconds = staleRoomMilliseconds
        self.maxFrameBytes = maxFrameBytes
        self.playerMessageLimit = playerMessageLimit
        self.spectatorMessageLimit = spectatorMessageLimit
        self.rateWindowSeconds = rateWindowSeconds
        self.outboundQueueLimit = outboundQueueLimit
        self.pingIntervalSeconds = pingIntervalSeconds
        self.upgradeTimeoutSeconds = upgradeTimeoutSeconds
        self.helloTimeoutSeconds = helloTimeoutSeconds
        self.allowedOrigins = allowedOrigins
        self.pointerIntervalMilliseconds = pointerIntervalMilliseconds
        self.cooperativeMessageLimit = cooperativeMessageLimit
        self.idleRoomMilliseconds = idleRoomMilliseconds
        self.goingAwayReason = goingAwayReason
        self.maxHandshakesPerMinute = maxHandshakesPerMinute
        self.maxRoomsPerMinute = maxRoomsPerMinute
        self.trustedProxies = trustedProxies
    }
}

extension ServerConfiguration {
    /// Whether `text` is an IP address (v4 or v6), as `trustedProxies` holds.
    public static func isIPAddress(_ text: String) -> Bool {
        (try? SocketAddress(ipAddress: text, port: 0)) != nil
    }
}
