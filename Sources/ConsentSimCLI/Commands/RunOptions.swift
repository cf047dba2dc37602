import Scenarios
import Simulation
import SensorKitSim
import StudyConfig

/// `consent-sim [run [STUDY]]`: the interactive demo's options.
package struct RunOptions: Equatable, Sendable {
    /// The study folder; nil for the bundled sleep study.
    package var study: String?
    /// The simulated phone and the participant's language: seed, start, Watch, --lang, --motion.
    package var setup = StudyOptions()
    /// Virtual seconds per real second (nil: the simulation's default, 60).
    package var speed: Double?
    /// Where to write the walk-through as a scenario when the demo ends.
    package var record: String?
    /// A scenario for autoplay to play at human pace, and the seconds each step takes.
    package var play: String?
    package var pace = RunOptions.defaultPace
    /// Where to write an asciicast of the session.
    package var cast: String?
    /// Another version of the same app, installed over the participant when `u` is pressed.
    package var updateTo: String?
    /// A saved participant: resumed when the file exists, saved after every change and on exit.
    package var state: String?
    /// Where the screenshot key saves (nil: the current folder).
    package var screenshots: String?
    /// Sensors marked Required for a demo, as a scenario's `required:` marks them.
    package var required: [SRSensor] = []

    /// Xcode project target, configuration and build variables for the study.
    package var project = StudyLoadOptions()

    package init() {}

    /// Ten minutes a step at most: a presenter may talk long over one (Space pauses for longer).
    static let longestPace = 600.0
    /// Seconds autoplay spends on each step when --pace is not given.
    static let defaultPace = 1.5

    static let specs: [OptionSpec] = StudyOptions.specs + StudyLoadOptions.specs + [
        .value(.speed, "N", "virtual seconds per real second (default \(Int(SystemUI.defaultSpeed)); rounded up to "
               + SystemUI.speeds.dropLast().map { String(Int($0)) }.joined(separator: ", ") + " or \(Int(DemoSession.maximumSpeed)))"),
        .value(.record, "FILE.yaml", "when the demo ends, write the walk-through as a scenario to this file"),
        .value(.play, "FLOW.yaml", "autoplay this scenario at human pace (Space pause, → next, ← back, a after taking over)"),
        .value(.updateTo, "STUDY", "another version of the same app (same bundle identifier), installed over the participant by u"),
        .value(.state, "FILE", "a saved participant: resume from FILE if it exists (with their own seed, clock, Watch pairing, iOS and language, which --seed, --start, --watch and --lang set for a new FILE; a symbolic link is followed, and one to no file yet is a new FILE), save to it after every change and on exit"),
        .value(.pace, "SECONDS", "seconds autoplay spends on each step, more than 0 and at most \(Int(longestPace)) (default \(defaultPace))"),
        CastOption.spec,
        .value(.screenshots, "DIR", "where the screenshot key (c) and a flow's screenshot: steps save .txt, .ansi and .svg files (default: this folder)"),
        .repeatable(.required, "SENSOR", "mark this sensor Required for the demo, as a scenario's required: does (an SRSensor name; "
                    + "comma-separated or repeatable)"),
    ]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        project = try StudyLoadOptions(arguments)
        setup = try StudyOptions(arguments)
        if let text = arguments.value(.speed) {
            let top = DemoSession.maximumSpeed
            guard let v = Double(text), v > 0, v <= top else {
                throw UsageError("--speed expects virtual seconds per real second, more than 0 and at most \(Int(top)), got \(text)")
            }
            speed = v
        }
        if let path = arguments.value(.record) {
            guard path.hasSuffix(".yaml") || path.hasSuffix(".yml") else {
                throw UsageError("--record writes a scenario: give a .yaml file, got \(path)")
            }
            record = path
        }
        study = try arguments.positionals(atMost: 1, "one study folder").first
        play = arguments.value(.play)
        if let text = arguments.value(.pace) {
            guard play != nil else { throw UsageError("--pace sets autoplay's pace: give it with --play FLOW.yaml") }
            guard let v = Double(text), v > 0, v <= Self.longestPace else {
                throw UsageError("--pace expects seconds per step, more than 0 and at most \(Int(Self.longestPace)), got \(text)")
            }
            pace = v
        }
        if play != nil && record != nil {
            throw UsageError("--play and --record cannot go together: autoplay's steps are already a scenario")
        }
        updateTo = arguments.value(.updateTo)
        if updateTo != nil && play != nil {
            throw UsageError("--update-to and --play cannot go together: a flow installs its own versions with update: steps")
        }
        state = arguments.value(.state)
        if state != nil && play != nil {
            throw UsageError("--state and --play cannot go together: a flow starts from a saved participant with its state: header")
        }
        if state != nil && record != nil {
            throw UsageError("--state and --record cannot go together: a recorded walk starts from a fresh install")
        }
        cast = try CastOption.value(arguments)
        screenshots = try arguments.outputFolder(.screenshots)
        for name in arguments.allValues(.required).flatMap({ $0.split(separator: ",", omittingEmptySubsequences: false) }) {
            switch SensorWords.sensor(name.trimmingCharacters(in: .whitespaces)) {
            case .success(let sensor): if !required.contains(sensor) { required.append(sensor) }
            case .failure(let p): throw UsageError("--required: " + p.message + (p.suggestion.map { "; " + $0 } ?? ""), command: .run)
            }
        }
        if !required.isEmpty && state != nil {
            throw UsageError("--required and --state cannot go together: a saved participant keeps the sheet it answered", command: .run)
        }
    }
}
