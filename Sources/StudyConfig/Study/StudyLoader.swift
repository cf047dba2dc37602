import Foundation

/// Finds and reads a study's files: a folder holding `Info.plist`, one `*.entitlements` file,
/// and optionally `<lang>.lproj/InfoPlist.strings` and `InfoPlist.xcstrings`.
public enum StudyLoader {
    /// Loads a study folder, or explicit files. Throws `StudyLoadError` (exit 64) when a file
    /// cannot be found, read or parsed; problems in readable files are left to the checks.
    public static func load(folder: URL?, infoPlist: URL? = nil, entitlements: URL? = nil) throws(StudyLoadError) -> Study {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        if let folder {
            guard fm.fileExists(atPath: folder.path, isDirectory: &isDir) else {
                throw StudyLoadError(file: folder.path, message: "no such folder")
            }
            guard isDir.boolValue else {
                throw StudyLoadError(file: folder.path, message: "not a folder: give the study's folder, or use --info-plist")
            }
        }
        guard let infoURL = infoPlist ?? folder?.appendingPathComponent("Info.plist") else {
            throw StudyLoadError(file: "(none)", message: "give a study folder or --info-plist")
        }
        let base = folder ?? infoURL.deletingLastPathComponent()
        let info: PlistDocument
        let hasInfo = InputFile.exists(infoURL)
        if hasInfo {
            info = try readDictionary(infoURL, file: display(infoURL, in: folder))
        } else {
            // A folder with only localized strings still loads, so `check` can say what is wrong.
            let (tables, _) = LocalizationLoader.load(from: base)
            guard let folder, infoPlist == nil, !tables.isEmpty else {
                throw StudyLoadError(file: display(infoURL, in: folder),
                                     message: folder != nil && infoPlist == nil ? "the study folder has no Info.plist" : "no such file")
            }
            info = PlistDocument(file: display(infoURL, in: folder), format: .xml, root: PlistNode(.dict(PlistDict()), line: nil))
        }

        var entURL = entitlements
        // An Info.plist named by hand is read as its folder is: the one entitlements file beside it too.
        if entURL == nil {
            let found = FolderListing.names(in: base.path).filter { $0.hasSuffix(".entitlements") }
            if found.count > 1 {
                throw StudyLoadError(file: found.joined(separator: ", "),
                                     message: "the study folder has \(found.count) entitlements files; keep one, or choose one with --entitlements")
            }
            entURL = found.first.map { base.appendingPathComponent($0) }
        }
        if let e = entURL, !InputFile.exists(e) {
            throw StudyLoadError(file: display(e, in: folder), message: "no such file")
        }
        let ent = try entURL.map { u throws(StudyLoadError) in try readDictionary(u, file: display(u, in: folder)) }

        let (tables, problems) = LocalizationLoader.load(from: base)
        // Nothing is filled in here (see `load(path:options:)`), but every variable is noted.
        var none = BuildSettings([])
        let unresolved = try PlistExpansion.expand(info, settings: &none).1
        return Study(name: (folder ?? base).lastPathComponent, info: info, entitlements: ent,
                     localizations: tables, localizationProblems: problems, hasInfoPlist: hasInfo,
                     buildDiagnostics: UnresolvedVariables.diagnostics(unresolved, infoFile: info.file, inProject: false))
    }

    static func readDictionary(_ url: URL, file: String) throws(StudyLoadError) -> PlistDocument {
        let doc: PlistDocument
        do { doc = try PlistDocument.read(contentsOf: url, file: file) } catch { throw StudyLoadError(error) }
        guard doc.root.dict != nil else {
            let offset = doc.rootOffset.map { " (binary property list: the top object, at byte offset \($0))" } ?? ""
            throw StudyLoadError(file: file, line: doc.root.line ?? (doc.format == .xml ? 1 : nil),
                                 message: "the root of the property list is \(doc.root.value.typeName); it must be a dictionary\(offset)")
        }
        return doc
    }

    static func display(_ url: URL, in folder: URL?) -> String {
        folder.map { XcodePaths.display(url, under: $0) } ?? url.lastPathComponent
    }
}
