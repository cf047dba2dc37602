import Foundation

/// Saves a recording made over a whole run (a walk-through, a cast): where the user asked, or,
/// when that fails at the end, in the temporary folder, so the run is never lost; the failure
/// still ends the program with 73.
enum RecordingSave {
    /// Writes `text` to `path`; returns the failure (after saving the fallback and saying where).
    /// `what` names it in the messages ("the walk-through"); `option` names the option in the
    /// failure (`--cast`).
    static func save(_ text: String, to path: String, what: String, option: String? = nil,
                     _ output: CommandOutput) -> CannotCreateError? {
        do {
            try OutputFile.write(text, to: path)
            return nil
        } catch {
            let failure = CannotCreateError(path: error.path, reason: error.reason, option: option)
            output.message(failure.description)
            let fallback = fallbackPath(for: path)
            if (try? OutputFile.write(text, to: fallback)) != nil {
                output.message("\(what) is saved in \(fallback) instead")
            } else {
                output.message("\(what) could not be saved in \(fallback) either")
            }
            return failure
        }
    }

    /// `<temporary folder>/consent-sim-<pid>-<name>`: a new name per run.
    static func fallbackPath(for path: String) -> String {
        let name = URL(fileURLWithPath: path).lastPathComponent
        return FileManager.default.temporaryDirectory.appendingPathComponent("consent-sim-\(getpid())-\(name.isEmpty ? "walk.yaml" : name)").path
    }

    /// Fails before the walk when the folder the recording goes into cannot be written.
    static func checkWritable(_ path: String) throws(CannotCreateError) {
        let option = "--record"
        if OutputFile.isWrittenThrough(path) { return try OutputFile.checkWritable(path, option: option) }
        let path = OutputFile.linkTarget(path)
        do throws(CannotCreateError) { try OutputFile.checkFolder(of: path) } catch {
            throw CannotCreateError(path: error.path, reason: error.reason, option: option)
        }
        guard access(OutputFile.folder(of: path), W_OK) == 0 else {
            throw CannotCreateError(path: path, reason: "the folder is not writable (\(String(cString: strerror(errno))))", option: option)
        }
    }
}
