import Foundation

/// A small `Encoder` that writes the same bytes as `JSONEncoder` with `.sortedKeys` and `.withoutEscapingSlashes`
/// for values made of strings, integers, booleans, nulls, arrays and objects, at a fraction of the cost.
///
/// NB: the server encodes a message per recipient per move, and Foundation's encoder was most of its CPU time.
/// Anything this writer does not render exactly like Foundation (floating point, `Data`, `Date`, `URL`,
/// `Decimal`, super encoders, re-opened containers, a value that encodes nothing) makes `render` return `nil`,
/// and the caller falls back to `JSONEncoder`. A test compares both byte for byte over many messages.
final class WireJSONWriter {
    /// A value being built; objects and arrays are boxes because containers keep writing after they are handed out.
    enum Node {
        case null
        case bool(Bool)
        case signed(Int64)
        case unsigned(UInt64)
        case string(String)
        case object(ObjectBox)
        case array(ArrayBox)
    }

    /// An object's members in the order they were encoded; a repeated key replaces the earlier value.
    final class ObjectBox {
        var keys: [String] = []
        var values: [Node] = []

        func set(_ node: Node, for key: String) {
            if let index = keys.firstIndex(of: key) {
                values[index] = node
            } else {
                keys.append(key)
                values.append(node)
            }
        }
    }

    /// An array's elements.
    final class ArrayBox {
        var items: [Node] = []
    }

    /// Whether some part of the value needs Foundation's encoder.
    final class Context {
        var unsupported = false
    }

    let context: Context
    // NB: coding paths stay empty, as building them cost more than the rest of the encoding; only error
    // messages read them, and a value that throws here is encoded again by Foundation, which names the path.
    var codingPath: [any CodingKey] { [] }
    let userInfo: [CodingUserInfoKey: Any] = [:]
    /// What this encoder's value became, once it asked for a container.
    var node: Node?

    init(context: Context) {
        self.context = context
    }

    /// The JSON text of `value`, or `nil` if it holds something only Foundation's encoder renders exactly.
    static func render(_ value: some Encodable) -> String? {
        let context = Context()
        guard let node = try? encodeNode(value, context: context), !context.unsupported else {
            return nil
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        write(node, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The node for `value`, encoded by a fresh child encoder.
    static func encodeNode(_ value: some Encodable, context: Context) throws -> Node {
        if let node = specialNode(value) { return node }
        if isUnsupported(type(of: value)) {
            context.unsupported = true
            return .null
        }
        let child = WireJSONWriter(context: context)
        try value.encode(to: child)
        guard let node = child.node else {
            context.unsupported = true
            return .null
        }
        return node
    }

    /// Strings, booleans and integers directly, without a child encoder.
    ///
    /// NB: metatype comparisons, not `as?` casts: a dynamic cast to a protocol existential costs more than the
    /// rest of the encoding.
    static func specialNode<T: Encodable>(_ value: T) -> Node? {
        if T.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
        if T.self == Int.self { return .signed(Int64(unsafeBitCast(value, to: Int.self))) }
        if T.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
        if T.self == Int64.self { return .signed(unsafeBitCast(value, to: Int64.self)) }
        if T.self == Int32.self { return .signed(Int64(unsafeBitCast(value, to: Int32.self))) }
        if T.self == Int16.self { return .signed(Int64(unsafeBitCast(value, to: Int16.self))) }
        if T.self == Int8.self { return .signed(Int64(unsafeBitCast(value, to: Int8.self))) }
        if T.self == UInt.self { return .unsigned(UInt64(unsafeBitCast(value, to: UInt.self))) }
        if T.self == UInt64.self { return .unsigned(unsafeBitCast(value, to: UInt64.self)) }
        if T.self == UInt32.self { return .unsigned(UInt64(unsafeBitCast(value, to: UInt32.self))) }
        if T.self == UInt16.self { return .unsigned(UInt64(unsafeBitCast(value, to: UInt16.self))) }
        if T.self == UInt8.self { return .unsigned(UInt64(unsafeBitCast(value, to: UInt8.self))) }
        return nil
    }

    /// Scalars Foundation formats in its own way, and the other standard scalars, whose `encode(to:)` would come
    /// straight back here.
    static func isUnsupported(_ type: Any.Type) -> Bool {
        type == Double.self || type == Float.self || type == Data.self || type == Date.self || type == URL.self
            || type == Decimal.self || type == Int128.self || type == UInt128.self || type == Float16.self
    }

    static func write(_ node: Node, into bytes: inout [UInt8]) {
        switch node {
        case .null: bytes.append(contentsOf: "null".utf8)
        case .bool(let value): bytes.append(contentsOf: (value ? "true" : "false").utf8)
        case .signed(let value): bytes.append(contentsOf: String(value).utf8)
        case .unsigned(let value): bytes.append(contentsOf: String(value).utf8)
        case .string(let value): writeString(value, into: &bytes)
        case .array(let box):
            bytes.append(UInt8(ascii: "["))
            for (index, item) in box.items.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                write(item, into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let box):
            bytes.append(UInt8(ascii: "{"))
            let order = box.keys.indices.sorted { box.keys[$0].utf8.lexicographicallyPrecedes(box.keys[$1].utf8) }
            for (position, index) in order.enumerated() {
                if position > 0 { bytes.append(UInt8(ascii: ",")) }
                writeString(box.keys[index], into: &bytes)
                bytes.append(UInt8(ascii: ":"))
                write(box.values[index], into: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    static func writeString(_ string: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x08: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x0C: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Claims this encoder's value as `node`; asking twice is something only Foundation handles.
    func claim(_ node: Node) {
        if self.node != nil { context.unsupported = true }
        self.node = node
    }
}

extension WireJSONWriter: Encoder {
    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        // NB: a wrapper that writes its own keys and then hands the same encoder to the wrapped value (as
        // `AnyMove` does) asks twice; Foundation merges both into one object, and so does this.
        let box: ObjectBox
        if case .object(let existing) = node {
            box = existing
        } else {
            box = ObjectBox()
            claim(.object(box))
        }
        return KeyedEncodingContainer(KeyedWriter<Key>(writer: self, box: box))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let box: ArrayBox
        if case .array(let existing) = node {
            box = existing
        } else {
            box = ArrayBox()
            claim(.array(box))
        }
        return UnkeyedWriter(writer: self, box: box)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleWriter(writer: self)
    }
}
