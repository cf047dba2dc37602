import Foundation
@testable import StudyConfig

/// The repository's folders, found from this file.
enum Repo {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static func study(_ name: String) -> URL { root.appendingPathComponent("Scenarios/studies/\(name)") }
    static func realWorld(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/RealWorld/\(name)")
    }
}

/// A plist value for writing fixtures.
indirect enum P {
    case s(String), b(Bool), i(Int), a([P]), d([(String, P)])

    func xml(_ indent: String = "") -> String {
        switch self {
        case .s(let v): return "\(indent)<string>\(v.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;"))</string>\n"
        case .b(let v): return "\(indent)<\(v)/>\n"
        case .i(let v): return "\(indent)<integer>\(v)</integer>\n"
        case .a(let items): return "\(indent)<array>\n" + items.map { $0.xml(indent + "\t") }.joined() + "\(indent)</array>\n"
        case .d(let entries):
            return "\(indent)<dict>\n" + entries.map { "\(indent)\t<key>\($0.0)</key>\n" + $0.1.xml(indent + "\t") }.joined() + "\(indent)</dict>\n"
        }
    }

    var document: String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n" + xml() + "</plist>\n"
    }
}

/// Writes a study folder into a fresh temporary directory.
struct TempStudy {
    let folder: URL

    init(info: P?, entitlements: P? = nil, files: [String: String] = [:]) {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("consentsim-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if let info { write("Info.plist", info.document) }
        if let entitlements { write("Study.entitlements", entitlements.document) }
        for (name, text) in files { write(name, text) }
    }

    func write(_ name: String, _ text: String) { write(name, Data(text.utf8)) }

    func write(_ name: String, _ data: Data) {
        let url = folder.appendingPathComponent(name)
        try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! data.write(to: url)
    }

    func load() throws -> Study { try StudyLoader.load(folder: folder) }

    func diagnostics() throws -> [Diagnostic] { ReviewChecklist.check(try load()) }
}

/// A correct study: the checks find nothing in it. Tests break one thing at a time.
enum Good {
    static func detail(_ description: String = "We measure movement during sleep.", required: Bool? = nil) -> P {
        var e: [(String, P)] = [("Description", .s(description))]
        if let required { e.append(("Required", .b(required))) }
        return .d(e)
    }

    static func info(replacing: [String: P?] = [:]) -> P {
        var entries: [(String, P)] = [
            ("CFBundleDisplayName", .s("Good Study")),
            ("CFBundleIdentifier", .s("org.example.good")),
            ("NSSensorKitUsageDescription", .s("We study sleep.")),
            ("NSSensorKitPrivacyPolicyURL", .s("https://example.org/privacy")),
            ("NSSensorKitUsageDetail", .d([("SRSensorUsageMotion", detail(required: true)),
                                           ("SRSensorUsageAmbientLightSensor", detail("Light in your bedroom."))])),
        ]
        for (k, v) in replacing {
            if let i = entries.firstIndex(where: { $0.0 == k }) {
                if let v { entries[i].1 = v } else { entries.remove(at: i) }
            } else if let v {
                entries.append((k, v))
            }
        }
        return .d(entries)
    }

    static func entitlements(_ values: [String] = ["motion-accelerometer", "ambient-light-sensor"]) -> P {
        .d([(Study.entitlementKey, .a(values.map { .s($0) }))])
    }
}
