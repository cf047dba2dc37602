/// The first error of a stream's writes, kept until the command ends (later writes may fail
/// the same way, or seem to succeed after the reader has lost text).
final class WriteFailure {
    private var code: Int32 = 0

    /// Keeps `errno` unless it is 0 or an earlier one is kept.
    func note(_ errno: Int32) {
        if code == 0 { code = errno }
    }

    /// The system's words for the kept error, or nil.
    var reason: String? { code == 0 ? nil : OutputFile.reason(code) }
}
