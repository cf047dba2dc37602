import Foundation
import Testing
import SensorKitSim
@testable import StudyConfig

@Suite struct StudyLoadingTests {
    @Test func missingFolder() {
        #expect(throws: StudyLoadError.self) { try StudyLoader.load(folder: URL(fileURLWithPath: "/nonexistent/study")) }
    }

    @Test func twoEntitlementsFiles() {
        do { _ = try StudyLoader.load(folder: Repo.study("invalid/two-entitlements")); Issue.record("loaded") } catch {
            #expect(error.message.contains("2 entitlements files"))
            #expect(error.file.contains(".entitlements"))
        }
    }

    @Test func malformedInfoPlistIsALoadErrorWithItsLine() {
        do { _ = try StudyLoader.load(folder: Repo.study("invalid/malformed-xml")); Issue.record("loaded") } catch {
            #expect(error.file == "Info.plist" && error.line == 6)
        }
    }

    @Test func wrongRootType() {
        let t = TempStudy(info: .a([.s("x")]))
        do { _ = try t.load(); Issue.record("loaded") } catch let e as StudyLoadError {
            #expect(e.message == "the root of the property list is an array; it must be a dictionary")
        } catch { Issue.record("\(error)") }
    }

    @Test func explicitPathsWork() throws {
        let base = Repo.study("sleep-study")
        let study = try StudyLoader.load(folder: nil, infoPlist: base.appendingPathComponent("Info.plist"),
                                         entitlements: base.appendingPathComponent("SleepStudy.entitlements"))
        #expect(study.entitledSensors?.contains(.accelerometer) == true)
        #expect(study.usageDescription?.isEmpty == false)
    }

    @Test func noEntitlementsIsADiagnosticNotALoadError() throws {
        let study = try StudyLoader.load(folder: Repo.study("invalid/no-entitlements"))
        #expect(ReviewChecklist.check(study).contains { $0.code == "missing-entitlements" })
    }
}
