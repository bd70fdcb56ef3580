/// Where a room's records end in the record log: the row of its last record, whose `previous` column leads back
/// through the others, and the last sequence number taken.
///
/// NB: two numbers per room, whatever its records number: a list of row IDs per room put an empty room at its memory
/// target (parlor-bench memory) and grew with every record of a busy room.
struct RoomTail: Hashable {
    /// The row ID of the room's last record.
    var rowID: Int64
    /// Its sequence number, the highest the room has taken.
    var sequence: Int
}
