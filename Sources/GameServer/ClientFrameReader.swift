import NIOCore
import NIOWebSocket

/// Reads a client's WebSocket frames (RFC 6455 §5.2) straight from the bytes its connection reads, unmasking each
/// payload into the array a message is decoded from.
///
/// It refuses what a server must or chooses to refuse before the payload is buffered: an unmasked frame, a control
/// frame that is fragmented or longer than 125 bytes, and a frame longer than `maxFrameBytes`, so a peer never
/// makes it hold more than one frame of at most that size. Everything else (opcodes, reserved bits, the order of
/// fragments) is for the connection to judge.
///
/// NB: it replaces NIO's `WebSocketFrameDecoder`, whose `ByteToMessageHandler` keeps its own buffer, wraps each frame
/// in a `WebSocketFrame` passed down the pipeline and unmasks by copying the payload into another buffer, and the
/// handler after it that checked the mask.
struct ClientFrameReader {
    /// One frame, its payload unmasked.
    struct Frame: Equatable {
        var fin: Bool
        /// The three reserved bits, in place (0x40, 0x20, 0x10): none unless an extension says what they mean.
        var reservedBits: UInt8
        /// The opcode, 0x0-0xF.
        var opcode: UInt8
        var payload: [UInt8]

        /// Whether this is a control frame (close, ping, pong, or a reserved control opcode).
        var isControl: Bool { opcode & 0x8 != 0 }
    }

    /// Why the stream of frames cannot be read on: the connection is failed with `code`.
    enum Failure: Error, Equatable {
        /// A frame without a mask, which RFC 6455 §5.1 forbids a client to send.
        case unmasked
        /// A control frame that is not the last of its message, or that says it is longer than 125 bytes.
        case malformedControlFrame
        /// A frame that says it is longer than `maxFrameBytes`.
        case tooLarge

        /// The close code the connection is failed with.
        var code: WebSocketErrorCode {
            switch self {
            case .unmasked, .malformedControlFrame: .protocolError
            case .tooLarge: .messageTooLarge
            }
        }
    }

    /// The longest payload a frame may say it has.
    let maxFrameBytes: Int
    /// Bytes read but not yet taken as a frame: the start of one, at most its header and `maxFrameBytes`.
    private var pending: ByteBuffer?

    /// A reader refusing frames longer than `maxFrameBytes`.
    init(maxFrameBytes: Int) {
        self.maxFrameBytes = maxFrameBytes
    }

    /// Adds bytes read from the connection, after those still pending.
    mutating func append(_ bytes: ByteBuffer) {
        guard pending != nil else {
            // NB: most reads hold whole frames, so the read buffer itself is parsed, not copied.
            pending = bytes
            return
        }
        pending?.writeImmutableBuffer(bytes)
    }

    /// The next whole frame, or nil when more bytes are needed; after a failure, nothing more is read.
    mutating func next() throws(Failure) -> Frame? {
        guard var bytes = pending else { return nil }
        let frame: Frame?
        do {
            frame = try Self.take(from: &bytes, maxFrameBytes: maxFrameBytes)
        } catch {
            pending = nil
            throw error
        }
        pending = bytes.readableBytes == 0 ? nil : bytes
        return frame
    }

    /// Takes one frame from the front of `bytes`, or nothing (leaving `bytes` as they are) when it is not all there.
    private static func take(from bytes: inout ByteBuffer, maxFrameBytes: Int) throws(Failure) -> Frame? {
        let available = bytes.readableBytes
        guard available >= 2 else { return nil }
        let start = bytes.readerIndex
        let first = bytes.getInteger(at: start, as: UInt8.self)!
        let second = bytes.getInteger(at: start + 1, as: UInt8.self)!
        let fin = first & 0x80 != 0
        let opcode = first & 0x0F
        let short = Int(second & 0x7F)
        if opcode & 0x8 != 0, !fin || short > 125 { throw .malformedControlFrame }
        var headerBytes = 2
        let length: UInt64
        switch short {
        case 126:
            guard available >= 4 else { return nil }
            length = UInt64(bytes.getInteger(at: start + 2, as: UInt16.self)!)
            headerBytes = 4
        case 127:
            guard available >= 10 else { return nil }
            length = bytes.getInteger(at: start + 2, as: UInt64.self)!
            headerBytes = 10
        default:
            length = UInt64(short)
        }
        guard length <= UInt64(maxFrameBytes) else { throw .tooLarge }
        guard second & 0x80 != 0 else { throw .unmasked }
        let count = Int(length)
        guard available >= headerBytes + 4 + count else { return nil }
        let key = bytes.getInteger(at: start + headerBytes, endianness: .little, as: UInt32.self)!
        let payload = bytes.withUnsafeReadableBytes { raw in
            Self.unmasked(UnsafeRawBufferPointer(rebasing: raw[(headerBytes + 4)...].prefix(count)), key: key)
        }
        bytes.moveReaderIndex(forwardBy: headerBytes + 4 + count)
        return Frame(fin: fin, reservedBits: first & 0x70, opcode: opcode, payload: payload)
    }

    /// `masked` unmasked with `key` (its four bytes as they came, read little-endian), eight bytes at a time.
    static func unmasked(_ masked: UnsafeRawBufferPointer, key: UInt32) -> [UInt8] {
        let count = masked.count
        let word = UInt64(littleEndian: UInt64(key) | UInt64(key) << 32)
        return [UInt8](unsafeUninitializedCapacity: count) { output, initialized in
            let target = UnsafeMutableRawBufferPointer(output)
            var index = 0
            while index + 8 <= count {
                let chunk = masked.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                target.storeBytes(of: chunk ^ word, toByteOffset: index, as: UInt64.self)
                index += 8
            }
            while index < count {
                output[index] = masked[index] ^ UInt8(truncatingIfNeeded: key >> (UInt32(index % 4) * 8))
                index += 1
            }
            initialized = count
        }
    }
}
