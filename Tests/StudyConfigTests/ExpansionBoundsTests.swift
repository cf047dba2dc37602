import Foundation
import Testing
@testable import StudyConfig

/// Build settings that double one another, and xcconfig files that include each other many
/// times over, end at once with an error naming the file and line rather than running for minutes.
@Suite struct ExpansionBoundsTests {
    /// `V0 = $(V1)$(V1)`, `V1 = $(V2)$(V2)`, … `V25 = xx`: V0 would be 2^27 characters.
    static func doublingChain(levels: Int = 26) -> String {
        (0..<levels).map { "V\($0) = $(V\($0 + 1))$(V\($0 + 1))\n" }.joined() + "V\(levels) = xx\n"
    }

    @Test func aDoublingChainInAnXcconfigIsRefusedAtTheLineThatGrowsTooLong() throws {
        var app = ProjectFixture.app(extra: ["PRODUCT_BUNDLE_IDENTIFIER": "org.example.$(V0)"])
        app.xcconfig = ["Release": "App.xcconfig", "Debug": "App.xcconfig"]
        var fixture = ProjectFixture(targets: [app], files: ProjectFixture.studyFiles(info: ["CFBundleIdentifier": .s("$(PRODUCT_BUNDLE_IDENTIFIER)")]))
        fixture.files["App.xcconfig"] = Self.doublingChain()
        let error = #expect(throws: StudyLoadError.self) { try StudyLoader.load(path: fixture.write()) }
        #expect(error?.file == "App.xcconfig")
        #expect(error?.message.contains("grows past \(ExpansionLimits.maximumValueLength) characters") == true)
        // V26 is 2 bytes and each line above doubles it: V8 is 2^19 bytes, the first past 2^18.
        #expect(error?.line == 9, "V8, on line 9, is the first value past 2^18 bytes")
    }

    /// A chain deeper than the expansion follows was cut without a word: the reference stayed
    /// as written, the values above grew from that text, and the length limit then named a
    /// setting 30 lines from the one that grew past it. Too deep is now its own error.
    @Test func aChainDeeperThanTheLimitIsRefusedAsSuch() throws {
        var app = ProjectFixture.app(extra: ["PRODUCT_BUNDLE_IDENTIFIER": "org.example.$(V0)"])
        app.xcconfig = ["Release": "App.xcconfig", "Debug": "App.xcconfig"]
        var fixture = ProjectFixture(targets: [app], files: ProjectFixture.studyFiles(info: ["CFBundleIdentifier": .s("$(PRODUCT_BUNDLE_IDENTIFIER)")]))
        fixture.files["App.xcconfig"] = (0..<60).map { "V\($0) = $(V\($0 + 1))\n" }.joined() + "V60 = x\n"
        let error = #expect(throws: StudyLoadError.self) { try StudyLoader.load(path: fixture.write()) }
        #expect(error?.file == "App.xcconfig")
        #expect(error?.message.contains("refer to one another more than 32 deep") == true, "\(String(describing: error))")
        let shallow = (0..<20).map { "V\($0) = $(V\($0 + 1))\n" }.joined() + "V20 = ok\n"
        fixture.files["App.xcconfig"] = shallow
        #expect(try StudyLoader.load(path: fixture.write()).bundleIdentifier == "org.example.ok")
    }

    @Test func aDoublingChainInProjectPbxprojIsRefusedAtItsLine() throws {
        var settings = ["PRODUCT_BUNDLE_IDENTIFIER": "org.example.$(V0)", "V26": "xx"]
        for i in 0..<26 { settings["V\(i)"] = "$(V\(i + 1))$(V\(i + 1))" }
        let fixture = ProjectFixture(targets: [ProjectFixture.app(extra: settings)],
                                     files: ProjectFixture.studyFiles(info: ["CFBundleIdentifier": .s("$(PRODUCT_BUNDLE_IDENTIFIER)")]))
        let root = fixture.write()
        let error = #expect(throws: StudyLoadError.self) { try StudyLoader.load(path: root) }
        #expect(error?.file == "App.xcodeproj/project.pbxproj")
        #expect(error?.message.contains("the value of V8 grows past") == true, "\(String(describing: error))")
        #expect(error?.line == ProjectFixture.line(of: "\"V8\" = ", in: "App.xcodeproj/project.pbxproj", under: root))
    }

