extension KeyedDecodingContainer {
    /// The origin under `key`, or `hosted` when the key is missing.
    ///
    /// NB: records written before rooms kept their origin have no `origin` field; every room then was opened by
    /// whoever created it, and a hosted room is the one quick match leaves alone. The synthesized decoding of
    /// `RoomRecord.created` picks this overload over the generic one, so a missing field reads as `hosted`
    /// while a present but unknown one still fails.
    func decode(_ type: RoomOrigin.Type, forKey key: Key) throws -> RoomOrigin {
        try decodeIfPresent(type, forKey: key) ?? .hosted
    }
}
