import Foundation

/// One target's build settings in one configuration, assembled in Xcode's order of precedence.
struct TargetBuild {
    let target: PBXProject.Target
    let configuration: String
    /// The target-level configuration object: build settings are looked up here for their lines.
    let configurationID: String
    var settings: BuildSettings
    /// Files the configuration names that do not exist, and similar findings.
    var problems: [Diagnostic]

    /// Assembles the settings; nil when the target has no configuration of that name.
    static func resolve(_ project: PBXProject, target: PBXProject.Target, configuration: String, srcroot: URL,
                        projectName: String, overrides: [String: String], xcconfigs: inout XcconfigFile.Cache) throws(StudyLoadError) -> TargetBuild? {
        guard let targetConfig = project.configurations(list: target.configurationListID).first(where: { $0.name == configuration }) else {
            return nil
        }
        var problems: [Diagnostic] = []
        var list = derived(target: target, configuration: configuration, srcroot: srcroot, projectName: projectName,
                           developmentRegion: project.developmentRegion, file: project.file)
        // A project without a configuration of this name still builds the target with its own.
        if let projectConfig = project.projectConfigurations.first(where: { $0.name == configuration }) {
            list += try xcconfig(project, projectConfig, srcroot: srcroot, cache: &xcconfigs, problems: &problems)
            list += assignments(project, projectConfig)
        }
        list += try xcconfig(project, targetConfig, srcroot: srcroot, cache: &xcconfigs, problems: &problems)
        list += assignments(project, targetConfig)
        for (name, value) in overrides.sorted(by: { $0.key < $1.key }) {
            list.append(BuildSettingAssignment.byHand(name, value))
        }
        return TargetBuild(target: target, configuration: configuration, configurationID: targetConfig.id,
                           settings: BuildSettings(list.filter { $0.applies(configuration: configuration) }), problems: problems)
    }

    /// What Xcode defines before any file does: the names Info.plist files use most.
    private static func derived(target: PBXProject.Target, configuration: String, srcroot: URL, projectName: String,
                                developmentRegion: String?, file: String) -> [BuildSettingAssignment] {
        let packageType = target.isApplication ? "APPL" : target.productType.contains("framework") ? "FMWK" : "BNDL"
        let values: [(String, String)] = [
            ("TARGET_NAME", target.name), ("PROJECT_NAME", projectName), ("CONFIGURATION", configuration),
            ("SRCROOT", srcroot.path), ("PROJECT_DIR", "$(SRCROOT)"), ("SOURCE_ROOT", "$(SRCROOT)"),
            ("DEVELOPMENT_LANGUAGE", developmentRegion ?? "en"),
            ("PRODUCT_NAME", "$(TARGET_NAME)"), ("EXECUTABLE_NAME", "$(PRODUCT_NAME)"),
            ("PRODUCT_MODULE_NAME", "$(PRODUCT_NAME:c99extidentifier)"), ("PRODUCT_BUNDLE_PACKAGE_TYPE", packageType),
            ("PLATFORM_NAME", "iphoneos"), ("SDK_NAME", "iphoneos"), ("EFFECTIVE_PLATFORM_NAME", "-iphoneos"),
        ]
        return values.map { BuildSettingAssignment(name: $0.0, conditions: [:], value: $0.1, file: file, line: nil) }
    }

    /// A configuration's own settings, unconditional ones first so a matching
    /// `NAME[sdk=iphoneos*]` wins over plain `NAME`, as in Xcode.
    private static func assignments(_ project: PBXProject, _ config: PBXProject.Configuration) -> [BuildSettingAssignment] {
        let parsed = config.settings.keys.compactMap { key in BuildSettingAssignment.parseName(key).map { (key, $0) } }
        return parsed.sorted { ($0.1.conditions.count, $0.0) < ($1.1.conditions.count, $1.0) }.map { key, name in
            BuildSettingAssignment(name: name.name, conditions: name.conditions, value: PBXProject.text(config.settings[key] ?? ""),
                                   file: project.file, line: project.lines.line(of: key, inObject: config.id))
        }
    }

    /// The configuration's `baseConfigurationReference` file and its includes.
    private static func xcconfig(_ project: PBXProject, _ config: PBXProject.Configuration, srcroot: URL, cache: inout XcconfigFile.Cache,
                                 problems: inout [Diagnostic]) throws(StudyLoadError) -> [BuildSettingAssignment] {
        guard let ref = config.baseConfigurationReferenceID else { return [] }
        let line = project.lines.line(of: "baseConfigurationReference", inObject: config.id)
        guard let url = project.url(of: ref, srcroot: srcroot) else { return [] }
        let shown = XcodePaths.display(url, under: srcroot)
        guard FileManager.default.fileExists(atPath: url.path) else {
            problems.append(Diagnostic(.error, code: "missing-project-file", file: project.file, keyPath: "baseConfigurationReference", line: line,
                                       message: "the \(config.name) configuration is based on \(shown), which does not exist: its settings are missing here and Xcode cannot build",
                                       suggestion: "restore \(shown), or remove it from the configuration in Xcode"))
            return []
        }
        var found: [XcconfigFile.Problem] = []
        let list = try XcconfigFile.read(url, file: shown, root: srcroot, cache: &cache, problems: &found)
        problems += found.map { Diagnostic(.error, code: "missing-project-file", file: $0.file, line: $0.line, message: $0.message,
                                           suggestion: "restore the file, or write #include? to make it optional") }
        return list
    }
}
