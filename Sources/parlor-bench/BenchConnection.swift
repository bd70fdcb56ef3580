import NIOCore

/// One client WebSocket connection of the load generator: a hand-rolled upgrade, then frames parsed in place.
///
/// NB: this sits on the generator's hot path, so it avoids NIO's WebSocket codec (one frame value and one
/// NIOAny per message): it reads frames straight out of the received buffer and writes each outgoing frame
/// into one buffer. Client frames carry the all-zero mask key, which RFC 6455 allows in format; the server
/// unmasks at the same cost whatever the key.
final class BenchConnection: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    let index: Int
    private let host: String
    private let port: Int
    private unowned let delegate: any ConnectionDelegate
    private var context: ChannelHandlerContext?
    private var isOpen = false
    private var pending: ByteBuffer?
    /// How many text frames this connection has sent.
    private(set) var sentFrames = 0

    init(index: Int, host: String, port: Int, delegate: any ConnectionDelegate) {
        self.index = index
        self.host = host
        self.port = port
        self.delegate = delegate
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
    }

    func channelActive(context: ChannelHandlerContext) {
        var request = context.channel.allocator.buffer(capacity: 200)
        request.writeString(ClientText.upgradeRequest(host: host, port: port))
        context.writeAndFlush(wrapOutboundOut(request), promise: nil)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        self.context = nil
        delegate.closed(index)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let time = Monotonic.now()
        var incoming = unwrapInboundIn(data)
        if var buffered = pending {
            buffered.writeBuffer(&incoming)
            pending = nil
            consume(&buffered, context: context, at: time)
        } else {
            consume(&incoming, context: context, at: time)
        }
    }

    /// Sends `text` as one text frame and flushes.
    func send(_ text: String) {
        send { $0.writeString(text) }
    }

    /// Sends one text frame whose payload `write` appends to the buffer, and flushes unless `flush` is false.
    func send(flush: Bool = true, _ write: (inout ByteBuffer) -> Void) {
        guard let context, isOpen else { return }
        var buffer = context.channel.allocator.buffer(capacity: 256)
        // NB: the payload is written after room for the longest header this sends (2 + 2 + 4 mask bytes); the
        // header then goes right before it once the length is known, so the payload is never copied.
        buffer.moveWriterIndex(to: 8)
        buffer.moveReaderIndex(to: 8)
        write(&buffer)
        let length = buffer.readableBytes
        if length < 126 {
            buffer.moveReaderIndex(to: 2)
            buffer.setInteger(UInt8(0x81), at: 2)
            buffer.setInteger(UInt8(0x80) | UInt8(length), at: 3)
            buffer.setInteger(UInt32(0), at: 4)
        } else {
            precondition(length <= 0xFFFF, "a bench message is small")
            buffer.moveReaderIndex(to: 0)
            buffer.setInteger(UInt8(0x81), at: 0)
            buffer.setInteger(UInt8(0x80 | 126), at: 1)
            buffer.setInteger(UInt16(length), at: 2)
            buffer.setInteger(UInt32(0), at: 4)
        }
        sentFrames += 1
        if flush {
            context.writeAndFlush(wrapOutboundOut(buffer), promise: nil)
        } else {
            context.write(wrapOutboundOut(buffer), promise: nil)
        }
    }

    /// Flushes frames sent with `flush: false`.
    func flush() {
        context?.flush()
    }

    /// Closes the connection.
    func close() {
        context?.close(promise: nil)
    }

    private func consume(_ buffer: inout ByteBuffer, context: ChannelHandlerContext, at time: UInt64) {
        if !isOpen {
            guard let end = headerEnd(in: buffer) else {
                pending = buffer
                return
            }
            let status = buffer.getString(at: buffer.readerIndex, length: min(12, end)) ?? ""
            guard status == "HTTP/1.1 101" else {
                context.close(promise: nil)
                return
            }
            buffer.moveReaderIndex(forwardBy: end)
            isOpen = true
            delegate.opened(index)
        }
        while let (opcode, headerLength, payloadLength) = nextFrame(in: buffer) {
            let start = buffer.readerIndex + headerLength
            switch opcode {
            case 0x1, 0x2:
                buffer.withUnsafeReadableBytes { bytes in
                    delegate.received(
                        index, UnsafeRawBufferPointer(rebasing: bytes[headerLength..<(headerLength + payloadLength)]),
                        at: time)
                }
            case 0x9:
                let payload = buffer.getSlice(at: start, length: payloadLength) ?? ByteBuffer()
                sendControl(opcode: 0xA, payload: payload, context: context)
            case 0x8:
                sendControl(opcode: 0x8, payload: ByteBuffer(), context: context)
                context.close(promise: nil)
            default:
                break
            }
            buffer.moveReaderIndex(forwardBy: headerLength + payloadLength)
        }
        if buffer.readableBytes > 0 { pending = buffer }
    }

    /// The opcode, header length and payload length of the complete frame at the start of `buffer`, if any.
    private func nextFrame(in buffer: ByteBuffer) -> (UInt8, Int, Int)? {
        guard buffer.readableBytes >= 2,
            let first = buffer.getInteger(at: buffer.readerIndex, as: UInt8.self),
            let second = buffer.getInteger(at: buffer.readerIndex + 1, as: UInt8.self)
        else { return nil }
        var header = 2
        var length = Int(second & 0x7F)
        if length == 126 {
            guard let long = buffer.getInteger(at: buffer.readerIndex + 2, as: UInt16.self) else { return nil }
            header = 4
            length = Int(long)
        } else if length == 127 {
            guard let long = buffer.getInteger(at: buffer.readerIndex + 2, as: UInt64.self) else { return nil }
            header = 10
            length = Int(long)
        }
        guard buffer.readableBytes >= header + length else { return nil }
        return (first & 0x0F, header, length)
    }

    private func sendControl(opcode: UInt8, payload: ByteBuffer, context: ChannelHandlerContext) {
        var frame = context.channel.allocator.buffer(capacity: 6 + payload.readableBytes)
        frame.writeInteger(UInt8(0x80) | opcode)
        frame.writeInteger(UInt8(0x80) | UInt8(payload.readableBytes))
        frame.writeInteger(UInt32(0))
        var copy = payload
        frame.writeBuffer(&copy)
        context.writeAndFlush(wrapOutboundOut(frame), promise: nil)
    }

    /// The length of the HTTP response head including its blank line, once it has all arrived.
    private func headerEnd(in buffer: ByteBuffer) -> Int? {
        buffer.withUnsafeReadableBytes { bytes -> Int? in
            guard bytes.count >= 4 else { return nil }
            for index in 3..<bytes.count
            where bytes[index] == 10 && bytes[index - 1] == 13 && bytes[index - 2] == 10 && bytes[index - 3] == 13 {
                return index + 1
            }
            return nil
        }
    }
}
