import Foundation
import SimCore

extension StudyLoader {
    /// A study named by a folder, an `.xcodeproj`, or a folder holding exactly one `.xcodeproj`
    /// (a repository root). A folder with an Info.plist or an entitlements file of its own is a
    /// study folder even when it also holds a project. Build variables in the Info.plist's values
    /// are filled in from the project's settings (or, in a study folder, from the file names)
    /// and `options.variables`, which override both.
    public static func load(path: URL, options: StudyLoadOptions = StudyLoadOptions()) throws(StudyLoadError) -> Study {
        let study = try loadAnyForm(path: path, options: options)
        // A strings file or catalog that does not parse would leave its language's text
        // untranslated without a word (`week --lang de` printed English, exit 0); only `check`,
        // which reports it with everything else, reads past it.
        if options.requiresInfoPlist, let d = study.localizationProblems.first(where: { $0.code == "unreadable-strings" }) {
            throw StudyLoadError(file: d.file, line: d.line, message: d.message + " (\(ProgramName.current) check lists every problem)")
        }
        return study
    }

    private static func loadAnyForm(path: URL, options: StudyLoadOptions) throws(StudyLoadError) -> Study {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: path.path, isDirectory: &isDir) else {
            throw StudyLoadError(file: path.lastPathComponent, message: "no such file or folder")
        }
        if path.pathExtension == "xcodeproj" { return try XcodeProjectLoader.load(project: path, options: options) }
        if !isDir.boolValue, path.lastPathComponent == "project.pbxproj" {
            return try XcodeProjectLoader.load(project: path.deletingLastPathComponent(), options: options)
        }
        guard isDir.boolValue else {
            throw StudyLoadError(file: path.lastPathComponent,
                                 message: "not a study: give a study folder, an .xcodeproj, or a folder holding one")
        }
        let items = isDir.boolValue ? FolderListing.names(in: path.path) : []
        let isStudyFolder = items.contains { $0 == "Info.plist" || $0.hasSuffix(".entitlements") }
        let projects = items.filter { $0.hasSuffix(".xcodeproj") }
        if isDir.boolValue, !isStudyFolder {
            if projects.count == 1 { return try XcodeProjectLoader.load(project: path.appendingPathComponent(projects[0]), options: options) }
            if projects.count > 1 {
                throw StudyLoadError(file: path.lastPathComponent,
                                     message: "the folder holds \(projects.count) Xcode projects (\(projects.joined(separator: ", "))); name the one to use")
            }
        }
        if options.target != nil || options.configuration != nil {
            throw StudyLoadError(file: path.lastPathComponent,
                                 message: "a target and a configuration belong to Xcode projects, and this is a study folder "
                                     + "(Info.plist and entitlements); leave them out")
        }
        let study = try StudyFolderVariables.fill(try load(folder: path), folder: path, options: options)
        if options.requiresInfoPlist, !study.hasInfoPlist {
            throw StudyLoadError(file: path.lastPathComponent,
                                 message: "the study has no Info.plist, so iOS has no keys to show; "
                                     + "\(ProgramName.current) check on it says what is missing")
        }
        return study
    }

    /// A study whose Info.plist or entitlements file is named by hand (`check --info-plist`,
    /// `--entitlements`), with or without its folder: read as that folder would be (the folder
    /// given, else the named Info.plist's, else the entitlements file's), so the build variables
    /// a plain folder fills (the product's name, its one `.xcconfig`, `--set`) are filled alike;
    /// naming the folder's own file changes nothing.
    public static func load(folder: URL?, infoPlist: URL?, entitlements: URL?, options: StudyLoadOptions) throws(StudyLoadError) -> Study {
        let study = try load(folder: folder, infoPlist: infoPlist, entitlements: entitlements)
        guard let base = folder ?? infoPlist?.deletingLastPathComponent() ?? entitlements?.deletingLastPathComponent() else { return study }
        return try StudyFolderVariables.fill(study, folder: base, options: options)
    }
}
