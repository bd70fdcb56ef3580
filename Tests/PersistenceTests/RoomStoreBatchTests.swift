import CustomDump
import Persistence
import ServerCore
import Testing
import WireProtocol

/// A group commit appends several rooms' records in one transaction: all of them, or none when any part is refused.
@Suite struct RoomStoreBatchTests {
    typealias S = RoomStoreTests

    @Test(arguments: S.Kind.allCases)
    func aBatchStoresEveryRoomsRecords(kind: S.Kind) throws {
        try S.withStore(kind) { store, reopen in
            try store.append(Array(S.records.prefix(3)), to: S.room, firstSequence: 1)
            try store.append([
                RoomAppend(room: S.room, firstSequence: 4, records: Array(S.records[3...4])),
                RoomAppend(room: S.other, firstSequence: 1, records: [S.matched]),
            ])
            expectNoDifference(
                try reopen().loadAll(), [S.room: Array(S.records.prefix(5)), S.other: [S.matched]])
        }
    }

    @Test(arguments: S.Kind.allCases)
    func aBatchWithOneTakenSequenceStoresNothing(kind: S.Kind) throws {
        try S.withStore(kind) { store, reopen in
            try store.append(Array(S.records.prefix(3)), to: S.room, firstSequence: 1)
            #expect(throws: RoomStoreError.self) {
                try store.append([
                    RoomAppend(room: S.other, firstSequence: 1, records: [S.matched]),
                    RoomAppend(room: S.room, firstSequence: 3, records: [S.records[3]]),
                ])
            }
            expectNoDifference(try reopen().loadAll(), [S.room: Array(S.records.prefix(3))])
        }
    }

    /// A refused batch leaves every room where it was in the store that refused it: the parts before the refused
    /// one are put back, so the same numbers are taken afterwards and each room reads back whole.
    @Test(arguments: S.Kind.allCases)
    func aRefusedBatchLeavesEveryRoomsNumbersAsTheyWere(kind: S.Kind) throws {
        try S.withStore(kind) { store, _ in
            try store.append(Array(S.records.prefix(3)), to: S.room, firstSequence: 1)
            #expect(throws: RoomStoreError.self) {
                try store.append([
                    RoomAppend(room: S.room, firstSequence: 4, records: [S.records[3]]),
                    RoomAppend(room: S.other, firstSequence: 1, records: [S.matched]),
                    RoomAppend(room: S.room, firstSequence: 4, records: [S.records[4]]),
                ])
            }
            expectNoDifference(try store.roomIDs(), [S.room])
            expectNoDifference(try store.records(of: S.other), [])
            try store.append([
                RoomAppend(room: S.other, firstSequence: 1, records: [S.matched]),
                RoomAppend(room: S.room, firstSequence: 4, records: Array(S.records[3...4])),
            ])
            expectNoDifference(try store.records(of: S.room), Array(S.records.prefix(5)))
            expectNoDifference(try store.records(of: S.other), [S.matched])
            #expect(throws: RoomStoreError.self) {
                try store.append([RoomAppend(room: S.room, firstSequence: 5, records: [S.records[4]])])
            }
            expectNoDifference(try store.records(of: S.room), Array(S.records.prefix(5)))
        }
    }

    /// A batch of one record (one room's move, alone in its commit) is stored without BEGIN and COMMIT around it,
    /// and is refused like any other.
    @Test(arguments: S.Kind.allCases)
    func aBatchOfOneRecordOverATakenSequenceIsRefused(kind: S.Kind) throws {
        try S.withStore(kind) { store, reopen in
            try store.append(Array(S.records.prefix(3)), to: S.room, firstSequence: 1)
            #expect(throws: RoomStoreError.sequenceTaken(S.room, 3)) {
                try store.append([RoomAppend(room: S.room, firstSequence: 3, records: [S.records[3]])])
            }
            try store.append([RoomAppend(room: S.room, firstSequence: 4, records: [S.records[3]])])
            expectNoDifference(try reopen().loadAll(), [S.room: Array(S.records.prefix(4))])
        }
    }

    /// A room may have two parts in one batch: the second continues the first.
    @Test(arguments: S.Kind.allCases)
    func aBatchWithARoomTwiceStoresBothPartsInOrder(kind: S.Kind) throws {
        try S.withStore(kind) { store, reopen in
            try store.append([S.records[0]], to: S.room, firstSequence: 1)
            try store.append([
                RoomAppend(room: S.room, firstSequence: 2, records: Array(S.records[1...2])),
                RoomAppend(room: S.other, firstSequence: 1, records: [S.matched]),
                RoomAppend(room: S.room, firstSequence: 4, records: [S.records[3]]),
            ])
            try store.append([S.records[4]], to: S.room, firstSequence: 5)
            let reopened = try reopen()
            expectNoDifference(try reopened.records(of: S.room), Array(S.records.prefix(5)))
            expectNoDifference(try reopened.loadAll(), [S.room: Array(S.records.prefix(5)), S.other: [S.matched]])
        }
    }
}
