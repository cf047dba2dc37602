import Foundation
import Testing
@testable import ConsentSimCLI

/// Outputs named by a path that is not a plain file (a FIFO, a device, a descriptor, a symbolic
/// link) are written through or followed, never replaced; lost standard output is exit 74.
@Suite struct OutputTargetTests {
    let flow = Fixtures.flows.appendingPathComponent("all-allowed.yaml").path

    /// The kind of thing at `path`, not following a link (`S_IFIFO`, `S_IFCHR`, `S_IFLNK`...).
    func kind(_ path: String) -> mode_t {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        return info.st_mode & S_IFMT
    }

    /// Reads a FIFO on its own thread while the command writes it, as a CI step's `cat` would.
    final class FIFOReader: @unchecked Sendable {
        private var bytes: [UInt8] = []
        private let done = DispatchSemaphore(value: 0)
        /// Holds the FIFO open for writing so the reader's open returns at once and the reader
        /// sees the end of the file only when the test says so, whatever the command did.
        private let keeper: Int32

        init(_ path: String) {
            keeper = open(path, O_RDWR | O_CLOEXEC)
            // Opened here, not on the thread: a thread that started only after the command had
            // written and the keeper had let go waited in open for a writer for ever.
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            Thread.detachNewThread { [self] in
                var chunk = [UInt8](repeating: 0, count: 4096)
                while fd >= 0 {
                    let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                    if n <= 0 { break }
                    bytes += chunk[..<n]
                }
                if fd >= 0 { close(fd) }
                done.signal()
            }
        }

        /// Everything read, once the keeper lets go.
        func text() -> String {
            close(keeper)
            done.wait()
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    @Test func aJUnitReportIntoAFIFOReachesItsReaderAndTheFIFOStays() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("junit.pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = FIFOReader(fifo)
        let r = CommandRun.run(["play", flow, "--junit", fifo])
        let received = reader.text()
        #expect(r.code == .success, Comment(rawValue: r.output.err))
        #expect(received.contains("<testsuite"))
        #expect(kind(fifo) == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["junit.pipe"])
    }

    /// A name of up to 255 bytes is written: its temporary file beside it (`.NAME.PID.tmp`,
    /// 16 bytes longer) is named within the limit too, and two long names that begin alike
    /// get temporary files of their own.
    @Test func aFileWhoseNameFillsTheLimitIsWritten() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = String(repeating: "n", count: 250) + ".ansi"
        try OutputFile.write("screen\n", to: folder.appendingPathComponent(name).path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [name])
        let a = OutputFile.temporaryName(for: name), b = OutputFile.temporaryName(for: String(name.dropLast(4)) + "svgz")
        #expect(a.utf8.count <= 255 && b.utf8.count <= 255 && a != b)
        #expect(OutputFile.temporaryName(for: "report.xml") == ".report.xml.\(getpid()).tmp")
    }

    @Test func aDeviceIsWrittenThroughAndStaysADevice() {
        let r = CommandRun.run(["play", flow, "--junit", "/dev/null"])
        #expect(r.code == .success, Comment(rawValue: r.output.err))
        #expect(kind("/dev/null") == S_IFCHR)
    }

