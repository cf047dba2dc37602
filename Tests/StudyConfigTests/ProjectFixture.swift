import Foundation
@testable import StudyConfig

/// Writes a small Xcode project (an OpenStep `project.pbxproj` and the files it names) into a
/// fresh temporary folder, so each test builds exactly the project its rule needs.
struct ProjectFixture {
    struct Target {
        var name: String
        var productType = "com.apple.product-type.application"
        /// Settings per configuration name.
        var settings: [String: [String: String]]
        /// The xcconfig file (path from the project folder) per configuration name.
        var xcconfig: [String: String] = [:]
        /// SensorKit.framework in the target's Frameworks phase: nil not there, false Required, true Optional (weak).
        var sensorKitWeak: Bool?
    }

    var targets: [Target]
    var projectSettings: [String: [String: String]] = ["Debug": [:], "Release": [:]]
    var projectXcconfig: [String: String] = [:]
    /// Other files, by path from the project folder.
    var files: [String: String] = [:]

    /// The folder holding `App.xcodeproj` (a repository root).
    func write() -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("consentsim-project-\(UUID().uuidString)")
        let project = root.appendingPathComponent("App.xcodeproj")
        try! FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try! Data(pbxproj().utf8).write(to: project.appendingPathComponent("project.pbxproj"))
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try! Data(text.utf8).write(to: url)
        }
        return root
    }

    func pbxproj() -> String {
        var next = 0
        func id() -> String { next += 1; return String(format: "%024X", next) }
        var objects: [String] = []
        let xcconfigs = Array(Set(projectXcconfig.values).union(targets.flatMap(\.xcconfig.values))).sorted()
        var refs: [String: String] = [:]
        for path in xcconfigs {
            let ref = id()
            refs[path] = ref
            objects.append("\t\t\(ref) /* \(path) */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = \(q(path)); sourceTree = \"<group>\"; };")
        }
        let group = id()
        objects.append("\t\t\(group) = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\(refs.values.sorted().map { "\t\t\t\t\($0),\n" }.joined())\t\t\t);\n\t\t\tsourceTree = \"<group>\";\n\t\t};")
        func configList(_ settings: [String: [String: String]], _ bases: [String: String]) -> String {
            let list = id()
            var ids: [String] = []
            for name in settings.keys.sorted() {
                let c = id()
                ids.append(c)
                let base = bases[name].flatMap { refs[$0] }.map { "\t\t\tbaseConfigurationReference = \($0) /* \(bases[name]!) */;\n" } ?? ""
                let body = (settings[name] ?? [:]).sorted { $0.key < $1.key }.map { "\t\t\t\t\(q($0.key)) = \(q($0.value));\n" }.joined()
                objects.append("\t\t\(c) /* \(name) */ = {\n\t\t\tisa = XCBuildConfiguration;\n\(base)\t\t\tbuildSettings = {\n\(body)\t\t\t};\n\t\t\tname = \(q(name));\n\t\t};")
            }
            objects.append("\t\t\(list) = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n\(ids.map { "\t\t\t\t\($0),\n" }.joined())\t\t\t);\n\t\t\tdefaultConfigurationName = Release;\n\t\t};")
            return list
        }
        var targetIDs: [String] = []
        for t in targets {
            let list = configList(t.settings, t.xcconfig)
            var phases = ""
            if let weak = t.sensorKitWeak {
                let (ref, file, phase) = (id(), id(), id())
                objects.append("\t\t\(ref) /* SensorKit.framework */ = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; name = SensorKit.framework; path = System/Library/Frameworks/SensorKit.framework; sourceTree = SDKROOT; };")
                let settings = weak ? " settings = {ATTRIBUTES = (Weak, ); };" : ""
                objects.append("\t\t\(file) /* SensorKit.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = \(ref) /* SensorKit.framework */;\(settings) };")
                objects.append("\t\t\(phase) /* Frameworks */ = {\n\t\t\tisa = PBXFrameworksBuildPhase;\n\t\t\tfiles = (\n\t\t\t\t\(file) /* SensorKit.framework in Frameworks */,\n\t\t\t);\n\t\t};")
                phases = "\t\t\t\t\(phase) /* Frameworks */,\n"
            }
            let tid = id()
            targetIDs.append(tid)
            objects.append("\t\t\(tid) /* \(t.name) */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = \(list);\n\t\t\tbuildPhases = (\n\(phases)\t\t\t);\n\t\t\tname = \(q(t.name));\n\t\t\tproductType = \(q(t.productType));\n\t\t};")
        }
        let projectList = configList(projectSettings, projectXcconfig)
        let rootID = id()
        objects.append("\t\t\(rootID) /* Project object */ = {\n\t\t\tisa = PBXProject;\n\t\t\tbuildConfigurationList = \(projectList);\n\t\t\tdevelopmentRegion = en;\n\t\t\tmainGroup = \(group);\n\t\t\ttargets = (\n\(targetIDs.map { "\t\t\t\t\($0),\n" }.joined())\t\t\t);\n\t\t};")
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {\n\n\(objects.joined(separator: "\n"))\n\t};\n\trootObject = \(rootID);\n}\n"
    }

    private func q(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// An app target reading `Pulse/Info.plist` and `Pulse/App.entitlements` in both configurations
    /// (in a subfolder: a folder with its own Info.plist is a study folder, not a repository root).
    static func app(_ name: String = "Pulse", extra: [String: String] = [:]) -> Target {
        let base = ["INFOPLIST_FILE": "Pulse/Info.plist", "CODE_SIGN_ENTITLEMENTS": "Pulse/App.entitlements"].merging(extra) { $1 }
        return Target(name: name, settings: ["Debug": base, "Release": base])
    }

    /// A study's files with SensorKit keys; `info` adds or replaces Info.plist keys.
    static func studyFiles(info: [String: P?] = [:]) -> [String: String] {
        ["Pulse/Info.plist": Good.info(replacing: info).document, "Pulse/App.entitlements": Good.entitlements().document]
    }

    /// The 1-based line of the last line of `file` under `root` that contains `text`: Release
    /// is written after Debug, so this is Release's.
    static func line(of text: String, in file: String, under root: URL) -> Int? {
        let lines = (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8))?.components(separatedBy: "\n") ?? []
        return lines.lastIndex { $0.contains(text) }.map { $0 + 1 }
    }
}
