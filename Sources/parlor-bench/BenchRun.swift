import ArgumentParser
import Foundation
import NIOCore
import NIOPosix

/// Runs one scenario on a one-thread event loop against a target, with a time limit, and writes its results.
enum BenchRun {
    /// Runs `body` (which starts the scenario on `pool` and returns its result) and waits at most `timeout`
    /// seconds for it.
    static func run<Result: Sendable>(
        _ target: ServerTarget, timeout: Int, _ body: (ConnectionPool) -> EventLoopFuture<Result>
    ) throws -> Result {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        let loop = group.next()
        let pool = ConnectionPool(loop: loop, host: target.host, port: target.port)
        let promise = loop.makePromise(of: Result.self)
        body(pool).cascade(to: promise)
        let limit = loop.scheduleTask(in: .seconds(Int64(timeout))) {
            promise.fail(BenchFailure("gave up after \(timeout) s (see --timeout)"))
        }
        defer { limit.cancel() }
        let result = try promise.futureResult.wait()
        _ = try? pool.closeAll().wait()
        return result
    }

    /// Writes `value` as pretty JSON to `path`, when given.
    static func write(_ value: some Encodable, to path: String?) throws {
        guard let path else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(value).write(to: URL(fileURLWithPath: path))
    }

    /// The idle share as a whole percentage with the 80% warning, for the printed report.
    static func idleLine(_ idle: Double?) -> String {
        guard let idle else { return "machine idle before the run: unknown" }
        let warning = idle < 0.8 ? " (below 80%: other work shares the CPUs, so the figures are noise)" : ""
        return "machine idle before the run: \(Int((idle * 100).rounded()))%\(warning)"
    }
}
