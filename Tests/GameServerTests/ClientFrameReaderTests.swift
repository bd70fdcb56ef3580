import NIOCore
import Testing

@testable import GameServer

/// Client frames read from the bytes as they come: whole frames however the bytes are cut, every length encoding,
/// and each refusal made from the header alone, before the payload is buffered.
struct ClientFrameReaderTests {
    typealias Frame = ClientFrameReader.Frame

    static let key: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]

    /// The bytes of one client frame: the first byte as given (FIN, reserved bits, opcode), then the length in its
    /// shortest form unless `longForm` asks for the 64-bit one, the mask bit and key unless `masked` is false.
    static func bytes(first: UInt8, payload: [UInt8], masked: Bool = true, longForm: Bool = false) -> [UInt8] {
        var frame = [first]
        let maskBit: UInt8 = masked ? 0x80 : 0
        if longForm || payload.count > 0xFFFF {
            frame.append(maskBit | 127)
            frame += (0..<8).reversed().map { UInt8(truncatingIfNeeded: UInt64(payload.count) >> ($0 * 8)) }
        } else if payload.count > 125 {
            frame += [maskBit | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            frame.append(maskBit | UInt8(payload.count))
        }
        guard masked else { return frame + payload }
        return frame + key + payload.enumerated().map { $0.element ^ key[$0.offset % 4] }
    }

    static func text(_ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(ascii: "a") + UInt8($0 % 26) }
    }

    /// Reads `chunks` one after another, taking every frame each time; the frames, or the failure that ended them.
    static func read(_ chunks: [[UInt8]], maxFrameBytes: Int = 4_096) -> (
        frames: [Frame], failure: ClientFrameReader.Failure?
    ) {
        var reader = ClientFrameReader(maxFrameBytes: maxFrameBytes)
        var frames: [Frame] = []
        for chunk in chunks {
            reader.append(ByteBuffer(bytes: chunk))
            do {
                while let frame = try reader.next() { frames.append(frame) }
            } catch {
                return (frames, error)
            }
        }
        return (frames, nil)
    }

    @Test(arguments: [0, 1, 7, 8, 125, 126, 127, 1_000, 65_535, 65_536, 70_000])
    func aFrameOfEveryLengthEncodingIsReadWhole(length: Int) {
        let payload = Self.text(length)
        let read = Self.read([Self.bytes(first: 0x81, payload: payload)], maxFrameBytes: 100_000)
        #expect(read.failure == nil)
        #expect(read.frames == [Frame(fin: true, reservedBits: 0, opcode: 0x1, payload: payload)])
    }

    @Test func aLengthInTheLongFormThoughShortIsRead() {
        let read = Self.read([Self.bytes(first: 0x82, payload: [1, 2, 3], longForm: true)])
        #expect(read.frames == [Frame(fin: true, reservedBits: 0, opcode: 0x2, payload: [1, 2, 3])])
    }

    /// Three frames (a fragment, a ping between fragments, the last fragment) cut at every byte: each frame comes
    /// out once, whole, in order, as soon as its last byte is in.
    @Test func framesCutAnywhereComeOutWholeAndInOrder() {
        let frames = [
            Frame(fin: false, reservedBits: 0, opcode: 0x1, payload: Self.text(130)),
            Frame(fin: true, reservedBits: 0, opcode: 0x9, payload: Array("ping".utf8)),
            Frame(fin: true, reservedBits: 0x40, opcode: 0x0, payload: Self.text(5)),
        ]
        let stream = frames.flatMap { frame in
            Self.bytes(first: (frame.fin ? 0x80 : 0) | frame.reservedBits | frame.opcode, payload: frame.payload)
        }
        #expect(Self.read([stream]).frames == frames)
        for cut in 1..<stream.count {
            let read = Self.read([Array(stream[..<cut]), Array(stream[cut...])])
            #expect(read.frames == frames, "cut at \(cut)")
        }
        #expect(Self.read(stream.map { [$0] }).frames == frames)
    }

    static let refusals: [(bytes: [UInt8], failure: ClientFrameReader.Failure)] = [
        (bytes(first: 0x81, payload: Array("hi".utf8), masked: false), .unmasked),
        (bytes(first: 0x89, payload: [], masked: false), .unmasked),
        (bytes(first: 0x09, payload: Array("ping".utf8)), .malformedControlFrame),
        (bytes(first: 0x08, payload: [0x03, 0xE8]), .malformedControlFrame),
        (bytes(first: 0x89, payload: text(126)), .malformedControlFrame),
        (bytes(first: 0x8A, payload: text(200)), .malformedControlFrame),
        (bytes(first: 0x8B, payload: text(126)), .malformedControlFrame),
        (bytes(first: 0x81, payload: text(4_097)), .tooLarge),
        (bytes(first: 0x00, payload: text(5_000)), .tooLarge),
        (bytes(first: 0x82, payload: text(70_000)), .tooLarge),
    ]

    @Test(arguments: refusals)
    func aFrameIsRefusedFromItsHeader(bytes: [UInt8], failure: ClientFrameReader.Failure) {
        // NB: the header and mask key alone: the refusal cannot have waited for the payload.
        let header = Array(bytes.prefix(14))
        #expect(Self.read([header]).failure == failure)
    }

    @Test func aLengthWithTheTopBitSetIsTooLarge() {
        let header: [UInt8] = [0x81, 0x80 | 127, 0x80, 0, 0, 0, 0, 0, 0, 5] + Self.key
        #expect(Self.read([header]).failure == .tooLarge)
    }

    @Test func aFrameOfExactlyTheLimitIsRead() {
        let payload = Self.text(4_096)
        let read = Self.read([Self.bytes(first: 0x81, payload: payload)])
        #expect(read.failure == nil)
        #expect(read.frames.map(\.payload) == [payload])
    }

    @Test func framesBeforeARefusedOneAreReadAndNothingAfterIt() throws {
        let good = Self.bytes(first: 0x81, payload: Array("one".utf8))
        let bad = Self.bytes(first: 0x81, payload: Array("two".utf8), masked: false)
        var reader = ClientFrameReader(maxFrameBytes: 4_096)
        reader.append(ByteBuffer(bytes: good + bad + good))
        #expect(try reader.next()?.payload == Array("one".utf8))
        #expect(throws: ClientFrameReader.Failure.unmasked) { try reader.next() }
        #expect(try reader.next() == nil)
    }

    @Test func reservedBitsAndReservedOpcodesArePassedOnForTheConnectionToJudge() {
        let read = Self.read([
            Self.bytes(first: 0xF1, payload: []), Self.bytes(first: 0x83, payload: [9]),
            Self.bytes(first: 0x8B, payload: []),
        ])
        #expect(
            read.frames == [
                Frame(fin: true, reservedBits: 0x70, opcode: 0x1, payload: []),
                Frame(fin: true, reservedBits: 0, opcode: 0x3, payload: [9]),
                Frame(fin: true, reservedBits: 0, opcode: 0xB, payload: []),
            ])
    }
}
