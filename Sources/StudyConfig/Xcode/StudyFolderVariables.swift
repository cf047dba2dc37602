import Foundation

/// Fills build variables into a plain study folder's Info.plist, which has no project to say
/// what they are: `PRODUCT_NAME` (and `TARGET_NAME`) come from the entitlements file's base name,
/// since Xcode names that file after the target, else from the folder's name; each guess is noted.
/// The one `.xcconfig` beside Info.plist (mindLAMP's `Production.xcconfig`) is read too, and
/// `--set` overrides both.
enum StudyFolderVariables {
    /// The variables Xcode derives from the product's name.
    private static let nameVariables: Set<String> = ["PRODUCT_NAME", "TARGET_NAME", "EXECUTABLE_NAME", "PRODUCT_MODULE_NAME"]

    static func fill(_ study: Study, folder: URL, options: StudyLoadOptions) throws(StudyLoadError) -> Study {
        var probe = BuildSettings([])
        let (_, used) = try PlistExpansion.expand(study.info, settings: &probe)
        let guessed = study.entitlements.map { ($0.file as NSString).lastPathComponent }.map { ($0 as NSString).deletingPathExtension }
        let name = guessed ?? folder.lastPathComponent
        let file = study.info.file
        var list: [BuildSettingAssignment] = [
            ("TARGET_NAME", name), ("PRODUCT_NAME", "$(TARGET_NAME)"), ("EXECUTABLE_NAME", "$(PRODUCT_NAME)"),
            ("PRODUCT_MODULE_NAME", "$(PRODUCT_NAME:c99extidentifier)"), ("PRODUCT_BUNDLE_PACKAGE_TYPE", "APPL"),
        ].map { BuildSettingAssignment(name: $0.0, conditions: [:], value: $0.1, file: file, line: nil) }
        let (xcconfig, fromXcconfig, xcconfigNotes) = try besideInfoPlist(folder, infoFile: file)
        list += fromXcconfig
        list += options.variables.sorted { $0.key < $1.key }.map {
            BuildSettingAssignment.byHand($0.key, $0.value)
        }
        var settings = BuildSettings(list)
        let (info, unresolved) = try PlistExpansion.expand(study.info, settings: &settings)
        var notes = xcconfigNotes
        let given = (Array(options.variables.keys) + fromXcconfig.map(\.name)).contains { $0 == "PRODUCT_NAME" || $0 == "TARGET_NAME" }
        let guesses = used.filter { nameVariables.contains($0.name) }
        if !given, let anyGuess = guesses.first {
            // The note sits where the guess reaches the participant, when it does: the name key
            // (CFBundleDisplayName or CFBundleName) whose value the phone calls the app.
            let shown = Study(name: study.name, info: info, entitlements: study.entitlements, localizations: study.localizations,
                              localizationProblems: study.localizationProblems, hasInfoPlist: study.hasInfoPlist,
                              buildDiagnostics: [], xcode: nil).appName
            let named = guesses.first { ["CFBundleDisplayName", "CFBundleName"].contains($0.keyPath) && info.root.dict?[$0.keyPath]?.string == shown }
            let first = named ?? anyGuess
            let taken = try settings.value(first.name) ?? name
            let source = guessed != nil ? "the entitlements file's name (\(study.entitlements?.file ?? ""); Xcode names it after the target)"
                                        : "the folder's name"
            notes.append(Diagnostic(.note, code: "product-name-guessed", file: file, keyPath: first.keyPath, line: first.line,
                                    message: "$(\(first.name)) is taken as \"\(taken)\": PRODUCT_NAME is not set here, so it comes from \(source)"
                                        + (named == nil ? "" : "; the sheet, alerts and Settings call the app “\(shown)”"),
                                    suggestion: "give the real name with --set PRODUCT_NAME=NAME (vars: in a scenario), or open the Xcode project"))
        }
        // An unexpanded bundle identifier is one finding, with what the simulator uses instead,
        // not also the general one about its variables.
        let identifier = "CFBundleIdentifier"
        let identifierUnresolved = info.root.dict?[identifier]?.string?.containsText("$(") == true
        notes += UnresolvedVariables.diagnostics(unresolved.filter { !identifierUnresolved || $0.keyPath != identifier },
                                                 infoFile: file, inProject: false, xcconfig: xcconfig)
        // A setting of the xcconfig that uses what nothing defines (ORKCatalog's `$(CI)`).
        notes += UnresolvedVariables.diagnostics(settings.undefined)
        if identifierUnresolved {
            let names = unresolved.filter { $0.keyPath == identifier }
            let line = names.first?.line ?? info.root.dict?.entries.first { $0.key == identifier }?.keyLine
            let undefined = names.map { "$(\($0.name))" }.joined(separator: ", ")
            let by = xcconfig.map { "neither \($0) nor the folder's names define" } ?? "nothing here defines"
            notes.append(Diagnostic(.warning, code: "bundle-identifier-unresolved", file: file, keyPath: identifier, line: line,
                                    message: "the bundle identifier is still a build variable here (\(by) \(undefined.isEmpty ? "it" : undefined)), "
                                        + "so the demo, scenarios and export use \(study.bundleIdentifier) in its place",
                                    suggestion: "give it with --set \(names.first?.name ?? "PRODUCT_BUNDLE_IDENTIFIER")=com.example.app (vars: in a scenario), or open the Xcode project"))
        }
        return Study(name: study.name, info: info, entitlements: study.entitlements, localizations: study.localizations,
                     localizationProblems: study.localizationProblems, hasInfoPlist: study.hasInfoPlist,
                     buildDiagnostics: notes, xcode: nil)
    }

    /// The build settings of the one `.xcconfig` beside Info.plist, with a note saying it was
    /// read; none, with a warning naming them, when there are several (only the project says
    /// which one a configuration is based on).
    private static func besideInfoPlist(_ folder: URL, infoFile: String) throws(StudyLoadError)
        -> (file: String?, settings: [BuildSettingAssignment], notes: [Diagnostic]) {
        let found = FolderListing.names(in: folder.path).filter { $0.hasSuffix(".xcconfig") }
        guard found.count == 1 else {
            guard found.count > 1 else { return (nil, [], []) }
            let names = found.joined(separator: ", ")
            return (nil, [], [Diagnostic(.warning, code: "xcconfig-not-read", file: infoFile, keyPath: "",
                                         message: "\(found.count) xcconfig files beside Info.plist (\(names)): none is read, since only the Xcode project says which one a configuration uses",
                                         suggestion: "give the values with --set NAME=VALUE, keep one xcconfig beside Info.plist, or open the Xcode project")])
        }
        var cache = XcconfigFile.Cache()
        var problems: [XcconfigFile.Problem] = []
        let settings = try XcconfigFile.read(folder.appendingPathComponent(found[0]), file: found[0], root: folder, cache: &cache, problems: &problems)
        var notes = problems.map {
            Diagnostic(.warning, code: "missing-project-file", file: $0.file, line: $0.line, message: $0.message,
                       suggestion: "restore the file, or write #include? to make it optional")
        }
        notes.append(Diagnostic(.note, code: "xcconfig-read", file: found[0], keyPath: "",
                                message: "build settings for Info.plist read from \(found[0]), the one xcconfig beside it (\(settings.count) settings)",
                                suggestion: "open the Xcode project to read the settings its configuration is based on"))
        return (found[0], settings, notes)
    }
}
