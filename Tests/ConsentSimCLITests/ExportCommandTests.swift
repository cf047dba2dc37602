import Foundation
import Testing
import TerminalUI
import Export
import Simulation
@testable import ConsentSimCLI

/// `consent-sim export`: arguments, exit codes, and the report on standard output.
@Suite struct ExportCommandTests {
    private func run(_ arguments: [String], freeSpace: Int? = nil) -> (code: ExitCode, output: CapturedOutput) {
        let terminal = ScriptedTerminal(width: 120, height: 40, script: [])
        let captured = CapturedOutput()
        var context = CommandContext(terminal: terminal, clock: terminal.now, output: captured.output, environment: [:])
        if let freeSpace { context.freeSpace = { _ in freeSpace } }
        let code = CommandLineTool.run(["export"] + arguments, context: context)
        return (code, captured)
    }

    @Test func missingOrContradictoryOptionsExit64() {
        let noFormat = run(["--out", "x"])
        #expect(noFormat.code == .usage)
        #expect(noFormat.output.err.hasPrefix("consent-sim: export needs --format radar-csv|radar-avro|radar-json|mhc|lamp\n"))
        #expect(run(["--format", "radar-csv"]).output.err.hasPrefix("consent-sim: export needs --out DIR"))
        let rate = run(["--format", "lamp", "--out", "x", "--decline-rate", "1.5"])
        #expect(rate.code == .usage)
        #expect(rate.output.err.hasPrefix("consent-sim: --decline-rate expects a number from 0 to 1, got 1.5"))
        // --deny used to win silently over a decline rate.
        let both = run(["--format", "radar-csv", "--out", "x", "--deny", "--decline-rate", "0.5"])
        #expect(both.code == .usage)
        #expect(both.output.err.hasPrefix("consent-sim: --deny and --decline-rate contradict each other"), "\(both.output.err)")
        #expect(run(["--format", "radar-csv", "--out", "x", "--decline-rate", "0", "--deny"]).code == .usage)
        #expect(run(["--format", "radar-csv", "--out", "x", "--lamp-legacy"]).code == .usage)
        #expect(run(["--format", "mhc", "--out", "x", "--radar-quirks"]).code == .usage)
        // --project-id names RADAR's folder; another shape dropped it without a word (exit 0).
        let project = run(["--format", "mhc", "--out", "x", "--project-id", "my-study"])
        #expect(project.code == .usage)
        #expect(project.output.err.hasPrefix("consent-sim: --project-id names RADAR's project folder: it applies to the radar-* formats, not mhc"),
                "\(project.output.err)")
        // One participant enrols at --start: --enrol-over was dropped without a word (exit 0).
        let alone = run(["--format", "mhc", "--out", "x", "--enrol-over", "3"])
        #expect(alone.code == .usage)
        #expect(alone.output.err.hasPrefix("consent-sim: --enrol-over spreads the enrolment of a cohort's other participants"), "\(alone.output.err)")
        #expect(run(["--format", "mhc", "--out", "x", "--enrol-over", "3", "--participants", "1"]).code == .usage)
        #expect(run(["--format", "csv", "--out", "x"]).output.err.contains("--format expects radar-csv or radar-avro"))
    }

    /// The project id names a folder under --out: one from the command line or from a study's
    /// CFBundleIdentifier that would lead outside it is refused before anything is written.
    @Test func aProjectIdThatLeavesTheOutputFolderExits64AndWritesNothing() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path
        #expect(run(["--format", "radar-json", "--days", "2", "--out", out, "--project-id", ""]).output.err
                .hasPrefix("consent-sim: --project-id needs a value (--project-id ID)\n"))
        for id in ["../x", "..", "a/b", "x\u{1B}]0;t\u{7}"] {
            let r = run(["--format", "radar-json", "--days", "2", "--out", out, "--project-id", id])
            #expect(r.code == .usage, "\(id.debugDescription)")
            #expect(r.output.err.hasPrefix("consent-sim: --project-id \(id.debugDescription): "), "\(r.output.err)")
            #expect(!r.output.err.contains("\u{1B}"))
        }
        // The name of a file the export writes beside the project's folder: the whole export
        // used to run, then fail with 73 and an incomplete manifest.
        for id in ["consent-sim-export.txt", "participants.csv", "Participants.CSV"] {
            let r = run(["--format", "radar-csv", "--days", "2", "--out", out, "--project-id", id])
            #expect(r.code == .usage, "\(id)")
            let file = id == "consent-sim-export.txt" ? id : "participants.csv"
            #expect(r.output.err.hasPrefix("consent-sim: --project-id \(id.debugDescription): it is the name of the export's own "
                                           + "\(file) beside the project's folder; it names a folder under --out\n"), "\(r.output.err)")
            #expect(!FileManager.default.fileExists(atPath: out), "nothing ran")
        }
        // A study sent by anyone: its bundle identifier climbs out of --out.
        let study = folder.appendingPathComponent("study")
        try FileManager.default.copyItem(at: Fixtures.sleepStudy, to: study)
        let plist = study.appendingPathComponent("Info.plist")
        let text = try String(contentsOf: plist, encoding: .utf8)
        try text.replacingOccurrences(of: "<string>org.example.sleepstudy</string>", with: "<string>../../escaped</string>")
            .write(to: plist, atomically: true, encoding: .utf8)
        let r = run([study.path, "--format", "radar-json", "--days", "2", "--out", out])
        #expect(r.code == .usage)
        #expect(r.output.err.contains("CFBundleIdentifier \"../../escaped\" cannot name the project's folder under --out"), "\(r.output.err)")
        let besideOut = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(besideOut.allSatisfy { ["out", "study"].contains($0) }, "\(besideOut)")
        #expect(!FileManager.default.fileExists(atPath: folder.deletingLastPathComponent().appendingPathComponent("escaped").path))
        // The same study with a project id of its own exports inside --out (slowly sampled: at
        // the study's 50 Hz this wrote 1.9 GB and took a minute).
        #expect(run([study.path, "--format", "radar-json", "--days", "2", "--out", out, "--project-id", "sleep",
                     "--rates", "accelerometer=0.01"]).code == .success)
        #expect(FileManager.default.fileExists(atPath: out + "/sleep"))
    }

    @Test func anOutputFolderThatCannotBeCreatedExits73() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        let r = run(["--format", "lamp", "--days", "2", "--out", file.appendingPathComponent("out").path])
        #expect(r.code == .cannotCreate)
        #expect(r.output.err.hasPrefix("consent-sim: --out: cannot create \(file.path): it exists and is not a folder"),
                "\(r.output.err)")
    }

    /// What is in `folder`, sorted, hidden entries included, recursively.
    private func contents(_ folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
    }

    @Test func aFolderWithAnythingInItIsRefusedWithoutForceAndKept() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let r = run(["--format", "lamp", "--days", "2", "--out", folder.path])
        #expect(r.code == .cannotCreate)
        #expect(r.output.err == "consent-sim: --out: cannot create \(folder.path): it is not empty; name an empty or new folder, "
                + "or give --force to replace the export written there before\n")
        #expect(contents(folder) == ["notes.txt"])
        // --force removes only what an export wrote; this folder holds none.
        let forced = run(["--format", "lamp", "--days", "2", "--out", folder.path, "--force"])
        #expect(forced.code == .cannotCreate)
        #expect(forced.output.err.contains("has no consent-sim-export.txt listing an earlier export"))
        #expect(contents(folder) == ["notes.txt"])
    }

    /// A re-export with --force replaces the earlier dataset (no participant of it is left) and
    /// keeps a file of the user's that was put beside it.
    @Test func forceReplacesOnlyWhatTheEarlierExportListed() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run(["--format", "lamp", "--days", "2", "--participants", "2", "--out", folder.path]).code == .success)
        let first = contents(folder)
        let isUserFolder = { (entry: String) in !entry.contains("/") && FileManager.default.isDirectory(folder.appendingPathComponent(entry)) }
        #expect(first.filter(isUserFolder).count == 2, "\(first)")
        let manifest = try String(contentsOf: folder.appendingPathComponent("consent-sim-export.txt"), encoding: .utf8)
        #expect(manifest.contains("\nstatus: complete\n"))
        #expect(manifest.contains("\nparticipants.csv\n"))
        let listed = manifest.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("status: ") }.map(String.init)
        let firstFiles = first.filter { !FileManager.default.isDirectory(folder.appendingPathComponent($0)) }
        #expect(Set(listed + ["consent-sim-export.txt"]) == Set(firstFiles))
        #expect(!first.contains { $0.split(separator: "/").contains { $0.hasPrefix(".") } }, "\(first)")
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))

        #expect(run(["--format", "lamp", "--days", "2", "--out", folder.path]).code == .cannotCreate)
        let again = run(["--format", "lamp", "--days", "2", "--out", folder.path, "--force"])
        #expect(again.code == .success, "\(again.output.err)")
        let second = contents(folder)
        #expect(second.contains("notes.txt"))
        let table = try String(contentsOf: folder.appendingPathComponent("participants.csv"), encoding: .utf8)
        #expect(table.split(separator: "\n").count == 2, "a header and the one participant")
        // Nothing of the earlier participant 2 is left beside the new one.
        let userFolders = second.filter(isUserFolder)
        #expect(userFolders.count == 1, "\(userFolders)")
        #expect(second.count < first.count)
    }

    /// A manifest naming a file through a link in `--out` (a folder pointing elsewhere) used to
    /// make --force delete the file it reached; a listed path is removed only through real folders.
    @Test func forceNeverRemovesThroughALinkInTheFolder() throws {
        let folder = try Fixtures.temporaryFolder(), victim = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: victim) }
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
        try Data("keep".utf8).write(to: victim.appendingPathComponent("v.txt"))
        try FileManager.default.createSymbolicLink(at: out.appendingPathComponent("lnk"), withDestinationURL: victim)
        try "# edited\nstatus: complete\nlnk/v.txt\n".write(to: out.appendingPathComponent("consent-sim-export.txt"), atomically: true, encoding: .utf8)
        let r = run(["--format", "lamp", "--days", "1", "--out", out.path, "--force"])
        #expect(r.code == .success, "\(r.output.err)")
        #expect(FileManager.default.fileExists(atPath: victim.appendingPathComponent("v.txt").path))
    }

    @Test func anExportReportsRowsPerSensorAndKeepsStandardErrorQuiet() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let r = run(["--format", "lamp", "--days", "3", "--participants", "2", "--out", folder.path])
        #expect(r.code == .success)
        #expect(r.output.err.isEmpty, "no progress bar when standard error is not a terminal")
        #expect(r.output.out.hasPrefix("Exported lamp to \(folder.path): 2 participants (2 enrolled), 3 days each"))
        #expect(r.output.out.contains("  onWristState: "))
        #expect(r.output.out.contains("  note: accelerometer: skipped, lamp has no shape for it"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("participants.csv").path))
    }

    /// A newcomer's 20-participant export filled the disk, since nothing said how large it would
    /// be: `--dry-run` now prints the estimate, per sensor, and the free space, and writes nothing.
    @Test func aDryRunPrintsTheEstimateAndWritesNothing() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let r = run(["--format", "radar-csv", "--days", "2", "--participants", "2", "--out", out.path, "--dry-run"], freeSpace: 5_000_000_000)
        #expect(r.code == .success, "\(r.output.err)")
        let said = try #require(r.output.out.firstMatch(of: /2 participants, 2 days each: about ([0-9]+) rows, .* \(([0-9]+) bytes\)/))
        #expect(Int(said.1)! > 1_000_000 && Int(said.2)! > 100_000_000, "\(r.output.out)")
        #expect(r.output.out.contains("\n  accelerometer: "))
        #expect(r.output.out.contains("free on --out's filesystem: 5.0 GB; the export fits"))
        #expect(r.output.out.hasSuffix("Nothing was written (--dry-run).\n"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
        // A dry run said the export fits, and the export was then refused: --out held a file.
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try "mine".write(to: out.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let busy = run(["--format", "lamp", "--days", "2", "--out", out.path, "--dry-run"], freeSpace: 5_000_000_000)
        #expect(busy.code == .success)
        #expect(busy.output.out.contains("  note: the export would be refused: --out \(out.path): it is not empty; "), "\(busy.output.out)")
        #expect(run(["--format", "lamp", "--days", "2", "--out", out.path]).code == .cannotCreate)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["notes.txt"])
    }

    /// `--dry-run --radar-quirks` said "at most" 3 931 bytes fewer than the export then wrote:
    /// the estimate left out the consent-sim-export.txt listing every file. It now counts every
    /// file the export writes (here, where decimation removes samples, the export's files together
    /// are no more than it said), and it says "about", with a note that decimation is not
    /// counted: where decimation removes little, the estimate's usual error remains.
    @Test func theDryRunCountsEveryFileTheExportWrites() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let args = ["--format", "radar-csv", "--days", "2", "--rates", "accelerometer=0.1", "--sensors", "accelerometer,ambientLightSensor",
                    "--radar-quirks", "--out", out.path]
        let dry = run(args + ["--dry-run"], freeSpace: 5_000_000_000)
        #expect(dry.code == .success, "\(dry.output.err)")
        let said = try #require(dry.output.out.firstMatch(of: /: about [0-9]+ rows, .* \(([0-9]+) bytes\)/), "\(dry.output.out)")
        #expect(dry.output.out.contains("\n  consent-sim-export.txt: "), "\(dry.output.out)")
        #expect(dry.output.out.contains("the estimate counts every sample, so the export is likely smaller"), "\(dry.output.out)")
        #expect(run(args, freeSpace: 5_000_000_000).code == .success)
        let walker = FileManager.default.enumerator(atPath: out.path)
        var written = 0, manifest = false
        while let relative = walker?.nextObject() as? String {
            guard walker?.fileAttributes?[.type] as? FileAttributeType == .typeRegular else { continue }
            written += (walker?.fileAttributes?[.size] as? Int) ?? 0
            manifest = manifest || relative == "consent-sim-export.txt"
        }
        #expect(manifest)
        #expect(written <= Int(said.1)!, "the dry run said about \(said.1) bytes; the export wrote \(written)")
    }

    /// The same export was written until the disk was full (exit 73 only then): an estimate
    /// larger than the free space is refused before anything is written, naming both, and
    /// `--ignore-free-space` exports anyway.
    @Test func anExportLargerThanTheFreeSpaceIsRefusedBeforeWriting() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let narrow = ["--format", "lamp", "--days", "2", "--out", out.path, "--sensors", "onWristState"]
        let refused = run(narrow, freeSpace: 100)
        #expect(refused.code == .cannotCreate)
        #expect(refused.output.err.hasPrefix("consent-sim: --out: cannot create \(out.path): the export needs about "), "\(refused.output.err)")
        #expect(refused.output.err.contains("and its filesystem has 100 B free"))
        #expect(refused.output.err.contains("--ignore-free-space"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
        let forced = run(narrow + ["--ignore-free-space"], freeSpace: 100)
        #expect(forced.code == .success, "\(forced.output.err)")
        #expect(run(narrow + ["--force"], freeSpace: 1_000_000_000).code == .success)
    }

    /// `--dry-run --ignore-free-space` said "the export would be refused" of an export those
    /// options write: the dry run now says it goes ahead, though larger than the free space.
    @Test func aDryRunWithIgnoreFreeSpaceSaysTheExportGoesAhead() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let narrow = ["--format", "lamp", "--days", "2", "--out", out.path, "--sensors", "onWristState", "--dry-run"]
        let plain = run(narrow, freeSpace: 100)
        #expect(plain.output.out.contains("free on --out's filesystem: 100 B; the export would be refused (--ignore-free-space exports anyway)"),
                "\(plain.output.out)")
        let ignoring = run(narrow + ["--ignore-free-space"], freeSpace: 100)
        #expect(ignoring.code == .success)
        #expect(!ignoring.output.out.contains("would be refused"), "\(ignoring.output.out)")
        #expect(ignoring.output.out.contains("free on --out's filesystem: 100 B; less than the estimate: the export goes ahead (--ignore-free-space) and may run out of room"),
                "\(ignoring.output.out)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    /// `--out` naming a file: the dry run said "the export fits" and nothing more, then the
    /// export was refused (exit 73, "it exists and is not a folder"). The dry run now says so.
    @Test func aDryRunSaysAnOutThatIsAFileWouldBeRefused() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("notes.txt")
        try "mine".write(to: file, atomically: true, encoding: .utf8)
        for out in [file.path, file.appendingPathComponent("sub").path] {
            let args = ["--format", "lamp", "--days", "2", "--sensors", "onWristState", "--out", out]
            let dry = run(args + ["--dry-run"], freeSpace: 5_000_000_000)
            #expect(dry.code == .success)
            #expect(dry.output.out.contains("  note: the export would be refused: --out \(out): "), "\(dry.output.out)")
            #expect(dry.output.out.contains("it exists and is not a folder"), "\(dry.output.out)")
            #expect(run(args, freeSpace: 5_000_000_000).code == .cannotCreate)
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "mine")
    }

    /// `--sensors` and `--rates` narrow an export as a scenario's `required:` and `rates:` would:
    /// a 50 Hz day is millions of rows, 0.01 Hz a few hundred.
    @Test func sensorsAndRatesNarrowTheExport() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let r = run(["--format", "radar-csv", "--days", "2", "--out", folder.path, "--sensors", "accelerometer",
                     "--sensors", "onWristState", "--rates", "accelerometer=0.01"])
        #expect(r.code == .success, "\(r.output.err)")
        let perSensor = r.output.out.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("  note") && !$0.contains("participants.csv") }
        #expect(perSensor.map { $0.split(separator: ":")[0].trimmingCharacters(in: .whitespaces) } == ["accelerometer", "onWristState"])
        let accelerometer = try #require(perSensor.first.flatMap { Int($0.split(separator: " ")[1]) })
        #expect(accelerometer > 0 && accelerometer <= 2 * 864, "\(accelerometer) rows at 0.01 Hz over one fetched day and two devices")
        let project = folder.appendingPathComponent("org.example.sleepstudy")
        let user = try #require(try FileManager.default.contentsOfDirectory(atPath: project.path).first)
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.appendingPathComponent(user).path).sorted()
            == ["sensorkit_acceleration", "sensorkit_on_wrist"])
        // The participant still answered the whole sheet.
        let participants = try String(contentsOf: folder.appendingPathComponent("participants.csv"), encoding: .utf8)
        #expect(participants.contains("ambientLightSensor"))
    }

    /// My Heart Counts' plain files leave CFBundleIdentifier to the build: the RADAR project
    /// folder and every record's projectId are then org.example.myheartcounts, and the report
    /// says it is a stand-in and how to give the real one, where it said nothing.
    @Test func aStandInProjectIdIsNoted() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let study = Fixtures.repository.appendingPathComponent("Tests/StudyConfigTests/Fixtures/RealWorld/myheartcounts").path
        let r = run([study, "--format", "radar-csv", "--days", "2", "--sensors", "visits", "--out", folder.path])
        #expect(r.code == .success, "\(r.output.err)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("org.example.myheartcounts").path))
        #expect(r.output.out.contains("  note: the projectId org.example.myheartcounts stands in for CFBundleIdentifier $(PRODUCT_BUNDLE_IDENTIFIER), "
                                      + "which nothing here defines: give --project-id, or --set PRODUCT_BUNDLE_IDENTIFIER=…"), "\(r.output.out)")
        let given = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: given) }
        let named = run([study, "--format", "radar-csv", "--days", "2", "--sensors", "visits", "--out", given.path, "--project-id", "mhc"])
        #expect(named.code == .success && !named.output.out.contains("stands in"), "\(named.output.out)")
    }

    @Test func badSensorsAndRatesExit64WithTheScenariosWords() {
        let cases: [([String], String)] = [
            (["--rates", "accelerometer=0"], "--rates: accelerometer: expected samples per second from one in 400 days (2.9e-8 or more) to 10000, got 0"),
            (["--rates", "accelerometer=fast"], "--rates: accelerometer: expected samples per second from one in 400 days (2.9e-8 or more) to 10000, got fast"),
            (["--rates", "accelerometr=5"], "--rates: unknown sensor \"accelerometr\" (sensors are written with their SRSensor names); did you mean accelerometer?"),
            (["--rates", "visits=1"], "--rates: visits's rate is not a setting; sensors with a rate: accelerometer, rotationRate"),
            (["--rates", "accelerometer"], "--rates expects SENSOR=HZ such as accelerometer=10, got accelerometer"),
            (["--rates", "accelerometer=1,accelerometer=2"], "--rates gives accelerometer twice; give it once"),
            // A trailing comma said "got " and nothing after it.
            (["--rates", "accelerometer=1,"], "--rates accelerometer=1,: an empty entry (a comma with nothing beside it)"),
            (["--sensors", "keyboardMetrics"], "--sensors keyboardMetrics: the study does not request it; it requests ambientLightSensor"),
            (["--rates", "rotationRate=5"], "--rates rotationRate: the study does not request it; it requests ambientLightSensor"),
            (["--sensors", "motion-accelerometer"], "--sensors: unknown sensor \"motion-accelerometer\" (sensors are written with their SRSensor names); did you mean accelerometer?"),
            (["--sensors", "accelerometer,"], "--sensors: unknown sensor \"\""),
            // The rate was dropped without a word, and the sensor it was meant for exported at 50 Hz.
            (["--sensors", "ambientLightSensor", "--rates", "accelerometer=5"],
             "--rates accelerometer: it is not exported (--sensors exports only ambientLightSensor), so its rate would change nothing written"),
        ]
        for (arguments, message) in cases {
            let r = run(["--format", "radar-csv", "--days", "2", "--out", "never-written"] + arguments)
            #expect(r.code == .usage, "\(arguments)")
            #expect(r.output.err.hasPrefix("consent-sim: " + message), "\(arguments): \(r.output.err)")
        }
        let lamp = run(["--format", "lamp", "--days", "2", "--out", "never-written", "--sensors", "accelerometer"])
        #expect(lamp.output.err.hasPrefix("consent-sim: --sensors accelerometer: lamp has no shape for it"), "\(lamp.output.err)")
        #expect(!FileManager.default.fileExists(atPath: "never-written"))
    }

    /// Counts read in the right number: "1 row", "1 day", "1 participant".
    @Test func theReportSaysOneRowNotOneRows() {
        var week = HeadlessWeek.Options()
        week.days = 1
        week.profile = StudyProfile(appName: "One", bundleIdentifier: "org.example.one", purpose: "Tests.",
                                    sensors: [.accelerometer, .visits], required: [], entitled: [.accelerometer, .visits])
        let options = ExportOptions(format: .radarCSV, out: "out", week: week)
        var summary = ExportSummary()
        summary.participants = 1
        summary.enrolled = 1
        summary.rowsBySensor = ["accelerometer": 1]
        let text = ExportReport.text(summary, options: options)
        #expect(text.hasPrefix("Exported radar-csv to out: 1 participant (1 enrolled), 1 day each, 1 row.\n"), "\(text)")
        #expect(text.contains("  accelerometer: 1 row\n"))
        #expect(text.contains("  visits: 0 rows\n"))
        #expect(!text.contains(" 1 rows") && !text.contains(" 1 days"))
    }

    @Test func theProgressLineShowsParticipantsDaysRowsAndRate() {
        var p = Export.ExportProgress()
        p.participants = 4
        p.participantsDone = 1
        p.days = 28
        p.daysDone = 14
        p.rows = 3_000_000
        p.elapsed = 2
        #expect(ExportProgressBar.line(p, width: 10) == "█████░░░░░ participants 1/4  days 14/28  rows 3000000  1.5 M rows/s")
    }
}

