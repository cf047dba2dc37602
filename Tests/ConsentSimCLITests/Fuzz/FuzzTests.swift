import Foundation
import Testing
@testable import ConsentSimCLI

/// Seeded mutation fuzzers over every input format: scenarios, Info.plist (XML and binary),
/// entitlements, `.strings`, `.xcstrings` and `project.pbxproj`. Each case runs the real
/// command in this process and must end with an expected exit status, name the file and line
/// when it refuses the input, and stay within time and memory bounds (`FuzzCase`).
/// `make fuzz CASES=N` runs N cases in all.
@Suite(.serialized) struct FuzzTests {
    static let fuzzerCount = 7

    /// A scratch copy of `source` (a study folder or project) to mutate one file of.
    private func scratch(copying source: URL) throws -> URL {
        let folder = try Fixtures.temporaryFolder().appendingPathComponent(source.lastPathComponent)
        try FileManager.default.copyItem(at: source, to: folder)
        return folder
    }

    /// Mutates `file` inside a copy of `study` `cases` times and runs `check` on each.
    private func fuzzStudyFile(_ study: URL, _ file: String, seed: UInt64, cases: Int, tokens: [String],
                               original: [UInt8]? = nil, studyArgument: String? = nil) throws {
        let folder = try scratch(copying: study)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let target = folder.appendingPathComponent(file)
        let seedBytes = try original ?? [UInt8](Data(contentsOf: target))
        var mutator = SeededMutator(seed: seed)
        let hint = URL(fileURLWithPath: file).lastPathComponent
        for i in 0..<cases {
            try Data(mutator.mutate(seedBytes, tokens: tokens)).write(to: target)
            FuzzCase.run(["check", folder.appendingPathComponent(studyArgument ?? "").path],
                         allowed: [0, 1, 64], fileHint: hint, label: "\(file) case \(i) (seed \(seed))")
        }
    }

    static let plistTokens = ["<array>", "<dict>", "<key>k</key>", "<string>", "</dict>", "</array>", "<integer>9", "<real>1e999</real>",
                              "<date>", "<data>", "&amp;", "&#0;", "&#x1B;", "<![CDATA[", "<!--", "<?xml version=\"1.0\" encoding=\"UTF-16\"?>",
                              "<!DOCTYPE plist [<!ENTITY a \"aa\">]>", "&a;", "<true/>", "bplist00"]

    @Test func infoPlistXML() throws {
        try fuzzStudyFile(Fixtures.sleepStudy, "Info.plist", seed: 1, cases: FuzzCase.count(default: 150, share: Self.fuzzerCount),
                          tokens: Self.plistTokens)
    }