    @Test func aDoublingChainThroughSetValuesIsRefused() throws {
        var variables: [String: String] = ["PRODUCT_NAME": "$(V0)"]
        for i in 0..<26 { variables["V\(i)"] = "$(V\(i + 1))$(V\(i + 1))" }
        variables["V26"] = "xx"
        let t = TempStudy(info: Good.info(replacing: ["CFBundleDisplayName": .s("$(PRODUCT_NAME)")]))
        let error = #expect(throws: StudyLoadError.self) {
            try StudyLoader.load(path: t.folder, options: StudyLoadOptions(variables: variables))
        }
        #expect(error?.file.hasPrefix("--set V") == true)
        #expect(error?.message.contains("grows past") == true)
    }

    @Test func manyReferencesToALongValueAreRefusedInTotal() throws {
        // Each value is under the per-value limit; all of them together are not.
        let long = String(repeating: "x", count: 200_000)
        var info: [String: P?] = [:]
        for i in 0..<100 { info["Key\(i)"] = .s("$(LONG)") }
        let t = TempStudy(info: Good.info(replacing: info))
        let error = #expect(throws: StudyLoadError.self) {
            try StudyLoader.load(path: t.folder, options: StudyLoadOptions(variables: ["LONG": long]))
        }
        #expect(error?.message.contains("more than \(ExpansionLimits.maximumTotalLength) characters in all") == true)
    }

    @Test func repeatedReferencesAreExpandedOnceAndStayCorrect() throws {
        var app = ProjectFixture.app(extra: ["PRODUCT_BUNDLE_IDENTIFIER": "org.example.$(V0:lower)"])
        app.xcconfig = ["Release": "App.xcconfig", "Debug": "App.xcconfig"]
        var fixture = ProjectFixture(targets: [app], files: ProjectFixture.studyFiles(info: ["CFBundleIdentifier": .s("$(PRODUCT_BUNDLE_IDENTIFIER)")]))
        fixture.files["App.xcconfig"] = Self.doublingChain(levels: 4).replacingOccurrences(of: "xx", with: "A")
        let study = try StudyLoader.load(path: fixture.write())
        #expect(study.bundleIdentifier == "org.example." + String(repeating: "a", count: 16))
    }

    /// `L0` includes `L1` twice, `L1` includes `L2` twice, … 12 levels: 4 096 inclusions of the last.
    static func includeFanOut(into fixture: inout ProjectFixture, levels: Int = 12) {
        let filler = (0..<300).map { "FILLER_\($0) = value \($0)\n" }.joined()
        for i in 0..<levels {
            fixture.files["L\(i).xcconfig"] = "#include \"L\(i + 1).xcconfig\"\n#include \"L\(i + 1).xcconfig\"\n" + filler
        }
        fixture.files["L\(levels).xcconfig"] = filler
    }

    @Test func anIncludeFanOutIsRefusedAtTheIncludeThatPassesTheLimit() throws {
        var app = ProjectFixture.app()
        app.xcconfig = ["Release": "L0.xcconfig", "Debug": "L0.xcconfig"]
        var fixture = ProjectFixture(targets: [app], files: ProjectFixture.studyFiles())
        Self.includeFanOut(into: &fixture)
        let error = #expect(throws: StudyLoadError.self) { try StudyLoader.load(path: fixture.write()) }
        #expect(error?.message.contains("more than \(ExpansionLimits.maximumIncludes) #includes") == true
                    || error?.message.contains("more than \(ExpansionLimits.maximumAssignments) settings") == true)
        #expect(error?.file.hasPrefix("L") == true && error?.line != nil)
    }

    @Test func aFileIncludedTwiceStillAppliesItsSettingsWhereEachIncludeStands() throws {
        var app = ProjectFixture.app(extra: ["PRODUCT_BUNDLE_IDENTIFIER": "org.example.$(MODE)"])
        app.xcconfig = ["Release": "App.xcconfig", "Debug": "App.xcconfig"]
        var fixture = ProjectFixture(targets: [app], files: ProjectFixture.studyFiles(info: ["CFBundleIdentifier": .s("$(PRODUCT_BUNDLE_IDENTIFIER)")]))
        fixture.files["App.xcconfig"] = "#include \"Mode.xcconfig\"\nMODE = b\n#include \"Mode.xcconfig\"\n"
        fixture.files["Mode.xcconfig"] = "MODE = a\n"
        let study = try StudyLoader.load(path: fixture.write())
        #expect(study.bundleIdentifier == "org.example.a", "the second include comes last and wins, as in Xcode")
    }
}
