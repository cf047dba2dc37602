import Foundation

/// The Info.plist and entitlements a target's build settings name, read and merged as Xcode
/// builds them (build variables not yet filled in).
struct TargetFiles {
    var info: PlistDocument
    var infoURL: URL?
    var hasInfoPlist: Bool
    var entitlements: PlistDocument?
    var problems: [Diagnostic]

    /// Reads the files. A file a setting names that does not exist is a diagnostic at the
    /// setting's line; a file that exists but cannot be parsed stops the load.
    static func read(_ build: inout TargetBuild, project: PBXProject, srcroot: URL) throws(StudyLoadError) -> TargetFiles {
        var problems: [Diagnostic] = []
        let generate = try build.settings.value("GENERATE_INFOPLIST_FILE") == "YES"
        var info = PlistDocument(file: project.file, format: .xml, root: PlistNode(.dict(PlistDict()), line: nil))
        var infoURL: URL?
        var exists = false
        if let path = nonEmpty(try build.settings.value("INFOPLIST_FILE")) {
            let url = XcodePaths.resolve(path, srcroot: srcroot)
            let shown = XcodePaths.display(url, under: srcroot)
            infoURL = url
            if FileManager.default.fileExists(atPath: url.path) {
                info = try StudyLoader.readDictionary(url, file: shown)
                exists = true
            } else {
                problems.append(missing("INFOPLIST_FILE", shown, build, what: "the app's Info.plist"))
                info = PlistDocument(file: shown, format: .xml, root: info.root)
            }
        } else if !generate {
            let a = build.settings.assignment("GENERATE_INFOPLIST_FILE")
            problems.append(Diagnostic(.error, code: "missing-project-file", file: project.file, keyPath: "INFOPLIST_FILE",
                                       line: a?.line ?? project.lines.line(of: "name", inObject: build.configurationID),
                                       message: "target \(build.target.name) (\(build.configuration)) has no INFOPLIST_FILE and does not generate one: the app has no Info.plist",
                                       suggestion: "set INFOPLIST_FILE, or GENERATE_INFOPLIST_FILE = YES"))
        }
        if generate {
            let (merged, found) = try GeneratedInfoPlist.merge(into: info.root.dict ?? PlistDict(), settings: &build.settings,
                                                           infoFile: exists ? info.file : nil)
            info = PlistDocument(file: info.file, format: info.format, root: PlistNode(.dict(merged), line: info.root.line))
            problems += found
        }
        var entitlements: PlistDocument?
        if let path = nonEmpty(try build.settings.value("CODE_SIGN_ENTITLEMENTS")) {
            let url = XcodePaths.resolve(path, srcroot: srcroot)
            let shown = XcodePaths.display(url, under: srcroot)
            if FileManager.default.fileExists(atPath: url.path) {
                entitlements = try StudyLoader.readDictionary(url, file: shown)
            } else {
                problems.append(missing("CODE_SIGN_ENTITLEMENTS", shown, build, what: "the app's entitlements"))
            }
        }
        return TargetFiles(info: info, infoURL: infoURL, hasInfoPlist: exists || generate, entitlements: entitlements, problems: problems)
    }

    /// Whether the target's entitlements or Info.plist use SensorKit; a target whose files
    /// cannot be read does not. Throws when its settings expand past `ExpansionLimits`.
    static func usesSensorKit(_ build: inout TargetBuild, srcroot: URL) throws(StudyLoadError) -> Bool {
        if build.settings.assignments.contains(where: { $0.name.hasPrefix("INFOPLIST_KEY_NSSensorKit") }) { return true }
        func read(_ setting: String) throws(StudyLoadError) -> PlistDict? {
            guard let path = nonEmpty(try build.settings.value(setting)) else { return nil }
            return try? StudyLoader.readDictionary(XcodePaths.resolve(path, srcroot: srcroot), file: path).root.dict
        }
        if try read("CODE_SIGN_ENTITLEMENTS")?[Study.entitlementKey] != nil { return true }
        return try read("INFOPLIST_FILE")?.keys.contains { $0.hasPrefix("NSSensorKit") } ?? false
    }

