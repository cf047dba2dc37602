import Foundation
import Testing
@testable import ConsentSimCLI
import SimCore

/// `--ios VERSION` on run, week, check, play, export and dossier: what it changes, and what it refuses.
@Suite struct OSVersionOptionTests {
    @Test(arguments: ["run", "week", "check", "play"])
    func nonsenseIsRefusedWithExit64NamingTheOption(_ command: String) {
        let r = CommandRun.run([command, "--ios", "seventeen"])
        #expect(r.code == .usage)
        #expect(r.output.err.hasPrefix("consent-sim: --ios expected an iOS version such as 17.4, 18 or 27, got seventeen\n"), "\(r.output.err)")
    }

    /// FIDELITY's row on the phone's iOS version said `--ios` is given "on run, week, check and
    /// play", though export and dossier take it too (export's participants and the dossier's
    /// pictures run on that iOS): a study team reading the row to export or document an older
    /// phone was told there was no way. The row names every command whose options hold `--ios`.
    @Test func fidelitysIOSRowNamesEveryCommandThatTakesIt() throws {
        let (commands, missing) = try Self.commands(taking: .ios, namedInFIDELITYRow: "| The phone runs iOS 27.1 unless told otherwise", column: { $0.last })
        #expect(commands >= 6)
        #expect(missing.isEmpty, "FIDELITY's iOS row does not name \(missing)")
    }

    /// How many commands take `option`, and those the FIDELITY row starting `prefix` does not
    /// name in the column `column` picks.
    static func commands(taking option: OptionName, namedInFIDELITYRow prefix: String,
                         column: ([Substring]) -> Substring?) throws -> (count: Int, missing: [String]) {
        let fidelity = try String(contentsOf: Fixtures.repository.appendingPathComponent("FIDELITY.md"), encoding: .utf8)
        let row = try #require(fidelity.split(separator: "\n").first { $0.hasPrefix(prefix) })
        let cell = try #require(column(row.split(separator: "|")))
        let words = Set(cell.split { !$0.isLetter }.map(String.init))
        let commands = Subcommand.allCases.filter { $0.specs.contains { $0.option == option } }
        return (commands.count, commands.map(\.rawValue).filter { !words.contains($0) })
    }

    @Test func aVersionWithoutSensorKitIsRefused() {
        let r = CommandRun.run(["week", "--ios", "12"])
        #expect(r.code == .usage)
        #expect(r.output.err.contains("iOS 12 has no SensorKit (it arrived in iOS 14.0)"), "\(r.output.err)")
    }

    /// week's header named the seed, the start and the Watch but not the iOS it ran on, which
    /// decides what the sheet showed and which API the app used.
    @Test func weeksHeaderNamesTheIOSItRanOn() {
        let r = CommandRun.run(["week", "--ios", "17.4", "--days", "1"])
        #expect(r.code == .success, Comment(rawValue: r.output.err))
        #expect(r.output.out.split(separator: "\n").first?.contains(" · iOS 17.4 · ") == true, Comment(rawValue: r.output.out))
        let plain = CommandRun.run(["week", "--days", "1"])
        #expect(plain.output.out.split(separator: "\n").first?.contains(" · iOS \(OSVersion.current) · ") == true, Comment(rawValue: plain.output.out))
    }

    /// `play --ios 27.99` and `--ios 20` played the suite, passing, on a phone nobody has.
    @Test(arguments: [("27.99", "is not released"), ("20", "was never released")])
    func aVersionAppleDidNotReleaseIsRefusedWithTheList(_ version: String, _ why: String) {
        let r = CommandRun.run(["play", Fixtures.flows.appendingPathComponent("all-allowed.yaml").path, "--ios", version])
        #expect(r.code == .usage)
        #expect(r.output.err.hasPrefix("consent-sim: --ios iOS \(version) \(why); the simulator knows iOS 14.0–14.8, "), "\(r.output.err)")
        #expect(r.output.err.contains("26.0–26.7 and 27.0–27.2 (there is no iOS 19 to 25"), "\(r.output.err)")
        #expect(r.output.out.isEmpty, "nothing was played")
    }

    @Test func checkSaysWhichRequestedSensorsTheChosenIOSLacks() throws {
        let r = CommandRun.run(["check", Fixtures.everySensor.path, "--ios", "17.0"])
        #expect(r.code == .success || r.code == .failure)
        let out = r.output.out
        #expect(out.contains("What the participant will be asked on iOS 17.0"))
        #expect(out.contains("Not on iOS 17.0: "), "\(out)")
        #expect(out.contains("ECG (iOS 17.4)") && out.contains("PPG (iOS 17.4)"), "\(out)")
        #expect(out.contains("ECG: iOS 17.0 does not have it (it arrived in iOS 17.4), so SensorKit ignores it"), "\(out)")
        let json = CommandRun.run(["check", Fixtures.everySensor.path, "--ios", "17.0", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.out.utf8)) as? [String: Any])
        #expect(object["ios"] as? String == "17.0")
        let missing = try #require(object["notOnThisOS"] as? [String])
        #expect(missing.contains("electrocardiogram") && missing.contains("photoplethysmogram") && !missing.contains("heartRate"))
        let pages = try #require(object["pages"] as? [[String: Any]]).compactMap { $0["sensor"] as? String }
        #expect(!pages.contains("electrocardiogram") && pages.contains("heartRate"))
    }

    @Test func checkOnTheCurrentIOSAsksForECG() throws {
        let json = CommandRun.run(["check", Fixtures.everySensor.path, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.out.utf8)) as? [String: Any])
        let pages = try #require(object["pages"] as? [[String: Any]]).compactMap { $0["sensor"] as? String }
        #expect(pages.contains("electrocardiogram"))
        #expect(object["notOnThisOS"] as? [String] == [])
    }

    @Test func weekOnTheMobilityStudyReadsWholeDaysOnDayTwo() {
        let r = CommandRun.run(["week", Fixtures.repository.appendingPathComponent("Scenarios/studies/mobility-study").path, "--days", "2"])
        #expect(r.code == .success)
        let dayTwo = r.output.out.split(separator: "\n").filter { $0.hasPrefix("2 ") && $0.contains("accelerometer") }
        #expect(!dayTwo.isEmpty)
        #expect(dayTwo.allSatisfy { $0.contains("3420000") }, "\(dayTwo)")
    }
}
