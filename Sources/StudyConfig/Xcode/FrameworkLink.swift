import Foundation
import SimCore

/// How an Xcode target links SensorKit.framework, and where the project says so.
///
/// Weak when the framework's build file in the Frameworks phase is marked Optional
/// (`settings = {ATTRIBUTES = (Weak, ); }`) or `OTHER_LDFLAGS` has `-weak_framework SensorKit`;
/// Required otherwise, which is also what `import SensorKit` autolinks when the framework is
/// not in the phase at all.
public struct FrameworkLink: Sendable, Equatable {
    public let link: SensorKitLink
    /// How the project says it, for messages (`SensorKit.framework in the Frameworks phase, Optional`).
    public let source: String
    /// The file and line that say it: the project file's build-file line, or the
    /// `OTHER_LDFLAGS` assignment (perhaps in an xcconfig). No line when it is autolinked.
    public let file: String
    public let line: Int?

    static let frameworkName = "SensorKit.framework"

    /// Reads the target's link. `build` is the configuration the study was read from.
    static func read(_ project: PBXProject, _ build: inout TargetBuild) throws(StudyLoadError) -> FrameworkLink {
        if let flags = build.settings.assignment("OTHER_LDFLAGS"),
           let expanded = try build.settings.value("OTHER_LDFLAGS"), weakFlag(in: expanded) {
            return FrameworkLink(link: .weak, source: "-weak_framework SensorKit in OTHER_LDFLAGS", file: flags.file, line: flags.line)
        }
        guard let buildFile = buildFile(project, build.target) else {
            return FrameworkLink(link: .required, source: "not in the Frameworks build phase, so import SensorKit autolinks it Required",
                                 file: project.file, line: nil)
        }
        let attributes = (project.objects[buildFile]?["settings"] as? [String: Any])?["ATTRIBUTES"] as? [String] ?? []
        let weak = attributes.contains("Weak")
        return FrameworkLink(link: weak ? .weak : .required,
                             source: "\(frameworkName) in the Frameworks build phase, \(weak ? "Optional (ATTRIBUTES = (Weak, ))" : "Required")",
                             file: project.file, line: project.lines.line(of: "settings", inObject: buildFile))
    }

    /// The target's build file for SensorKit.framework in its Frameworks phase.
    private static func buildFile(_ project: PBXProject, _ target: PBXProject.Target) -> String? {
        for phase in target.buildPhaseIDs where project.objects[phase]?["isa"] as? String == "PBXFrameworksBuildPhase" {
            for id in project.objects[phase]?["files"] as? [String] ?? [] {
                guard let ref = project.objects[id]?["fileRef"] as? String, let o = project.objects[ref] else { continue }
                let name = o["name"] as? String ?? (o["path"] as? String).map { ($0 as NSString).lastPathComponent }
                if name == frameworkName { return id }
            }
        }
        return nil
    }

    /// `-weak_framework SensorKit`, or the linker-driver form `-Wl,-weak_framework,SensorKit`.
    static func weakFlag(in flags: String) -> Bool {
        let words = flags.split(whereSeparator: \.isWhitespace).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) }
        for (i, w) in words.enumerated() {
            if w == "-weak_framework", i + 1 < words.count, words[i + 1] == "SensorKit" { return true }
            let parts = w.split(separator: ",").map(String.init)
            if parts.first == "-Wl", let k = parts.firstIndex(of: "-weak_framework"), k + 1 < parts.count,
               parts[k + 1] == "SensorKit" { return true }
        }
        return false
    }
}

extension Study {
    /// How the app links SensorKit: what its Xcode target says, else Required, which is what
    /// Xcode does unless told otherwise (a study folder has no build settings to say more).
    public var sensorKitLink: SensorKitLink { xcode?.sensorKitLink.link ?? .required }
}
