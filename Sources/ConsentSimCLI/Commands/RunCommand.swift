import Foundation
import Scenarios
import SensorKitSim
import Simulation
import StudyConfig

/// `consent-sim [run [STUDY]]`: the interactive demo, in this terminal.
enum RunCommand {
    static func run(_ options: RunOptions, _ context: CommandContext) throws -> ExitCode {
        // Before the walk, not after it: a walk-through that cannot be saved is wasted.
        if let record = options.record { try RecordingSave.checkWritable(record) }
        if let cast = options.cast { try OutputFile.checkCreatable(cast, option: "--cast") }
        // The participant is saved after every change: a folder that is not there was found only
        // when the demo ended, every save of the session lost (exit 73 after the walk).
        if let state = options.state { try OutputFile.checkCreatable(state, option: "--state") }
        let demo: DemoSession
        var autoplay: Autoplay?
        if let flow = options.play {
            // The flow's header sets the phone up; the study and options given on the command
            // line override it (a flow shown on another study). Its loader checks --lang.
            demo = try DemoSession(autoplaying: flow, study: options.study, options: options.setup, project: options.project,
                                   required: options.required, speed: options.speed, hostedApp: context.hostedApp)
            demo.pauseClock()
            demo.writeScreenshots(in: options.screenshots ?? ".")
            autoplay = Autoplay(steps: demo.autoplaySteps, pace: options.pace, now: context.clock())
        } else {
            var setup = options.setup
            // Refused before the note that the built-in copy is used, which it then would not be.
            if options.study == nil, BundledStudy.folder() == nil {
                if options.record != nil { throw StudySource.needsStudyFolder("--record", for: .run) }
                if !options.required.isEmpty { throw StudySource.needsStudyFolder("--required", for: .run) }
            }
            let (study, folder) = try StudySource.load(options.study, options: &setup, project: options.project, for: .run, context.output)
            let required = try requiredSensors(options.required, of: study, language: setup.language)
            var recording: (file: String, studyFolder: URL)?
            if let record = options.record {
                guard let folder else {
                    throw StudySource.needsStudyFolder("--record", for: .run)
                }
                recording = (record, folder)
            }
            if let path = options.state {
                // A file that is there but refused is left as it is: the demo never starts, so never saves.
                let saved: ParticipantState?
                do { saved = ParticipantFile.isNew(path) ? nil : try ParticipantFile.read(path) } catch {
                    throw InputError(error.description)
                }
                if let study, let problem = saved?.languageProblem(in: study) { throw InputError("\(path): \(problem)") }
                // What the participant brings (seed, clock, Watch pairing) would be dropped without a word.
                if let clash = setup.clash(with: saved, in: path) { throw clash }
                if setup.language == nil { setup.language = saved?.lang }
                demo = try DemoSession(study: study, state: path, saved: saved, options: setup, speed: options.speed,
                                       project: options.project, hostedApp: context.hostedApp)
            } else {
                demo = DemoSession(study: study, options: setup, speed: options.speed, recording: recording, project: options.project,
                                   required: required, hostedApp: context.hostedApp)
            }
            if let next = options.updateTo {
                // Loaded now, so a version that cannot load or is another app is refused before the demo starts.
                let newer: Study
                do { newer = try StudySource.load(path: URL(fileURLWithPath: next), project: options.project, forSimulation: true) } catch {
                    throw InputError("--update-to: \(error.message)")
                }
                try demo.stageUpdate(newer, path: next, project: options.project, recordingTo: options.record)
            }
            demo.launch()
        }
        // Made last, once the study loaded and a terminal is there: a demo refused (exit 64, or 2
        // without a terminal) left an empty --screenshots folder behind.
        if let folder = options.screenshots {
            try context.terminal.checkUsable()
            try OutputFile.prepareFolder(folder, option: "--screenshots")
        }
        let sharing = InteractiveSession.Sharing(cast: options.cast, screenshots: options.screenshots ?? ".")
        return try InteractiveSession.run(demo, recordTo: options.record, sharing: sharing, autoplay: autoplay, context)
    }

    /// The study's Required sensors with `--required`'s added (nil when none is given); a sensor
    /// the study does not request is refused, naming the ones it does.
    private static func requiredSensors(_ sensors: [SRSensor], of study: Study?, language: String?) throws(UsageError) -> Set<SRSensor>? {
        guard !sensors.isEmpty else { return nil }
        guard let study else {
            throw StudySource.needsStudyFolder("--required", for: .run)
        }
        let overrides = StudyOverrides(required: sensors)
        if let stray = overrides.stray(in: study) { throw UsageError("--" + stray.message, command: .run) }
        return overrides.requiredSensors(of: study, language: language)
    }
}
