/// An event a test waited for never came: what it waited for, what came instead, and whether the stream ended.
struct StreamWaitFailed: Error, CustomStringConvertible {
    let awaited: String
    let seen: [String]
    let ended: Bool

    var description: String {
        "\(awaited) never came\(ended ? " (the stream ended)" : " in time"); seen: \(seen)"
    }
}
