import NIOCore
import NIOWebSocket

/// One connection of the bare echo server: "join ROOM" puts it in a room; every later text frame goes back to
/// the sender (the acknowledgement) and to everyone else in the room (the update), the same bytes to each. With a
/// durable log (`EchoCommits`) a frame is stored first and echoed after its turn's commit.
final class EchoHandler: ChannelInboundHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private let rooms: EchoRooms
    private let commits: EchoCommits?
    private var room: String?
    private var context: ChannelHandlerContext?

    init(rooms: EchoRooms, commits: EchoCommits? = nil) {
        self.rooms = rooms
        self.commits = commits
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
    }

    func channelInactive(context: ChannelHandlerContext) {
        if let room { rooms.leave(room, self) }
        self.context = nil
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        switch frame.opcode {
        case .text:
            let payload = frame.unmaskedData
            guard let room else {
                let text = payload.getString(at: payload.readerIndex, length: payload.readableBytes) ?? ""
                guard text.hasPrefix("join ") else { return context.close(promise: nil) }
                let name = String(text.dropFirst(5))
                self.room = name
                rooms.join(name, self)
                var reply = context.channel.allocator.buffer(capacity: 6)
                reply.writeStaticString("joined")
                context.writeAndFlush(
                    wrapOutboundOut(WebSocketFrame(fin: true, opcode: .text, data: reply)), promise: nil)
                return
            }
            if let commits {
                commits.enqueue(payload, from: self, in: room, on: context.eventLoop)
            } else {
                echo(WebSocketFrame(fin: true, opcode: .text, data: payload), in: room)
            }
        case .ping:
            let pong = WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData)
            context.writeAndFlush(wrapOutboundOut(pong), promise: nil)
        case .connectionClose:
            context.close(promise: nil)
        default:
            break
        }
    }

    /// Writes `frame` back to this connection (the acknowledgement) and to everyone else in `room` (the update).
    func echo(_ frame: WebSocketFrame, in room: String) {
        deliver(frame)
        for member in rooms.members(of: room) where member !== self { member.deliver(frame) }
    }

    /// Closes this connection (its frame could not be stored).
    func close() {
        context?.close(promise: nil)
    }

    /// Writes `frame` to this connection and flushes.
    func deliver(_ frame: WebSocketFrame) {
        context?.writeAndFlush(wrapOutboundOut(frame), promise: nil)
    }
}
