import Foundation
import StudyConfig

/// The study a command works on: the folder the user named, or the bundled default.
enum StudySource {
    /// Loads the study in `path`, or the bundled sleep study when `path` is nil. Returns a nil
    /// study (after a note) when the bundled studies are not found: the simulation has a
    /// built-in copy of the sleep study.
    static func load(_ path: String?, _ output: CommandOutput) throws(InputError) -> (study: Study?, folder: URL?) {
        guard let folder = path.map({ URL(fileURLWithPath: $0) }) ?? BundledStudy.folder() else {
            output.message("note: bundled studies not found; using the built-in copy of the sleep study")
            return (nil, nil)
        }
        return (try load(folder: folder), folder)
    }

    /// Loads the study in `folder` (or from the files named); a file that cannot be read or parsed is an `InputError`
    /// naming it.
    static func load(folder: URL?, infoPlist: URL? = nil, entitlements: URL? = nil) throws(InputError) -> Study {
        do {
            return try StudyLoader.load(folder: folder, infoPlist: infoPlist, entitlements: entitlements)
        } catch {
            throw InputError("\(error)")
        }
    }
}
