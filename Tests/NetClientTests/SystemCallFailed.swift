/// A system call a test helper made failed with this errno.
struct SystemCallFailed: Error, CustomStringConvertible {
    let call: String
    let errno: Int32

    var description: String { "\(call) failed (errno \(errno))" }
}