    @Test func infoPlistBinary() throws {
        let xml = try Data(contentsOf: Fixtures.sleepStudy.appendingPathComponent("Info.plist"))
        let object = try PropertyListSerialization.propertyList(from: xml, format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        try fuzzStudyFile(Fixtures.sleepStudy, "Info.plist", seed: 2, cases: FuzzCase.count(default: 150, share: Self.fuzzerCount),
                          tokens: ["\u{0}", "\u{FF}", "\u{D0}", "\u{A0}", "\u{5F}", "\u{8}"], original: [UInt8](binary))
    }

    @Test func entitlementsXMLAndBinary() throws {
        let cases = FuzzCase.count(default: 100, share: Self.fuzzerCount)
        try fuzzStudyFile(Fixtures.sleepStudy, "SleepStudy.entitlements", seed: 3, cases: cases / 2 + 1, tokens: Self.plistTokens)
        let mobility = Fixtures.repository.appendingPathComponent("Scenarios/studies/mobility-study")
        try fuzzStudyFile(mobility, "MobilityStudy.entitlements", seed: 4, cases: cases / 2 + 1, tokens: ["\u{0}", "\u{FF}", "\u{A1}", "\u{5F}"])
    }

    @Test func stringsFiles() throws {
        try fuzzStudyFile(Fixtures.sleepStudy, "de.lproj/InfoPlist.strings", seed: 5, cases: FuzzCase.count(default: 150, share: Self.fuzzerCount),
                          tokens: ["\"", "=", ";", "/*", "*/", "//", "\\U00", "\\u{", "\\", "\"k\" = \"v\";", "\u{FEFF}", "\u{0}"])
    }

    @Test func stringCatalogs() throws {
        let mood = Fixtures.repository.appendingPathComponent("Scenarios/studies/mood-study")
        try fuzzStudyFile(mood, "InfoPlist.xcstrings", seed: 6, cases: FuzzCase.count(default: 150, share: Self.fuzzerCount),
                          tokens: ["[", "{", "\"", ":", ",", "}", "]", "\"strings\"", "\"localizations\"", "\"stringUnit\"", "\\u0000", "1e999", "null"])
    }

    @Test func xcodeProjects() throws {
        let project = Fixtures.repository.appendingPathComponent("Tests/StudyConfigTests/Fixtures/RealWorld/myheartcounts-xcode")
        try fuzzStudyFile(project, "MyHeartCounts.xcodeproj/project.pbxproj", seed: 7, cases: FuzzCase.count(default: 60, share: Self.fuzzerCount),
                          tokens: ["{", "(", "\"", ";", "=", ",", ")", "}", "/*", "isa = PBXNativeTarget;", "$(inherited)", "$(", "INFOPLIST_FILE = "],
                          studyArgument: "MyHeartCounts.xcodeproj")
    }

    static let scenarioTokens = ["[", "{", "- ", ": ", "---\n", "&a ", "*a", "!!binary ", "advance: ", "  - relaunch\n", "expectScreen: {regex: \"(a+)+$\"}",
                                 "d", "h", "e308", "steps:", "name: x\n", "tags: []\n", "%YAML 1.2\n", "? ", "|\n", "\"\\u0000\""]

    @Test func scenarios() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flows = try FileManager.default.contentsOfDirectory(at: Fixtures.flows, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "yaml" }.sorted { $0.path < $1.path }
        // The study path made absolute, so the mutated copy finds it from the scratch folder.
        let studies = Fixtures.repository.appendingPathComponent("Scenarios/studies").path
        let seeds = try flows.map { [UInt8](try String(contentsOf: $0, encoding: .utf8).replacingOccurrences(of: "../studies", with: studies).utf8) }
        var mutator = SeededMutator(seed: 8)
        let target = folder.appendingPathComponent("fuzzed.yaml")
        let cases = FuzzCase.count(default: 120, share: Self.fuzzerCount)
        for i in 0..<cases {
            try Data(mutator.mutate(seeds[i % seeds.count], tokens: Self.scenarioTokens)).write(to: target)
            FuzzCase.run(["play", target.path, "--screenshots", folder.path], allowed: [0, 1, 2, 64], fileHint: "fuzzed.yaml", label: "scenario case \(i) (seed 8)")
        }
    }

    /// A few cases through the real binary: a crash shows as a signal, which in-process
    /// cases cannot.
    @Test func theBinaryExitsWithAStatusNotASignal() throws {
        let binary = Fixtures.repository.appendingPathComponent(".build/debug/consent-sim").path
        guard FileManager.default.isExecutableFile(atPath: binary) else { return }
        let folder = try scratch(copying: Fixtures.sleepStudy)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let original = [UInt8](try Data(contentsOf: folder.appendingPathComponent("Info.plist")))
        var mutator = SeededMutator(seed: 9)
        let inputs: [(String, [UInt8], [String])] = [
            ("Info.plist", mutator.mutate(original, tokens: Self.plistTokens), ["check", folder.path]),
            ("Info.plist", Array(String(repeating: "<array>", count: 40_000).utf8), ["week", folder.path]),
            ("t.yaml", Array(("name: t\nsteps: " + String(repeating: "[", count: 50_000)).utf8), ["play", folder.appendingPathComponent("t.yaml").path]),
            ("t.yaml", Array("study: \(folder.path)\nsteps:\n  - launch\n  - advance: 9223372036854775807s\n  - expectScreen: x\n".utf8),
             ["play", folder.appendingPathComponent("t.yaml").path]),
        ]
        for (file, bytes, arguments) in inputs {
            try Data(bytes).write(to: folder.appendingPathComponent(file))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationReason == .exit, "\(arguments): killed by signal \(process.terminationStatus)")
            #expect([0, 1, 2, 64].contains(process.terminationStatus), "\(arguments): exit \(process.terminationStatus)")
        }
    }
}
