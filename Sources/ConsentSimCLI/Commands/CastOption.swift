/// `--cast FILE.cast`, which `run` and `play` share: where to write an asciicast v2 recording.
enum CastOption {
    static let spec = OptionSpec.value(.cast, "FILE.cast", "also write an asciicast v2 recording (asciinema play, asciinema cat); "
                                       + "a .cast file, or a FIFO or descriptor written in place, such as /dev/fd/3 (3>out.cast)")

    /// The path, when it is a `.cast` file or something written in place whatever its name (a
    /// FIFO, a device, `/dev/fd/N`: `OutputFile`'s rule), so a cast can be piped; never
    /// standard output itself.
    static func value(_ arguments: ParsedArguments) throws(UsageError) -> String? {
        guard let path = arguments.value(.cast) else { return nil }
        guard path.hasSuffix(".cast") || OutputFile.isWrittenThrough(path) else {
            throw UsageError("--cast writes an asciicast: give a .cast file (or a FIFO or descriptor such as /dev/fd/3), got \(path)")
        }
        // Standard output already carries play's report and run's screen: a cast there would be
        // mixed into them and unreadable.
        if path != "/dev/null", OutputFile.isStandardOutput(path) {
            throw UsageError("--cast \(path) is standard output, which the command's own output uses; "
                             + "give a file, or another descriptor (--cast /dev/fd/3 3>out.cast)")
        }
        return path
    }
}