    /// An output folder that is a link to nothing said only "File exists" (mkdir's words).
    @Test func aDanglingLinkAsTheOutputFolderIsNamedAsSuch() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("out").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder.appendingPathComponent("gone").path)
        let r = CommandRun.run(["play", flow, "--transcript", link])
        #expect(r.code == .cannotCreate)
        #expect(r.output.err.contains("--transcript: cannot create \(link): it is a symbolic link to \(folder.path)/gone, which does not exist"),
                Comment(rawValue: r.output.err))
    }

    /// A device that refuses the bytes is exit 73 naming the option, and says the report could
    /// not be written (the device was there: "cannot create" and no option misled).
    @Test func aFullDeviceIsNamedWithItsOption() {
        let r = CommandRun.run(["play", flow, "--junit", "/dev/full"])
        #expect(r.code == .cannotCreate)
        #expect(r.output.err.contains("consent-sim: --junit: cannot write /dev/full: No space left on device"), Comment(rawValue: r.output.err))
        #expect(kind("/dev/full") == S_IFCHR)
    }

    /// `/dev/fd/N` (and `/dev/stdout`, its sibling) names a descriptor already open: the report
    /// goes after what is in that file, which is the same file afterwards.
    @Test func aDescriptorPathAppendsToTheOpenFile() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("log.txt").path
        let fd = open(file, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        defer { close(fd) }
        #expect(write(fd, "before\n", 7) == 7)
        var before = stat()
        fstat(fd, &before)
        let r = CommandRun.run(["play", flow, "--junit", "/dev/fd/\(fd)"])
        #expect(r.code == .success, Comment(rawValue: r.output.err))
        var after = stat()
        #expect(stat(file, &after) == 0)
        #expect(after.st_ino == before.st_ino)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.hasPrefix("before\n<?xml"))
        #expect(text.contains("<testsuite"))
    }

    /// `--cast` takes what is written in place whatever its name (a FIFO, `/dev/fd/N`), for
    /// `play` and `run` alike: it was refused with "give a .cast file". A regular path still
    /// needs the `.cast` name, and standard output, which carries the report, is refused.
    @Test func aCastGoesIntoAFIFOOrADescriptorWhateverItsName() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("cast.pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = FIFOReader(fifo)
        let played = CommandRun.run(["play", flow, "--cast", fifo])
        let received = reader.text()
        #expect(played.code == .success, Comment(rawValue: played.output.err))
        #expect(received.hasPrefix("{") && received.contains("\"version\":2"), "\(received.prefix(80))")
        #expect(kind(fifo) == S_IFIFO)
        let file = folder.appendingPathComponent("out.log").path
        let fd = open(file, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        defer { close(fd) }
        let demo = CommandRun.run(["run", Fixtures.sleepStudy.path, "--cast", "/dev/fd/\(fd)"], script: [.init(at: 0.5, .key(.char("q")))])
        #expect(demo.code == .success, Comment(rawValue: demo.output.err))
        let cast = try String(contentsOfFile: file, encoding: .utf8)
        #expect(cast.hasPrefix("{") && cast.contains("\"version\":2"), "\(cast.prefix(80))")
        let named = CommandRun.run(["play", flow, "--cast", folder.appendingPathComponent("film.txt").path])
        #expect(named.code == .usage)
        #expect(named.output.err.hasPrefix("consent-sim: --cast writes an asciicast: give a .cast file (or a FIFO or descriptor such as /dev/fd/3)"))
        let mixed = CommandRun.run(["play", flow, "--cast", "/dev/fd/1"])
        #expect(mixed.code == .usage && mixed.output.err.contains("--cast /dev/fd/1 is standard output"), Comment(rawValue: mixed.output.err))
    }

    @Test func aSymbolicLinkIsFollowedAndKept() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reports = folder.appendingPathComponent("reports")
        try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: false)
        try "old".write(to: reports.appendingPathComponent("junit.xml"), atomically: false, encoding: .utf8)
        let link = folder.appendingPathComponent("latest.xml").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "reports/junit.xml")
        // A link to a file not there yet: the file is created where it points.
        let castLink = folder.appendingPathComponent("latest.cast").path
        try FileManager.default.createSymbolicLink(atPath: castLink, withDestinationPath: "reports/flow.cast")
        let r = CommandRun.run(["play", flow, "--junit", link, "--cast", castLink])
        #expect(r.code == .success, Comment(rawValue: r.output.err))
        #expect(kind(link) == S_IFLNK)
        #expect(kind(castLink) == S_IFLNK)
        #expect(try String(contentsOf: reports.appendingPathComponent("junit.xml"), encoding: .utf8).contains("<testsuite"))
        #expect(try String(contentsOf: reports.appendingPathComponent("flow.cast"), encoding: .utf8).contains("\"version\":2"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: reports.path).sorted() == ["flow.cast", "junit.xml"])
    }

    /// Runs `arguments` with standard output on `/dev/full`; the code and standard error.
    func runIntoAFullDisk(_ arguments: [String]) throws -> (code: ExitCode, err: String) {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let full = open("/dev/full", O_WRONLY | O_CLOEXEC)
        let errFile = folder.appendingPathComponent("err").path
        let err = open(errFile, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        defer { close(full); close(err) }
        let terminal = ScriptedTerminal(width: 120, height: 40, script: [])
        let code = CommandLineTool.run(arguments, context: CommandContext(terminal: terminal, clock: terminal.now,
                                                                           output: .writing(out: full, err: err), environment: [:]))
        return (code, try String(contentsOfFile: errFile, encoding: .utf8))
    }

    @Test(arguments: [["check", Fixtures.sleepStudy.path],
                      ["play", Fixtures.flows.appendingPathComponent("all-allowed.yaml").path, "--format", "json"],
                      ["week", Fixtures.sleepStudy.path, "--days", "1"],
                      ["--version"]])
    func standardOutputThatCannotBeWrittenExits74(arguments: [String]) throws {
        let r = try runIntoAFullDisk(arguments)
        #expect(r.code == .outputLost)
        #expect(ExitCode.outputLost.rawValue == 74)
        #expect(r.err.hasSuffix("consent-sim: cannot write standard output: No space left on device\n"))
    }

    @Test func aCastThatCannotBeWrittenAtTheEndIsSavedElsewhereAndSaysWhere() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A folder where the cast should go: found only when the cast is written.
        let target = folder.appendingPathComponent("flow.cast")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        let r = CommandRun.run(["play", flow, "--cast", target.path])
        let fallback = RecordingSave.fallbackPath(for: target.path)
        defer { try? FileManager.default.removeItem(atPath: fallback) }
        #expect(r.code == .cannotCreate)
        #expect(r.output.err == "consent-sim: --cast: cannot create \(target.path): Is a directory\n"
                + "consent-sim: the cast is saved in \(fallback) instead\n")
        #expect(try String(contentsOfFile: fallback, encoding: .utf8).contains("\"version\":2"))
    }

    @Test func aDemoCastThatCannotBeWrittenIsSavedElsewhereAfterTheTerminalIsBack() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("demo.cast")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        let r = CommandRun.run(["run", Fixtures.sleepStudy.path, "--cast", target.path], script: [.init(at: 0.5, .key(.char("q")))])
        let fallback = RecordingSave.fallbackPath(for: target.path)
        defer { try? FileManager.default.removeItem(atPath: fallback) }
        #expect(r.code == .cannotCreate)
        #expect(r.output.err == "consent-sim: --cast: cannot create \(target.path): Is a directory\n"
                + "consent-sim: the cast is saved in \(fallback) instead\n")
        #expect(try String(contentsOfFile: fallback, encoding: .utf8).contains("\"version\":2"))
        #expect(r.terminal.isStopped)
    }
}