extension ExportCommandTests {
    /// A file of the user's where the new export would put one stops it before anything moves.
    @Test func forceNeverReplacesAFileTheEarlierExportDidNotWrite() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run(["--format", "lamp", "--days", "2", "--out", folder.path]).code == .success)
        let manifest = folder.appendingPathComponent("consent-sim-export.txt")
        let listed = try String(contentsOf: manifest, encoding: .utf8)
        try listed.replacingOccurrences(of: "\nparticipants.csv\n", with: "\n").write(to: manifest, atomically: true, encoding: .utf8)
        try Data("mine".utf8).write(to: folder.appendingPathComponent("participants.csv"))
        let before = contents(folder)
        let r = run(["--format", "lamp", "--days", "2", "--out", folder.path, "--force"])
        #expect(r.code == .cannotCreate)
        #expect(r.output.err == "consent-sim: --out: cannot create \(folder.path)/participants.csv: "
                + "it exists and an earlier export did not write it; nothing was replaced\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("participants.csv"), encoding: .utf8) == "mine")
        // The refusal leaves --out as it was: the earlier export is still whole, manifest and all.
        #expect(contents(folder) == before)
    }

    /// A file of the user's where the new export needs a folder stops it too, before the earlier
    /// export is touched.
    @Test func forceNeverReplacesAFileWhereAFolderMustGo() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run(["--format", "lamp", "--days", "2", "--out", folder.path]).code == .success)
        let manifest = folder.appendingPathComponent("consent-sim-export.txt")
        let listed = try String(contentsOf: manifest, encoding: .utf8)
        let user = try #require(listed.split(separator: "\n").first { $0.contains("/") && !$0.hasPrefix("#") }?.split(separator: "/").first)
        let kept = listed.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix(user + "/") }
        try kept.joined(separator: "\n").write(to: manifest, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: folder.appendingPathComponent(String(user)))
        try Data("mine".utf8).write(to: folder.appendingPathComponent(String(user)))
        let before = contents(folder)
        let r = run(["--format", "lamp", "--days", "2", "--out", folder.path, "--force"])
        #expect(r.code == .cannotCreate)
        #expect(r.output.err.contains("\(folder.path)/\(user): the export needs a folder here and it is not one"), "\(r.output.err)")
        #expect(contents(folder) == before)
    }
}

private extension FileManager {
    func isDirectory(_ url: URL) -> Bool {
        var folder: ObjCBool = false
        return fileExists(atPath: url.path, isDirectory: &folder) && folder.boolValue
    }
}

extension ExportCommandTests {
    /// A run that ends without a dataset (a signal, a failure) leaves --out as it was: a folder
    /// it made is taken away again (a signal used to leave a new empty one), one the user had stays.
    @Test func aDiscardedRunLeavesOutAsItWas() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = folder.appendingPathComponent("new").path
        try ExportDestination(out: made, force: false).discard()
        #expect(!FileManager.default.fileExists(atPath: made))
        try DossierDestination(out: made).discard()
        #expect(!FileManager.default.fileExists(atPath: made))
        let theirs = folder.appendingPathComponent("theirs").path
        try FileManager.default.createDirectory(atPath: theirs, withIntermediateDirectories: false)
        try ExportDestination(out: theirs, force: false).discard()
        try DossierDestination(out: theirs).discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: theirs) == [])
    }
}
