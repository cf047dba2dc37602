import Foundation

/// Fills build variables into a plain study folder's Info.plist, which has no project to say
/// what they are: `PRODUCT_NAME` (and `TARGET_NAME`) come from the entitlements file's base name,
/// since Xcode names that file after the target, else from the folder's name; each guess is noted.
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
        list += options.variables.sorted { $0.key < $1.key }.map {
            BuildSettingAssignment(name: $0.key, conditions: [:], value: $0.value, file: "--set \($0.key)=\($0.value)", line: nil)
        }
        var settings = BuildSettings(list)
        let (info, unresolved) = try PlistExpansion.expand(study.info, settings: &settings)
        var notes: [Diagnostic] = []
        let given = options.variables.keys.contains("PRODUCT_NAME") || options.variables.keys.contains("TARGET_NAME")
        if let first = used.first(where: { nameVariables.contains($0.name) }), !given {
            let taken = try settings.value(first.name) ?? name
            let source = guessed != nil ? "the entitlements file's name (\(study.entitlements?.file ?? ""); Xcode names it after the target)"
                                        : "the folder's name"
            notes.append(Diagnostic(.note, code: "product-name-guessed", file: file, keyPath: first.keyPath, line: first.line,
                                    message: "$(\(first.name)) is taken as \"\(taken)\": PRODUCT_NAME is not set here, so it comes from \(source)",
                                    suggestion: "give the real name with --set PRODUCT_NAME=NAME (vars: in a scenario), or open the Xcode project"))
        }
        notes += UnresolvedVariables.diagnostics(unresolved, infoFile: file, inProject: false)
        return Study(name: study.name, info: info, entitlements: study.entitlements, localizations: study.localizations,
                     localizationProblems: study.localizationProblems, hasInfoPlist: study.hasInfoPlist,
                     buildDiagnostics: notes, xcode: nil)
    }
}
