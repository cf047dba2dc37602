import SensorKitSim

/// Apple's review checklist and the common SensorKit and Motion & Fitness mistakes, run over
/// a study's files. Each finding is a `Diagnostic` naming the file, key path and line.
public enum ReviewChecklist {
    public static func check(_ study: Study) -> [Diagnostic] {
        var c = Checker(study: study)
        c.diagnostics += study.localizationProblems
        c.diagnostics += study.buildDiagnostics
        if !study.hasInfoPlist {
            c.error("missing-info-plist", file: "Info.plist",
                    "the study folder has no Info.plist, so iOS has no keys to show; InfoPlist.strings only translates keys that Info.plist has",
                    suggestion: "add the app's Info.plist to the folder")
        }
        if study.usesSensorKit {
            c.checkStudyText()
            c.checkUsageDetails()
            c.checkEntitlements()
            c.checkDeviceFamily()
        } else if study.hasInfoPlist {
            c.note("no-sensorkit", file: study.info.file,
                   "this app does not configure SensorKit (no NSSensorKit keys, no com.apple.developer.sensorkit.reader.allow)")
        }
        c.checkMotion()
        c.checkDuplicateKeys()
        c.checkLocalizations()
        return c.diagnostics
    }
}

/// Collects diagnostics while the checks run.
struct Checker {
    let study: Study
    var diagnostics: [Diagnostic] = []

    var infoFile: String { study.info.file }
    var entitlementsFile: String { study.entitlements?.file ?? "the entitlements file" }

    init(study: Study) { self.study = study }

    mutating func error(_ code: String, file: String, keyPath: String = "", line: Int? = nil, _ message: String, suggestion: String? = nil) {
        diagnostics.append(Diagnostic(.error, code: code, file: file, keyPath: keyPath, line: line, message: message, suggestion: suggestion))
    }

    mutating func warning(_ code: String, file: String, keyPath: String = "", line: Int? = nil, _ message: String, suggestion: String? = nil) {
        diagnostics.append(Diagnostic(.warning, code: code, file: file, keyPath: keyPath, line: line, message: message, suggestion: suggestion))
    }

    mutating func note(_ code: String, file: String, keyPath: String = "", line: Int? = nil, _ message: String, suggestion: String? = nil) {
        diagnostics.append(Diagnostic(.note, code: code, file: file, keyPath: keyPath, line: line, message: message, suggestion: suggestion))
    }

    /// Line of a top-level Info.plist key.
    func line(of key: String) -> Int? { study.root.entry(key)?.keyLine }
}
