/// Where a room's records end in the record log: the row of its last record, whose `previous` column leads back
/// through the others, and the last sequence number taken.
///
/// NB: two numbers per room, whatever its records number: a list of row IDs per room cost about 0.2 KiB more per
/// empty room (parlor-bench memory: 0.8 -> 1.0 KiB, target 1 KiB) and 8 bytes per record of a busy room.
struct RoomTail: Hashable {
    /// The row ID of the room's last record.
    var rowID: Int64
    /// Its sequence number, the highest the room has taken.
    var sequence: Int
}
