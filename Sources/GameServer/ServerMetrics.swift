import CoreMetrics
import NIOCore
import Prometheus
import WireProtocol

/// What `GET /metrics` reports, in the Prometheus text format: swift-metrics instruments over one server's own
/// Prometheus registry (no global bootstrap, so several servers in one process, as in the tests, count apart).
///
/// NB: every instrument is made once, here, labels included: an update on the move path is an atomic add or a
/// histogram bucket's, with no label formatted and nothing allocated.
final class ServerMetrics: Sendable {
    let registry = PrometheusCollectorRegistry()
    /// Open WebSocket connections, set when scraped.
    private let connections: CoreMetrics.Gauge
    /// Rooms held in memory, set when scraped.
    private let roomsInMemory: CoreMetrics.Gauge
    /// Moves accepted and stored.
    private let moves: CoreMetrics.Counter
    /// Client messages received, pings and pointers included.
    private let messages: CoreMetrics.Counter
    /// How long each group commit of rooms' records took.
    private let commitDuration: CoreMetrics.Timer
    /// How long writing one committed group's messages to every receiver took.
    private let fanOutDuration: CoreMetrics.Timer
    /// Messages refused, by the error code sent back.
    private let rejected: [ProtocolError.Code: CoreMetrics.Counter]

    init() {
        var factory = PrometheusMetricsFactory(registry: registry)
        // NB: a commit is a few hundred microseconds on a quiet disk and can reach seconds on a struggling one;
        // fan-out runs from microseconds (one player) to tens of milliseconds (thousands of spectators).
        let buckets: [Duration] = [
            .microseconds(100), .microseconds(250), .microseconds(500), .milliseconds(1), .milliseconds(2),
            .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(50), .milliseconds(100),
            .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2.5),
        ]
        factory.defaultDurationHistogramBuckets = buckets
        connections = CoreMetrics.Gauge(label: "parlor_connections", factory: factory)
        roomsInMemory = CoreMetrics.Gauge(label: "parlor_rooms_in_memory", factory: factory)
        moves = CoreMetrics.Counter(label: "parlor_moves_total", factory: factory)
        messages = CoreMetrics.Counter(label: "parlor_messages_total", factory: factory)
        commitDuration = CoreMetrics.Timer(label: "parlor_commit_seconds", factory: factory)
        fanOutDuration = CoreMetrics.Timer(label: "parlor_fanout_seconds", factory: factory)
        var rejected: [ProtocolError.Code: CoreMetrics.Counter] = [:]
        for code in ProtocolError.Code.allCases {
            rejected[code] = CoreMetrics.Counter(
                label: "parlor_rejected_messages_total", dimensions: [("reason", code.rawValue)], factory: factory)
        }
        self.rejected = rejected
    }

    /// Counts a client message received.
    func received() {
        messages.increment()
    }

    /// Counts `count` moves accepted and stored.
    func accepted(moves count: Int) {
        moves.increment(by: count)
    }

    /// Records a group commit that started at `start`.
    func committed(since start: NIODeadline) {
        commitDuration.recordNanoseconds(Self.nanoseconds(since: start))
    }

    /// Records a delivery to every receiver that started at `start`.
    func delivered(since start: NIODeadline) {
        fanOutDuration.recordNanoseconds(Self.nanoseconds(since: start))
    }

    /// Sets the gauges read when scraped.
    func observe(connections: Int, rooms: Int) {
        self.connections.record(connections)
        roomsInMemory.record(rooms)
    }

    /// Counts a message refused with `error`.
    func reject(_ error: ProtocolError) {
        rejected[error.code]?.increment()
    }

    /// The nanoseconds since `start`, a reading of `now()`.
    private static func nanoseconds(since start: NIODeadline) -> Int64 {
        (NIODeadline.now() - start).nanoseconds
    }

    /// Every instrument in the Prometheus text format.
    func emit() -> String {
        registry.emitToString()
    }
}