    /// The SensorKit entitlement values, or nil without the key.
    var sensorKitEntitlement: [String]? {
        entitlements?.root.dict?[Study.entitlementKey].map { $0.array?.compactMap(\.string) ?? [] }
    }

    /// The Info.plist's SensorKit keys and usage-detail entries, as `NSSensorKitUsageDetail.SRSensorUsageMotion`.
    var sensorKitInfoKeys: [String] {
        let root = info.root.dict ?? PlistDict()
        var keys = root.keys.filter { $0.hasPrefix("NSSensorKit") }
        keys += (root["NSSensorKitUsageDetail"]?.dict?.keys ?? []).map { "NSSensorKitUsageDetail.\($0)" }
        return Array(Set(keys)).sorted()
    }

    /// The Info.plist's folder, the target's resources, and its synchronized folders: where
    /// Xcode finds `InfoPlist.strings` and `InfoPlist.xcstrings` to build into the app.
    static func localizationFiles(_ target: PBXProject.Target, project: PBXProject, srcroot: URL, infoPlist: URL?) -> [LocalizationLoader.File] {
        var out: [LocalizationLoader.File] = []
        func add(_ f: LocalizationLoader.File) {
            if !out.contains(where: { $0.url.standardizedFileURL == f.url.standardizedFileURL }) { out.append(f) }
        }
        func shown(_ url: URL) -> String { XcodePaths.display(url, under: srcroot) }
        if let folder = infoPlist?.deletingLastPathComponent() {
            LocalizationLoader.files(in: folder, shownAs: shown(folder.appendingPathComponent("x")).dropLast().description).forEach(add)
        }
        for (name, id) in project.resourceReferences(of: target) {
            guard let url = project.url(of: id, srcroot: srcroot), FileManager.default.fileExists(atPath: url.path) else { continue }
            if name == "InfoPlist.xcstrings" { add(LocalizationLoader.File(language: nil, url: url, file: shown(url))) }
            let folder = url.deletingLastPathComponent().lastPathComponent
            if name == "InfoPlist.strings", folder.hasSuffix(".lproj") {
                add(LocalizationLoader.File(language: String(folder.dropLast(".lproj".count)), url: url, file: shown(url)))
            }
        }
        for id in target.synchronizedGroupIDs {
            guard let folder = project.url(of: id, srcroot: srcroot) else { continue }
            for url in synchronizedFiles(in: folder) {
                let parent = url.deletingLastPathComponent().lastPathComponent
                let language = url.pathExtension == "xcstrings" ? nil : String(parent.dropLast(".lproj".count))
                add(LocalizationLoader.File(language: language, url: url, file: shown(url)))
            }
        }
        return out
    }

    /// Localization files anywhere under a synchronized folder; the walk stops after a bounded
    /// number of entries so a huge source tree cannot stall the load.
    private static func synchronizedFiles(in folder: URL) -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { return [] }
        var out: [URL] = []
        var seen = 0
        while let url = walk.nextObject() as? URL, seen < 20_000 {
            seen += 1
            let name = url.lastPathComponent
            if name == "InfoPlist.xcstrings" || (name == "InfoPlist.strings" && url.deletingLastPathComponent().pathExtension == "lproj") {
                out.append(url)
            }
        }
        return out.sorted { $0.path < $1.path }
    }

    private static func missing(_ setting: String, _ shown: String, _ build: TargetBuild, what: String) -> Diagnostic {
        let a = build.settings.assignment(setting)
        return Diagnostic(.error, code: "missing-project-file", file: a?.file ?? "", keyPath: setting, line: a?.line,
                          message: "\(setting) names \(shown), which does not exist: \(what) cannot be read (Xcode fails the build)",
                          suggestion: "correct the path (it is relative to the folder holding the .xcodeproj)")
    }

    private static func nonEmpty(_ s: String?) -> String? { s.flatMap { $0.isEmpty ? nil : $0 } }
}
