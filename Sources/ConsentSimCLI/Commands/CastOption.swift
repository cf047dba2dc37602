/// `--cast FILE.cast`, which `run` and `play` share: where to write an asciicast v2 recording.
enum CastOption {
    static let spec = OptionSpec.value(.cast, "FILE.cast", "also write an asciicast v2 recording (asciinema play, asciinema cat); "
                                       + "a .cast file, or a FIFO or device written in place, such as /dev/stdout")

    /// The path, when it is a `.cast` file or something written in place whatever its name (a
    /// FIFO, a device, `/dev/stdout`, `/dev/fd/N`: `OutputFile`'s rule), so a cast can be piped.
    static func value(_ arguments: ParsedArguments) throws(UsageError) -> String? {
        guard let path = arguments.value(.cast) else { return nil }
        guard path.hasSuffix(".cast") || OutputFile.isWrittenThrough(path) else {
            throw UsageError("--cast writes an asciicast: give a .cast file (or a FIFO or device such as /dev/stdout), got \(path)")
        }
        return path
    }
}
