import Foundation
import Simulation
import StudyConfig

/// `consent-sim week`: the headless simulated week.
enum WeekCommand {
    static func run(_ args: inout Arguments) throws -> ExitCode {
        var o = HeadlessWeek.Options()
        if let s = try args.value("--seed") {
            guard let v = UInt64(s) else { throw Arguments.UsageError(message: "--seed expects a whole number ≥ 0, got \(s)") }
            o.phone.seed = v
        }
        if let s = try args.value("--start") {
            guard let d = ISO8601DateFormatter().date(from: s) else {
                throw Arguments.UsageError(message: "--start expects an ISO 8601 date-time such as 2026-03-02T08:00:00Z, got \(s)")
            }
            o.phone.start = d
        }
        if let s = try args.value("--days") {
            guard let v = Int(s), (1...60).contains(v) else { throw Arguments.UsageError(message: "--days expects 1 to 60, got \(s)") }
            o.days = v
        }
        if args.flag("--no-watch") { o.phone.watchPaired = false }
        if args.flag("--deny") { o.allow = false }
        let folder = args.popCommand().map { URL(fileURLWithPath: $0) } ?? BundledStudy.folder()
        try args.finish()
        if let folder {
            do {
                o.profile = StudyProfile(study: try StudyLoader.load(folder: folder))
            } catch {
                FileHandle.standardError.write(Data("consent-sim: \(error)\n".utf8))
                return .usage
            }
        } else {
            FileHandle.standardError.write(Data("consent-sim: note: bundled studies not found; using the built-in copy of the sleep study\n".utf8))
        }
        print(HeadlessWeek.run(o).text())
        return .success
    }
}
