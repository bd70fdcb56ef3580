import ArgumentParser
import Foundation

#if canImport(Glibc)
    // NB: Swift's Glibc module leaves out <sys/epoll.h>; SwiftNIO's own shim module exposes it on Linux.
    import CNIOLinux
    import Glibc
#endif

/// `parlor-bench floor-tcp-server`: the raw TCP side of the floor probe, one thread on epoll.
///
/// A connection's first byte says what it is: `P` echoes every byte back (ping-pong); `R` is a fan-out receiver
/// (answered with one byte once registered); `F` triggers a fan-out: every 64 bytes it sends make the server
/// write 64 bytes to each receiver in turn, one send() each.
struct FloorTCPServer: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "floor-tcp-server",
        abstract: "Serve the raw TCP ping-pong and fan-out floor (started by floor-tcp).")

    @Option(help: "The TCP port on 127.0.0.1 (0: any free port).") var port = 0

    func run() throws {
        let (listener, bound) = try RawSocket.listen(port: port)
        FileHandle.standardOutput.write(Data("Listening on tcp://127.0.0.1:\(bound)\n".utf8))
        let epoll = epoll_create1(0)
        RawSocket.watch(epoll, listener)
        var roles: [Int32: UInt8] = [:]
        var receivers: [Int32] = []
        var events = [epoll_event](repeating: epoll_event(), count: 256)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var message = [UInt8](repeating: 0x2A, count: 64)
        while true {
            let count = epoll_wait(epoll, &events, Int32(events.count), -1)
            guard count >= 0 else {
                if errno == EINTR { continue }
                throw BenchFailure("epoll_wait failed: errno \(errno)")
            }
            for event in events.prefix(Int(count)) {
                let fd = event.data.fd
                if fd == listener {
                    let client = accept(listener, nil, nil)
                    guard client >= 0 else { continue }
                    RawSocket.noDelay(client)
                    RawSocket.watch(epoll, client)
                    continue
                }
                let got = recv(fd, &buffer, buffer.count, 0)
                guard got > 0 else {
                    epoll_ctl(epoll, EPOLL_CTL_DEL, fd, nil)
                    close(fd)
                    roles[fd] = nil
                    receivers.removeAll { $0 == fd }
                    continue
                }
                var start = 0
                if roles[fd] == nil {
                    roles[fd] = buffer[0]
                    start = 1
                    if buffer[0] == UInt8(ascii: "R") {
                        receivers.append(fd)
                        try RawSocket.writeAll(fd, &message, 1)
                    }
                }
                let payload = got - start
                guard payload > 0 else { continue }
                switch roles[fd] {
                case UInt8(ascii: "P"):
                    try buffer.withUnsafeBytes { try RawSocket.writeAll(fd, $0.baseAddress! + start, payload) }
                case UInt8(ascii: "F"):
                    for _ in 0..<(payload / 64) {
                        message[0] = buffer[start]
                        for receiver in receivers { try RawSocket.writeAll(receiver, &message, 64) }
                    }
                default:
                    break
                }
            }
        }
    }
}
