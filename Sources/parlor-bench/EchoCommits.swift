import Foundation
import NIOCore
import NIOWebSocket

/// The durable echo server's group commit: the frames read in one event-loop turn are stored in one transaction,
/// and only then echoed to their senders and copied to their rooms.
///
/// NB: unchecked Sendable: the echo server runs one event loop thread and every handler calls in from it.
final class EchoCommits: @unchecked Sendable {
    private let log: DurableLog
    private var frames: [LoggedFrame] = []
    private var senders: [EchoHandler] = []

    init(log: DurableLog) {
        self.log = log
    }

    /// What the commits so far cost.
    var stats: CommitStats { log.stats }

    /// Frames read and not yet stored.
    var pendingCount: Int { frames.count }

    /// Holds `body`, sent by `sender` in `room`, for the commit at the end of this event-loop turn.
    func enqueue(_ body: ByteBuffer, from sender: EchoHandler, in room: String, on loop: any EventLoop) {
        // NB: a task queued while the loop handles I/O runs after every ready channel of this turn was read, so
        // one commit covers all of them (what a server that commits before it acknowledges does at the least).
        if frames.isEmpty { loop.execute { self.commit() } }
        frames.append(LoggedFrame(room: room, body: body))
        senders.append(sender)
    }

    /// Stores the pending frames in one transaction, then echoes each; if the store fails nothing is sent and the
    /// senders are disconnected (a frame that was not stored is never acknowledged).
    func commit() {
        guard !frames.isEmpty else { return }
        defer {
            frames.removeAll(keepingCapacity: true)
            senders.removeAll(keepingCapacity: true)
        }
        do {
            try log.append(frames)
        } catch {
            FileHandle.standardError.write(Data("echo-server: \(error); closing \(senders.count) senders\n".utf8))
            for sender in senders { sender.close() }
            return
        }
        for (frame, sender) in zip(frames, senders) {
            sender.echo(WebSocketFrame(fin: true, opcode: .text, data: frame.body), in: frame.room)
        }
    }
}
