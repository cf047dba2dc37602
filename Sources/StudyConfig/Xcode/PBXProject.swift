import Foundation

/// An Xcode project file (`project.pbxproj`, OpenStep plist format) as this tool needs it:
/// targets, build configurations, and file references with their group chains.
struct PBXProject {
    /// A `PBXNativeTarget` (or aggregate/legacy target).
    struct Target {
        let id: String
        let name: String
        let productType: String
        let configurationListID: String?
        let buildPhaseIDs: [String]
        let synchronizedGroupIDs: [String]

        var isApplication: Bool { productType.hasPrefix("com.apple.product-type.application") }
    }

    /// An `XCBuildConfiguration`.
    struct Configuration {
        let id: String
        let name: String
        let settings: [String: Any]
        let baseConfigurationReferenceID: String?
    }

    /// The file as diagnostics name it.
    let file: String
    let objects: [String: [String: Any]]
    let rootID: String
    let lines: PBXLines
    /// Each group's children point back to it.
    let parents: [String: String]

    /// Reads and checks the shape of the project. Throws, naming the file (and the line the
    /// parser reports), for anything that is not a project Xcode could open.
    /// Large apps' projects run to a few megabytes; far more is not a project file.
    static let maximumSize = 64 << 20

    static func read(_ url: URL, file: String) throws(StudyLoadError) -> PBXProject {
        let data: Data
        do { data = try InputFile.read(url, limit: maximumSize) } catch {
            throw StudyLoadError(file: file, message: "cannot read the project file: \(error.message)")
        }
        let plist: Any
        do { plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) } catch {
            let (line, column, why) = Self.parseFailure(error, [UInt8](data))
            throw StudyLoadError(file: file, line: line, column: column, message: "not a readable Xcode project file: \(why)")
        }
        guard let top = plist as? [String: Any], let objects = top["objects"] as? [String: Any],
              let rootID = top["rootObject"] as? String else {
            throw StudyLoadError(file: file, line: 1, message: "not an Xcode project file: it has no objects or rootObject")
        }
        let typed = objects.compactMapValues { $0 as? [String: Any] }
        guard typed[rootID]?["isa"] as? String == "PBXProject" else {
            let text = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let line = (text.firstIndex { $0.contains("rootObject") } ?? 0) + 1
            throw StudyLoadError(file: file, line: line, message: "not an Xcode project file: rootObject \(rootID) is not a PBXProject")
        }
        var parents: [String: String] = [:]
        for (id, o) in typed {
            for child in o["children"] as? [String] ?? [] { parents[child] = id }
        }
        let project = PBXProject(file: file, objects: typed, rootID: rootID, lines: PBXLines(String(decoding: data, as: UTF8.self)),
                                 parents: parents)
        try project.checkReferences()
        return project
    }

    /// The references a study is read through (targets, configuration lists, configurations)
    /// point at objects of the right kind, and build settings are text or lists of text. A
    /// dangling one read as a target without configurations ("no application target uses
    /// SensorKit"), and a dictionary setting as a Swift dictionary's description.
    private func checkReferences() throws(StudyLoadError) {
        func refuse(_ key: String, in id: String, _ message: String) -> StudyLoadError {
            StudyLoadError(file: file, line: lines.line(of: key, inObject: id), message: "damaged Xcode project file: \(message)")
        }
        func list(_ id: String, key: String, of owner: String, named: String) throws(StudyLoadError) {
            guard objects[id]?["isa"] as? String == "XCConfigurationList" else {
                throw refuse(key, in: owner, "\(named)'s \(key) \(id) is not an XCConfigurationList among the project's objects")
            }
            for cid in objects[id]?["buildConfigurations"] as? [String] ?? [] {
                guard let config = objects[cid], config["isa"] as? String == "XCBuildConfiguration" else {
                    throw refuse("buildConfigurations", in: id, "\(named)'s configuration list names \(cid), which is not an XCBuildConfiguration among the project's objects")
                }
                let name = config["name"] as? String ?? cid
                for (key, value) in config["buildSettings"] as? [String: Any] ?? [:]
                where !(value is String) && !((value as? [Any])?.allSatisfy { $0 is String } ?? false) {
                    throw refuse(key, in: cid, "\(named)'s \(name) configuration sets \(key) to \(value is [String: Any] ? "a dictionary" : "a list holding more than text"); a build setting is text or a list of text")
                }
            }
        }
        if let id = root["buildConfigurationList"] as? String { try list(id, key: "buildConfigurationList", of: rootID, named: "the project") }
        for id in root["targets"] as? [String] ?? [] {
            guard let target = objects[id] else {
                throw refuse("targets", in: rootID, "the project lists target \(id), which is not among its objects")
            }
            let name = target["name"] as? String ?? id
            if let listID = target["buildConfigurationList"] as? String {
                try list(listID, key: "buildConfigurationList", of: id, named: "target \(name)")
            }
        }
    }

    /// Foundation's old-style parser puts the real reason, with its line, in a nested error
    /// that Linux does not bridge to NSError, so its text is read from its description.
    /// Every failure gets a line: a bad byte its own line and column, and a parse that ran off
    /// the end of the file (an unclosed string, list or dictionary) the file's last line.
    private static func parseFailure(_ error: Error, _ bytes: [UInt8]) -> (line: Int, column: Int?, message: String) {
        let ns = error as NSError
        var text = ns.userInfo[NSDebugDescriptionErrorKey] as? String ?? ns.localizedDescription
        if let inner = ns.userInfo["kCFPropertyListOldStyleParsingError"] {
            let d = String(describing: inner)
            if let start = d.range(of: "NSDebugDescription=") {
                text = String(d[start.upperBound...].prefix { $0 != "}" && $0 != "," && $0 != "\n" })
            }
        }
        text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let r = text.range(of: #" (at|on) line [0-9]+"#, options: [.regularExpression, .backwards]),
           let line = Int(text[r].split(separator: " ").last ?? "") {
            return (line, nil, String(text[..<r.lowerBound]) + String(text[r.upperBound...]))
        }
        if let bad = UTF8Position.firstInvalid(in: bytes) {
            return (bad.line, bad.column, "byte 0x\(String(bad.byte, radix: 16, uppercase: true)) is not UTF-8")
        }
        let lastLine = bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        return (lastLine, nil, "\(text) (the file ends before it is closed)")
    }

    var root: [String: Any] { objects[rootID] ?? [:] }

    /// `developmentRegion` of the project, the value of `DEVELOPMENT_LANGUAGE`.
    var developmentRegion: String? { root["developmentRegion"] as? String }

    /// Every target, in the project's order.
    var targets: [Target] {
        (root["targets"] as? [String] ?? []).compactMap { id in
            guard let o = objects[id], let name = o["name"] as? String else { return nil }
            return Target(id: id, name: name, productType: o["productType"] as? String ?? "",
                          configurationListID: o["buildConfigurationList"] as? String,
                          buildPhaseIDs: o["buildPhases"] as? [String] ?? [],
                          synchronizedGroupIDs: o["fileSystemSynchronizedGroups"] as? [String] ?? [])
        }
    }

    /// The configurations of a configuration list, in order.
    func configurations(list id: String?) -> [Configuration] {
        guard let id, let ids = objects[id]?["buildConfigurations"] as? [String] else { return [] }
        return ids.compactMap { cid in
            guard let o = objects[cid], let name = o["name"] as? String else { return nil }
            return Configuration(id: cid, name: name, settings: o["buildSettings"] as? [String: Any] ?? [:],
                                 baseConfigurationReferenceID: o["baseConfigurationReference"] as? String)
        }
    }

    /// The project-level configurations.
    var projectConfigurations: [Configuration] { configurations(list: root["buildConfigurationList"] as? String) }

    /// Where a file reference or group lies: `<group>` paths join their parent group's,
    /// `SOURCE_ROOT` paths start at SRCROOT, `<absolute>` ones stand alone. Nil for references
    /// into the build products or the SDK, which are not in the repository.
    func url(of id: String, srcroot: URL, depth: Int = 0) -> URL? {
        guard depth < 64, let o = objects[id] else { return nil }
        let path = o["path"] as? String ?? ""
        switch o["sourceTree"] as? String ?? "<group>" {
        case "<absolute>": return URL(fileURLWithPath: path)
        case "SOURCE_ROOT", "SRCROOT": return path.isEmpty ? srcroot : srcroot.appendingPathComponent(path)
        case "<group>":
            let base = parents[id].map { url(of: $0, srcroot: srcroot, depth: depth + 1) } ?? srcroot
            guard let base else { return nil }
            return path.isEmpty ? base : base.appendingPathComponent(path)
        default: return nil
        }
    }

    /// The file references a target copies as resources; a variant group (one file in several
    /// `.lproj` folders) gives each of its children.
    func resourceReferences(of target: Target) -> [(name: String, id: String)] {
        var out: [(String, String)] = []
        for phase in target.buildPhaseIDs where objects[phase]?["isa"] as? String == "PBXResourcesBuildPhase" {
            for buildFile in objects[phase]?["files"] as? [String] ?? [] {
                guard let ref = objects[buildFile]?["fileRef"] as? String, let o = objects[ref] else { continue }
                let name = o["name"] as? String ?? (o["path"] as? String).map { ($0 as NSString).lastPathComponent } ?? ""
                if o["isa"] as? String == "PBXVariantGroup" {
                    for child in o["children"] as? [String] ?? [] { out.append((name, child)) }
                } else {
                    out.append((name, ref))
                }
            }
        }
        return out
    }

    /// A build setting's value as text: list settings are joined with spaces, as Xcode reads them.
    static func text(_ value: Any) -> String {
        if let s = value as? String { return s }
        if let a = value as? [Any] { return a.map(text).joined(separator: " ") }
        return "\(value)"
    }
}
