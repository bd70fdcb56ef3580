import WireProtocol

/// The room Minesweeper's wire tests play in, named as the protocol's own samples name theirs: room K7MZ2QHD, where
/// Ada and Bob play.
enum WireRoom {
    static let gameID = try! GameID("K7MZ2QHD")
    static let ada = try! PlayerName("Ada")
    static let bob = try! PlayerName("Bob")
}
