import SimCore

/// The manifest `consent-sim export` writes beside its dataset: the files it wrote (relative to
/// `--out`), so that `--force` later removes exactly those. Its text is this one writer's, for the
/// export and for its estimate alike.
package enum ExportManifest {
    /// The manifest's name inside `--out`.
    package static let fileName = "consent-sim-export.txt"

    /// The manifest listing `files` (relative to `--out`); incomplete until the last is moved.
    package static func text(_ files: [String], complete: Bool) -> String {
        header(complete: complete) + files.map { $0 + "\n" }.joined()
    }

    /// The manifest's text before its list of files.
    static func header(complete: Bool) -> String {
        "# Written by \(ProgramName.current) export. `\(ProgramName.current) export --force` removes the files listed below\n"
            + "# (relative to this folder) and nothing else before writing a new export here.\n"
            + "status: \(complete ? "complete" : "incomplete")\n"
    }

    /// The bytes one file's line adds to the manifest.
    static func lineBytes(_ relative: String) -> Int { relative.utf8.count + 1 }
}
