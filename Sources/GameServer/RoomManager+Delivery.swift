import NIOCore
import ServerCore
import WireProtocol

/// Delivering what rooms say: each distinct message encoded once, written to every connection it is for.
extension RoomManager {
    func deliver(_ update: RoomUpdate) {
        deliver([update])
    }

    func deliver(_ updates: [RoomUpdate]) {
        Self.deliver(updates, to: sinks)
    }

    /// Writes the messages of `updates` to the connections of `sinks` that are still there.
    ///
    /// NB: not isolated, so the closure that reads the messages in place carries no check, on every delivery, that it
    /// runs on the manager's executor; it touches nothing of the manager but `sinks`.
    private static func deliver(_ updates: [RoomUpdate], to sinks: [ConnectionID: ConnectionSink]) {
        // NB: a record's event is mostly the same message for every viewer (all spectators, usually the players
        // too), so each distinct message of an update is encoded once and every receiver gets the same bytes: a
        // message for every spectator is one `Outbound`, encoded once and written to each of them. The manager
        // runs on the rooms loop, so a connection on it is written at once, as the messages go (no list of 10 k
        // writes built first); the writes for any other loop go to it in one hop.
        var delivery = Delivery(expecting: updates.reduce(0) { $0 + $1.messages.count })
        for update in updates {
            update.messages.withUnsafeBufferPointer { messages in
                // NB: messages are read in place, through pointers: read by index, each one was copied (retaining
                // its contents) to look up its receiver and again to compare it, on every delivery.
                guard let first = messages.baseAddress else { return }
                // NB: room for every message at once: grown as it went, the list was allocated several times an update.
                var encoded: [(message: UnsafePointer<Outbound>, payload: ByteBuffer)] = []
                encoded.reserveCapacity(messages.count)
                func payload(of outbound: UnsafePointer<Outbound>) -> ByteBuffer {
                    if let known = encoded.last(where: {
                        Self.mayBeEqual($0.message, outbound) && $0.message.pointee.message == outbound.pointee.message
                    }) {
                        return known.payload
                    }
                    let payload = ConnectionSink.payload(of: outbound.pointee.message)
                    encoded.append((outbound, payload))
                    return payload
                }
                for outbound in first..<(first + messages.count) {
                    switch outbound.pointee.receiver {
                    case .connection(let connection):
                        guard let sink = sinks[connection] else { continue }
                        delivery.write(payload(of: outbound), to: sink, connection: connection)
                    case .spectators(let spectators):
                        delivery.startBroadcast()
                        let shared = payload(of: outbound)
                        for connection in spectators {
                            if let sink = sinks[connection] { delivery.broadcast(shared, to: sink) }
                        }
                    }
                }
            }
            delivery.release()
        }
        delivery.finish()
    }

    /// Whether the messages of `first` and `second` may be equal, told from their kind and sequence number alone.
    ///
    /// NB: comparing two messages in place copied both (retaining their contents) before `==` looked at them;
    /// an acknowledgement and an event, or events of different records, are told apart here without that.
    private static func mayBeEqual(_ first: UnsafePointer<Outbound>, _ second: UnsafePointer<Outbound>) -> Bool {
        switch first.pointee.message {
        case .event(_, let sequence):
            guard case .event(_, let other) = second.pointee.message else { return false }
            return sequence == other
        case .moveAccepted(_, let sequence):
            guard case .moveAccepted(_, let other) = second.pointee.message else { return false }
            return sequence == other
        default:
            return true
        }
    }

    /// The writes of one delivery: on the rooms loop at once, for any other loop in one hop when finished.
    ///
    /// NB: an update's first message for a connection on the rooms loop is held back until the update's messages
    /// for single connections are written, and whatever else the update has for that connection is appended to it,
    /// so a mover's acknowledgement and event go out as one buffer: one write instead of two, and one slice fewer for
    /// the kernel. Every connection still gets its messages in order, byte for byte, and the connections are flushed in
    /// the same order as before (the mover first).
    private struct Delivery {
        private var writer: ConnectionSink.Writer
        private var elsewhere: [(loop: any EventLoop, writes: [(ConnectionSink, ByteBuffer)])] = []
        /// The connection whose messages are held back, with them and how many they are.
        private var held: (connection: ConnectionID, sink: ConnectionSink, payload: ByteBuffer, messages: Int)?

        init(expecting count: Int) {
            writer = ConnectionSink.Writer(expecting: count)
        }

        /// Writes `payload` to `connection` (whose sink is `sink`), or holds it back with what else it gets.
        mutating func write(_ payload: ByteBuffer, to sink: ConnectionSink, connection: ConnectionID) {
            if var joined = held, joined.connection == connection {
                // NB: let go first, so the held buffer is appended to in place when nothing else shares it.
                held = nil
                joined.payload.writeImmutableBuffer(payload)
                joined.messages += 1
                held = joined
            } else if held == nil, sink.onRoomsLoop {
                // NB: flushed in the order the connections were first written to, as before holding back.
                writer.keepPlace(for: sink)
                held = (connection, sink, payload, 1)
            } else {
                write(payload, to: sink)
            }
        }

        /// Writes what was held back: before a message for many connections, and at the end of each update.
        mutating func release() {
            guard let held else { return }
            self.held = nil
            writer.write(held.payload, to: held.sink, messages: held.messages)
        }

        /// Writes what was written so far to the connections on the rooms loop, and what was held back: a
        /// broadcast then goes at once to each connection with nothing else waiting, after everything before it.
        ///
        /// NB: flushing first keeps the order connections were flushed in before broadcasts went at once (the
        /// players before the spectators).
        mutating func startBroadcast() {
            release()
            writer.finish()
        }

        /// Writes `payload`, a message every spectator gets, to `sink`: at once when it can be, on the rooms loop.
        mutating func broadcast(_ payload: ByteBuffer, to sink: ConnectionSink) {
            if sink.onRoomsLoop {
                writer.send(payload, to: sink)
            } else {
                write(payload, to: sink)
            }
        }

        mutating func write(_ payload: ByteBuffer, to sink: ConnectionSink) {
            if sink.onRoomsLoop {
                writer.write(payload, to: sink)
            } else if let batch = elsewhere.firstIndex(where: { $0.loop === sink.loop }) {
                elsewhere[batch].writes.append((sink, payload))
            } else {
                elsewhere.append((sink.loop, [(sink, payload)]))
            }
        }

        mutating func finish() {
            release()
            writer.finish()
            for batch in elsewhere { ConnectionSink.write(batch.writes, on: batch.loop) }
        }
    }
}
