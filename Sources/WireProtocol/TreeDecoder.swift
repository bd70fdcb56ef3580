/// A `Decoder` over a parsed `JSONValue`, whose errors say where and what: `must be a string, not a number`.
///
/// NB: `JSONDecoder` reports a number that does not fit (1e400, 1.5 for an integer) as "not valid JSON" with no
/// field; decoding from our own tree names the field and the number. Errors are ordinary `DecodingError`s, so
/// the games' own `Codable` code works unchanged.
struct TreeDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    /// What the values decoded may need, such as the registered games; shared by every nested decoder.
    let userInfo: [CodingUserInfoKey: Any]

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let fields) = value else {
            throw mismatch([String: Any].self, expected: "an object")
        }
        return KeyedDecodingContainer(
            KeyedTreeContainer<Key>(fields: fields, codingPath: codingPath, userInfo: userInfo))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw mismatch([Any].self, expected: "an array") }
        return UnkeyedTreeContainer(elements: elements, codingPath: codingPath, userInfo: userInfo)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueTreeContainer(value: value, codingPath: codingPath, userInfo: userInfo)
    }

    /// The error for finding `value` where `expected` should be: `valueNotFound` for null, else `typeMismatch`.
    func mismatch(_ type: Any.Type, expected: String) -> DecodingError {
        let context = DecodingError.Context(
            codingPath: codingPath, debugDescription: "must be \(expected), not \(value.found)")
        return value == .null ? .valueNotFound(type, context) : .typeMismatch(type, context)
    }
}

/// A key for an array element in a coding path.
struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "[\(intValue ?? 0)]" }

    init(_ index: Int) {
        intValue = index
    }

    init?(stringValue: String) {
        nil
    }

    init?(intValue: Int) {
        self.intValue = intValue
    }
}

struct SingleValueTreeContainer: SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    private var decoder: TreeDecoder { TreeDecoder(value: value, codingPath: codingPath, userInfo: userInfo) }

    func decodeNil() -> Bool { value == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let flag) = value else { throw decoder.mismatch(type, expected: "true or false") }
        return flag
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let text) = value else { throw decoder.mismatch(type, expected: "a string") }
        return text
    }

    func decode(_ type: Double.Type) throws -> Double {
        guard case .number(let text) = value, let number = Double(text), number.isFinite else {
            throw decoder.mismatch(type, expected: "a finite number")
        }
        return number
    }

    func decode(_ type: Float.Type) throws -> Float {
        guard case .number(let text) = value, let number = Float(text), number.isFinite else {
            throw decoder.mismatch(type, expected: "a finite number")
        }
        return number
    }

    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: decoder)
    }

    /// An integer written as one: digits with an optional minus sign, no fraction or exponent, within `T`'s range.
    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard case .number(let text) = value, !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) else {
            throw decoder.mismatch(type, expected: "an integer")
        }
        guard let number = T(text) else {
            throw decoder.mismatch(type, expected: "an integer from \(T.min) to \(T.max)")
        }
        return number
    }
}

struct KeyedTreeContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let fields: [String: JSONValue]
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    var allKeys: [Key] { fields.keys.sorted().compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool { fields[key.stringValue] != nil }

    private func child(_ key: Key) throws -> SingleValueTreeContainer {
        guard let value = fields[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key, DecodingError.Context(codingPath: codingPath, debugDescription: "missing"))
        }
        return SingleValueTreeContainer(value: value, codingPath: codingPath + [key], userInfo: userInfo)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try child(key).decodeNil() }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try child(key).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try child(key).decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try child(key).decode(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try child(key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try child(key).decode(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try child(key).decode(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try child(key).decode(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try child(key).decode(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try child(key).decode(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try child(key).decode(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try child(key).decode(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try child(key).decode(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try child(key).decode(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try child(key).decode(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try child(key).decode(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        let child = try child(key)
        return try TreeDecoder(value: child.value, codingPath: child.codingPath, userInfo: userInfo).container(
            keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let child = try child(key)
        return try TreeDecoder(value: child.value, codingPath: child.codingPath, userInfo: userInfo).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        TreeDecoder(value: fields["super"] ?? .null, codingPath: codingPath, userInfo: userInfo)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        TreeDecoder(value: fields[key.stringValue] ?? .null, codingPath: codingPath + [key], userInfo: userInfo)
    }
}

struct UnkeyedTreeContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]
    private(set) var currentIndex = 0

    init(elements: [JSONValue], codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any]) {
        self.elements = elements
        self.codingPath = codingPath
        self.userInfo = userInfo
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next(_ type: Any.Type) throws -> SingleValueTreeContainer {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: codingPath, debugDescription: "must have more than \(elements.count) elements"))
        }
        defer { currentIndex += 1 }
        return SingleValueTreeContainer(
            value: elements[currentIndex], codingPath: codingPath + [IndexKey(currentIndex)], userInfo: userInfo)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type).decode(type) }
    mutating func decode(_ type: String.Type) throws -> String { try next(type).decode(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type).decode(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type).decode(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next(type).decode(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type).decode(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type).decode(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type).decode(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type).decode(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type).decode(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type).decode(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(type).decode(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(type).decode(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(type).decode(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next(type).decode(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        let child = try next([String: Any].self)
        return try TreeDecoder(value: child.value, codingPath: child.codingPath, userInfo: userInfo).container(
            keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let child = try next([Any].self)
        return try TreeDecoder(value: child.value, codingPath: child.codingPath, userInfo: userInfo).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let child = try next(Any.self)
        return TreeDecoder(value: child.value, codingPath: child.codingPath, userInfo: userInfo)
    }
}
