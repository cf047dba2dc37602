import Foundation
import StudyConfig

/// The study a command works on: the folder the user named, or the bundled default.
enum StudySource {
    /// Loads the study in `path`, or the bundled sleep study when `path` is nil. Returns a nil
    /// study (after a note) when the bundled studies are not found: the simulation has a
    /// built-in copy of the sleep study.
    static func load(_ path: String?, project: StudyLoadOptions = StudyLoadOptions(),
                     _ output: CommandOutput) throws(InputError) -> (study: Study?, folder: URL?) {
        guard let folder = path.map({ URL(fileURLWithPath: $0) }) ?? BundledStudy.folder() else {
            output.message("note: the bundled studies were not found (looked in \(BundledStudy.searchedPlaces())); "
                           + "using the built-in copy of the sleep study, in English only")
            return (nil, nil)
        }
        return (try load(path: folder, project: project, forSimulation: true), folder)
    }

    /// Loads the study `path` names: a study folder, an `.xcodeproj`, or a folder holding one.
    /// `forSimulation` refuses a folder without Info.plist, which only `check` can use.
    static func load(path: URL, project: StudyLoadOptions = StudyLoadOptions(), forSimulation: Bool = false) throws(InputError) -> Study {
        var options = project
        options.requiresInfoPlist = forSimulation
        do {
            return try StudyLoader.load(path: path, options: options)
        } catch {
            throw InputError("\(error.located(inStudyAt: path.relativePath))")
        }
    }

    /// `load(_:_:)` for a command with study options: also checks `--lang` against the study's
    /// localizations, and refuses it when there is no study folder to translate.
    static func load(_ path: String?, options: inout StudyOptions, project: StudyLoadOptions, for command: Subcommand,
                     _ output: CommandOutput) throws -> (study: Study?, folder: URL?) {
        // Refused before the note that the built-in copy is used, which it then would not be.
        if path == nil, options.language != nil, BundledStudy.folder() == nil { throw needsStudyFolder("--lang", for: command) }
        let loaded = try load(path, project: project, output)
        if let study = loaded.study {
            options.language = try StudyLanguage.validated(options.language, in: study, for: command)
        } else if options.language != nil {
            throw needsStudyFolder("--lang", for: command)
        }
        return loaded
    }

    /// Why `option` cannot work on the built-in copy of the sleep study, and where the bundled
    /// studies belong.
    static func needsStudyFolder(_ option: String, for command: Subcommand) -> UsageError {
        UsageError("\(option) needs the study's folder, and the bundled studies were not found beside this binary: "
                   + "install it with `make install PREFIX=…` (which puts them in PREFIX/share/consent-sim), or name a study folder",
                   command: command)
    }

    /// Loads the study in `folder` (or from the files named); a file that cannot be read or parsed is an `InputError`
    /// naming it.
    static func load(folder: URL?, infoPlist: URL? = nil, entitlements: URL? = nil,
                     project: StudyLoadOptions = StudyLoadOptions()) throws(InputError) -> Study {
        do {
            return try StudyLoader.load(folder: folder, infoPlist: infoPlist, entitlements: entitlements, options: project)
        } catch {
            if let folder { throw InputError("\(error.located(inStudyAt: folder.relativePath))") }
            // Without a folder, a file is named by its own name: the path given says which.
            let named = [infoPlist, entitlements].compactMap { $0 }.first { $0.lastPathComponent == error.file }
            throw InputError("\(named.map { error.located(inStudyAt: $0.relativePath) } ?? error)")
        }
    }
}
