import Foundation
import Scenarios
import Simulation
import StudyConfig

/// `consent-sim [run [STUDY]]`: the interactive demo, in this terminal.
enum RunCommand {
    static func run(_ args: inout Arguments) throws -> ExitCode {
        var options = SimulatedPhone.Options()
        if let s = try args.value("--seed") {
            guard let v = UInt64(s) else { throw Arguments.UsageError(message: "--seed expects a whole number ≥ 0, got \(s)") }
            options.seed = v
        }
        if let s = try args.value("--start") {
            guard let d = ISO8601DateFormatter().date(from: s) else {
                throw Arguments.UsageError(message: "--start expects an ISO 8601 date-time such as 2026-03-02T08:00:00Z, got \(s)")
            }
            options.start = d
        }
        let watch = args.flag("--watch"), noWatch = args.flag("--no-watch")
        if watch && noWatch { throw Arguments.UsageError(message: "--watch and --no-watch contradict each other; give one") }
        if noWatch { options.watchPaired = false }
        var speed = 60.0
        if let s = try args.value("--speed") {
            let top = ConsentSimulation.speeds.last ?? 86_400
            guard let v = Double(s), v > 0, v <= top else {
                throw Arguments.UsageError(message: "--speed expects virtual seconds per real second, more than 0 and at most \(Int(top)), got \(s)")
            }
            speed = v
        }
        let lang = try args.value("--lang")
        let recordPath = try args.value("--record")
        if let recordPath, !(recordPath.hasSuffix(".yaml") || recordPath.hasSuffix(".yml")) {
            throw Arguments.UsageError(message: "--record writes a scenario: give a .yaml file, got \(recordPath)")
        }
        if let recordPath {
            var isDir: ObjCBool = false
            let folder = URL(fileURLWithPath: recordPath).deletingLastPathComponent().path
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDir), isDir.boolValue else {
                throw Arguments.UsageError(message: "--record \(recordPath): the folder \(folder) does not exist")
            }
        }
        let folder = args.popCommand().map { URL(fileURLWithPath: $0) } ?? BundledStudy.folder()
        try args.finish()

        var study: Study?
        if let folder {
            do {
                study = try StudyLoader.load(folder: folder)
            } catch {
                FileHandle.standardError.write(Data("consent-sim: \(error)\n".utf8))
                return .usage
            }
        } else if lang != nil {
            throw Arguments.UsageError(message: "--lang needs the study's folder, and the bundled studies were not found")
        } else {
            FileHandle.standardError.write(Data("consent-sim: note: bundled studies not found; using the built-in copy of the sleep study\n".utf8))
        }
        let language = try study.flatMap { try StudyLanguage.validated(lang, in: $0) }
        let simulation = DemoSimulation.make(study: study, language: language, options: options, speed: speed)
        var recording: Recording?
        if let recordPath {
            guard let folder else { throw Arguments.UsageError(message: "--record needs the study's folder, and the bundled studies were not found") }
            let target = URL(fileURLWithPath: recordPath)
            let recorder = ScenarioRecorder(name: "Recorded walk-through of \(simulation.snapshot.profile.appName)",
                                            study: RelativePath.from(target.deletingLastPathComponent(), to: folder),
                                            seed: options.seed, start: options.start, watch: options.watchPaired, lang: language)
            recording = Recording(path: recordPath, recorder: recorder)
        }
        let launched = simulation.send(.launch)
        recording?.recorder.record(.launch, events: launched, now: simulation.snapshot.now)
        return InteractiveSession.run(simulation, recording: recording)
    }
}
