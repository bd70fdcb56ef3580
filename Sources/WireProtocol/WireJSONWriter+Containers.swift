extension WireJSONWriter {
    /// An object's container.
    struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let writer: WireJSONWriter
        let box: ObjectBox
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws { box.set(.null, for: key.stringValue) }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            let node = try WireJSONWriter.encodeNode(value, context: writer.context)
            box.set(node, for: key.stringValue)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            let nested = ObjectBox()
            if box.keys.contains(key.stringValue) { writer.context.unsupported = true }
            box.set(.object(nested), for: key.stringValue)
            return KeyedEncodingContainer(
                KeyedWriter<NestedKey>(writer: writer, box: nested))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let nested = ArrayBox()
            if box.keys.contains(key.stringValue) { writer.context.unsupported = true }
            box.set(.array(nested), for: key.stringValue)
            return UnkeyedWriter(writer: writer, box: nested)
        }

        mutating func superEncoder() -> any Encoder {
            writer.context.unsupported = true
            return WireJSONWriter(context: writer.context)
        }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            writer.context.unsupported = true
            return WireJSONWriter(context: writer.context)
        }
    }

    /// An array's container.
    struct UnkeyedWriter: UnkeyedEncodingContainer {
        let writer: WireJSONWriter
        let box: ArrayBox
        var codingPath: [any CodingKey] { [] }
        var count: Int { box.items.count }

        mutating func encodeNil() throws { box.items.append(.null) }

        mutating func encode<T: Encodable>(_ value: T) throws {
            box.items.append(try WireJSONWriter.encodeNode(value, context: writer.context))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
            -> KeyedEncodingContainer<NestedKey>
        {
            let nested = ObjectBox()
            box.items.append(.object(nested))
            return KeyedEncodingContainer(KeyedWriter<NestedKey>(writer: writer, box: nested))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let nested = ArrayBox()
            box.items.append(.array(nested))
            return UnkeyedWriter(writer: writer, box: nested)
        }

        mutating func superEncoder() -> any Encoder {
            writer.context.unsupported = true
            return WireJSONWriter(context: writer.context)
        }
    }

    /// A single value's container.
    struct SingleWriter: SingleValueEncodingContainer {
        let writer: WireJSONWriter
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { writer.claim(.null) }

        mutating func encode<T: Encodable>(_ value: T) throws {
            writer.claim(try WireJSONWriter.encodeNode(value, context: writer.context))
        }
    }
}
