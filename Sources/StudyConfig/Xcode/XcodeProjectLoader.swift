import Foundation

/// Reads a study from an Xcode project: picks the target and configuration, resolves the build
/// settings, reads the Info.plist and entitlements they name, and fills in build variables.
enum XcodeProjectLoader {
    static func load(project projectURL: URL, options: StudyLoadOptions) throws(StudyLoadError) -> Study {
        let srcroot = projectURL.deletingLastPathComponent()
        let pbxURL = projectURL.appendingPathComponent("project.pbxproj")
        let pbxFile = "\(projectURL.lastPathComponent)/project.pbxproj"
        guard FileManager.default.fileExists(atPath: pbxURL.path) else {
            throw StudyLoadError(file: pbxFile, message: "no such file: an .xcodeproj folder holds project.pbxproj")
        }
        let project = try PBXProject.read(pbxURL, file: pbxFile)
        let projectName = projectURL.deletingPathExtension().lastPathComponent
        let configuration = options.configuration ?? "Release"
        let apps = project.targets.filter(\.isApplication)

        var xcconfigs = XcconfigFile.Cache()
        func build(_ target: PBXProject.Target, _ config: String) throws(StudyLoadError) -> TargetBuild? {
            try TargetBuild.resolve(project, target: target, configuration: config, srcroot: srcroot,
                                    projectName: projectName, overrides: options.variables, xcconfigs: &xcconfigs)
        }
        let listed = apps.map(\.name).joined(separator: ", ")
        // Said first, so a mistyped --configuration is not reported as "no target uses SensorKit".
        if !apps.isEmpty, !apps.contains(where: { t in project.configurations(list: t.configurationListID).contains { $0.name == configuration } }) {
            let known = project.configurations(list: apps[0].configurationListID).map(\.name)
            throw StudyLoadError(file: pbxFile, line: project.lines.line(of: "buildConfigurationList", inObject: apps[0].id),
                                 message: "no configuration \"\(configuration)\"; configurations: \(known.joined(separator: ", "))")
        }
        let target: PBXProject.Target
        if let name = options.target {
            let named = project.targets.filter { $0.name == name }
            guard let t = named.first else {
                let near = NearestName.suggest(name, among: project.targets.map(\.name)).map { " (did you mean \($0)?)" } ?? ""
                throw StudyLoadError(file: pbxFile, message: "no target named \"\(name)\"\(near); application targets: \(listed.isEmpty ? "none" : listed)")
            }
            // Picking the first of two would read one of them without a word.
            guard named.count == 1 else {
                let lines = named.compactMap { project.lines.line(of: "name", inObject: $0.id) }.map(String.init).joined(separator: ", ")
                throw StudyLoadError(file: pbxFile, line: project.lines.line(of: "name", inObject: named[1].id),
                                     message: "\(named.count) targets are named \"\(name)\" (lines \(lines)), so --target cannot tell them apart; rename one in Xcode")
            }
            // A test bundle runs inside the app it tests: its own Info.plist asks nothing of SensorKit.
            if t.productType.hasPrefix("com.apple.product-type.bundle.unit-test") || t.productType.hasPrefix("com.apple.product-type.bundle.ui-testing") {
                throw StudyLoadError(file: pbxFile, line: project.lines.line(of: "productType", inObject: t.id),
                                     message: "target \(name) is a test bundle (\(t.productType)), not an app: its tests run inside the app, "
                                        + "whose files say what the participant is asked; application targets: \(listed.isEmpty ? "none" : listed)")
            }
            target = t
        } else {
            // Where the project lists its targets: the place to look when none fits.
            let targetsLine = project.lines.line(of: "targets", inObject: project.rootID)
            guard !apps.isEmpty else { throw StudyLoadError(file: pbxFile, line: targetsLine, message: "the project has no application target") }
            var users: [PBXProject.Target] = []
            for app in apps {
                if var b = try build(app, configuration), try TargetFiles.usesSensorKit(&b, srcroot: srcroot) { users.append(app) }
            }
            guard users.count == 1 else {
                let why = users.isEmpty ? "no application target uses SensorKit"
                    : "\(users.count) application targets use SensorKit, \(users.map(\.name).joined(separator: " and "))"
                throw StudyLoadError(file: pbxFile, line: targetsLine,
                                     message: "\(why) (application targets: \(listed)); choose one with --target NAME (target: in a scenario)")
            }
            target = users[0]
        }
        let configurations = project.configurations(list: target.configurationListID).map(\.name)
        guard var chosen = try build(target, configuration) else {
            throw StudyLoadError(file: pbxFile, line: project.lines.line(of: "buildConfigurationList", inObject: target.id),
                                 message: "target \(target.name) has no configuration \"\(configuration)\"; configurations: \(configurations.joined(separator: ", "))")
        }
        var files = try TargetFiles.read(&chosen, project: project, srcroot: srcroot)
        var diagnostics = chosen.problems + files.problems
        for other in configurations where other != configuration {
            guard var b = try build(target, other) else { continue }
            let theirs = try TargetFiles.read(&b, project: project, srcroot: srcroot)
            diagnostics += ConfigurationComparison.differences(chosen: (configuration, files), other: (other, theirs),
                                                               project: project, configurationID: chosen.configurationID)
        }
        let (info, unresolved) = try PlistExpansion.expand(files.info, settings: &chosen.settings)
        diagnostics += UnresolvedVariables.diagnostics(unresolved, infoFile: info.file, inProject: true)
        diagnostics += UnresolvedVariables.diagnostics(chosen.settings.undefined)
        files.info = info
        let (tables, localizationProblems) = LocalizationLoader.load(TargetFiles.localizationFiles(target, project: project, srcroot: srcroot, infoPlist: files.infoURL))
        let xcode = XcodeTarget(projectFile: pbxFile, target: target.name, configuration: configuration,
                                applicationTargets: apps.map(\.name), configurations: configurations,
                                sensorKitLink: try FrameworkLink.read(project, &chosen),
                                deviceFamily: try TargetDeviceFamily.read(project, &chosen))
        return Study(name: target.name, info: files.info, entitlements: files.entitlements, localizations: tables,
                     localizationProblems: localizationProblems, hasInfoPlist: files.hasInfoPlist,
                     buildDiagnostics: diagnostics, xcode: xcode)
    }
}
