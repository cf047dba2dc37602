import Foundation
import Testing
@testable import ConsentSimCLI

/// Inputs small in bytes and within every size limit that once ran for minutes: build settings
/// that double one another, xcconfig files that include the next twice over, and scenarios whose
/// rates, time or screens ask for too much work. Each must end within `FuzzCase`'s time and
/// memory bounds, refused with the file and line and a message saying which budget it passed.
@Suite(.serialized) struct CostFuzzTests {
    static let project = Fixtures.repository.appendingPathComponent("Tests/StudyConfigTests/Fixtures/RealWorld/myheartcounts-xcode")

    /// `V0 = $(V1)$(V1)` … `V25 = $(V26)$(V26)`, `V26 = xx`: V0 would be 2^27 characters.
    static func doublingChain(levels: Int = 26) -> [(String, String)] {
        (0..<levels).map { ("V\($0)", "$(V\($0 + 1))$(V\($0 + 1))") } + [("V\(levels)", "xx")]
    }

    /// A copy of the My Heart Counts project whose every configuration is based on `L0.xcconfig`,
    /// with `files` (name → text) beside the project.
    private func project(with files: [String: String]) throws -> URL {
        let folder = try Fixtures.temporaryFolder().appendingPathComponent("mhc")
        try FileManager.default.copyItem(at: Self.project, to: folder)
        let pbx = folder.appendingPathComponent("MyHeartCounts.xcodeproj/project.pbxproj")
        var text = try String(contentsOf: pbx, encoding: .utf8)
        text = text.replacingOccurrences(of: "isa = XCBuildConfiguration;",
                                         with: "isa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReference = 0FA000000000000000000001 /* L0.xcconfig */;")
        text = text.replacingOccurrences(of: "/* Begin PBXFileReference section */",
                                         with: "/* Begin PBXFileReference section */\n\t\t0FA000000000000000000001 /* L0.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = L0.xcconfig; sourceTree = SOURCE_ROOT; };")
        try Data(text.utf8).write(to: pbx)
        for (name, body) in files { try Data(body.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    @Test func aDoublingChainInAnXcconfigEndsAtOnce() throws {
        let chain = Self.doublingChain().map { "\($0.0) = \($0.1)\n" }.joined() + "DEVELOPMENT_LANGUAGE = $(V0)\n"
        let folder = try project(with: ["L0.xcconfig": chain])
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let said = FuzzCase.run(["check", folder.appendingPathComponent("MyHeartCounts.xcodeproj").path], allowed: [64],
                                fileHint: "L0.xcconfig", label: "xcconfig doubling chain")
        #expect(said.contains("L0.xcconfig:9: the value of V8 grows past 262144 characters"), "\(said.prefix(400))")
    }

    @Test func anIncludeFanOutEndsAtOnce() throws {
        var files: [String: String] = [:]
        let filler = (0..<300).map { "FILLER_\($0) = a value long enough to make each file about twelve kilobytes \($0)\n" }.joined()
        for i in 0..<12 { files["L\(i).xcconfig"] = "#include \"L\(i + 1).xcconfig\"\n#include \"L\(i + 1).xcconfig\"\n" + filler }
        files["L12.xcconfig"] = filler
        let folder = try project(with: files)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let said = FuzzCase.run(["check", folder.appendingPathComponent("MyHeartCounts.xcodeproj").path], allowed: [64],
                                fileHint: ".xcconfig", label: "xcconfig include fan-out")
        #expect(said.contains("#includes in all") || said.contains("settings in all"), "\(said.prefix(400))")
    }

    /// Writes `yaml` as a scenario and plays it; returns what `play` said.
    private func play(_ yaml: String, label: String, allowed: Set<Int32> = [64]) throws -> String {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("cost.yaml")
        try Data(yaml.utf8).write(to: file)
        return FuzzCase.run(["play", file.path], allowed: allowed, fileHint: "cost.yaml", label: label)
    }

    @Test func aDoublingChainInAScenariosVarsEndsAtOnce() throws {
        let vars = (Self.doublingChain() + [("DEVELOPMENT_LANGUAGE", "$(V0)")]).map { "\($0.0): \"\($0.1)\"" }.joined(separator: ", ")
        let said = try play("study: \(Self.project.appendingPathComponent("MyHeartCounts.xcodeproj").path)\nvars: {\(vars)}\n"
                            + "steps:\n  - launch\n  - expectNoScreen: x\n", label: "vars: doubling chain", allowed: [1, 64])
        #expect(said.contains("grows past"), "\(said.prefix(400))")
        // Said at the header's vars:, naming the setting, not at study: as a --set the user never gave.
        #expect(said.contains("cost.yaml:2:7: vars: V8: the value of V8 grows past"), "\(said.prefix(400))")
    }

    @Test func tenKilohertzForFourHundredDaysIsRefused() throws {
        let said = try play("study: \(Fixtures.sleepStudy.path)\nrates: {accelerometer: 10000}\nsteps:\n  - launch\n  - allowAll\n"
                            + "  - advance: 400d\n  - expectNoScreen: x\n", label: "10 kHz for 400 days")
        #expect(said.contains("cost.yaml:6:5:") && said.contains("results a scenario may ask for"), "\(said.prefix(400))")
    }

    @Test func aHundredSixDayFetchesAtTenKilohertzAreRefused() throws {
        let fetches = String(repeating: "  - fetch: {sensor: accelerometer, last: 6d}\n", count: 100)
        let said = try play("study: \(Fixtures.sleepStudy.path)\nrates: {accelerometer: 10000}\nsteps:\n  - launch\n  - allowAll\n  - advance: 7d\n"
                            + fetches + "  - expectNoScreen: x\n", label: "100 six-day fetches at 10 kHz")
        #expect(said.contains("results a scenario may ask for"), "\(said.prefix(400))")
    }

    @Test func fortyScreenshotsOfAThousandSquareScreenAreRefused() throws {
        let shots = (1...40).map { "  - screenshot: s\($0)\n" }.joined()
        let said = try play("study: \(Fixtures.sleepStudy.path)\nscreen: 1000x1000\nsteps:\n  - launch\n" + shots + "  - expectNoScreen: x\n",
                            label: "40 screenshots at 1000x1000")
        #expect(said.contains("screen cells"), "\(said.prefix(400))")
    }
}
