/// A TLS certificate or key file that `parlor serve` cannot use; the description names the file and the problem.
public struct TLSFilesError: Error, CustomStringConvertible {
    /// The file and what is wrong with it.
    public let description: String
}
