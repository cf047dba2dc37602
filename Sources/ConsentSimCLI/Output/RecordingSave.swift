import Foundation

/// Saves a recorded walk-through: where the user asked, or, when that fails at the end, in the
/// temporary folder, so the walk is never lost; the failure still ends the program with 73.
enum RecordingSave {
    /// Writes `yaml` to `path`; returns the failure (after saving the fallback and saying where).
    static func save(_ yaml: String, to path: String, _ output: CommandOutput) -> CannotCreateError? {
        do {
            try OutputFile.write(yaml, to: path)
            output.message("recorded the walk-through in \(path)")
            return nil
        } catch {
            output.message(error.description)
            let fallback = fallbackPath(for: path)
            if (try? OutputFile.write(yaml, to: fallback)) != nil {
                output.message("the walk-through is saved in \(fallback) instead")
            } else {
                output.message("the walk-through could not be saved in \(fallback) either")
            }
            return error
        }
    }

    /// `<temporary folder>/consent-sim-<pid>-<name>`: a new name per run.
    static func fallbackPath(for path: String) -> String {
        let name = URL(fileURLWithPath: path).lastPathComponent
        return FileManager.default.temporaryDirectory.appendingPathComponent("consent-sim-\(getpid())-\(name.isEmpty ? "walk.yaml" : name)").path
    }

    /// Fails before the walk when the folder the recording goes into cannot be written.
    static func checkWritable(_ path: String) throws(CannotCreateError) {
        try OutputFile.checkFolder(of: path)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard access(folder, W_OK) == 0 else {
            throw CannotCreateError(path: path, reason: "the folder is not writable (\(String(cString: strerror(errno))))")
        }
    }
}
