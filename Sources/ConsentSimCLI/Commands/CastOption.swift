/// `--cast FILE.cast`, which `run` and `play` share: where to write an asciicast v2 recording.
enum CastOption {
    static let spec = OptionSpec.value(.cast, "FILE.cast", "also write an asciicast v2 recording (asciinema play, asciinema cat)")

    static func value(_ arguments: ParsedArguments) throws(UsageError) -> String? {
        guard let path = arguments.value(.cast) else { return nil }
        guard path.hasSuffix(".cast") else { throw UsageError("--cast writes an asciicast: give a .cast file, got \(path)") }
        return path
    }
}
