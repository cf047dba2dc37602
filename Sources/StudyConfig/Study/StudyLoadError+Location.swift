import Foundation
import SimCore

extension StudyLoadError {
    /// The error with its file named from where the user is: `path` is the study as they named it
    /// (a folder, an `.xcodeproj` or its `project.pbxproj`), and the loader names a file inside
    /// it from the study's root (the folder, or the folder holding the project), so
    /// `Info.plist:6` becomes `studies/sleep/Info.plist:6`. A file named by the path itself, an
    /// absolute one, a list of files and a `--set` value are left as they are. (The loader
    /// looks for a project one level down at most, so its files are below the folder holding it.)
    public func located(inStudyAt path: String) -> StudyLoadError {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        let named = (trimmed as NSString).lastPathComponent
        if file == named { return StudyLoadError(file: trimmed, line: line, column: column, message: message) }
        // A `--set NAME=VALUE` is the command line's, not a file of the study.
        guard !file.hasPrefix("/"), !file.contains(", "), file != "(none)", commandLineVariable == nil else { return self }
        var root = trimmed
        if named == "project.pbxproj" { root = PathText.parent(of: root) }
        if (root as NSString).pathExtension == "xcodeproj" { root = PathText.parent(of: root) }
        guard !root.isEmpty, root != "." else { return self }
        return StudyLoadError(file: (root as NSString).appendingPathComponent(file), line: line, column: column, message: message)
    }

    /// The build variable the error is about when its place is a value given by hand (`--set
    /// NAME=VALUE`, or a scenario's `vars:`, which the loader reads alike), else nil.
    public var commandLineVariable: String? {
        guard file.hasPrefix(BuildSettingAssignment.handPrefix) else { return nil }
        return file.dropFirst(BuildSettingAssignment.handPrefix.count).split(separator: "=", maxSplits: 1).first.map(String.init)
    }
}
