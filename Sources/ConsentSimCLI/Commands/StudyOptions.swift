import Foundation
import Simulation
import SimCore

/// The options that set up the simulated phone and the participant's language, shared by
/// `run` and `week` and parsed in one place. Nil means the simulation's default.
package struct StudyOptions: Equatable, Sendable {
    package var seed: UInt64?
    package var start: Date?
    /// Whether an Apple Watch is paired (default: yes).
    package var watch: Bool?
    /// The study's localization for the participant's text (`de`).
    package var language: String?
    /// When the study app first asks for Motion & Fitness (nil: after the sheet when its
    /// Info.plist says it uses it).
    package var motion: MotionQueryTiming?
    /// The iOS version the phone runs (nil: the current release).
    package var osVersion: OSVersion?

    package init(seed: UInt64? = nil, start: Date? = nil, watch: Bool? = nil, language: String? = nil) {
        self.seed = seed; self.start = start; self.watch = watch; self.language = language
    }

    static let languageSpec = OptionSpec.value(.lang, "LANG", "the participant's iPhone language, e.g. de: the system's own text "
                                               + "(\(SystemText.all.map(\.language).joined(separator: ", "))) and the study's, "
                                               + "which falls back to its development language")

    static let iosSpec = OptionSpec.value(.ios, "VERSION", "the phone's iOS version, e.g. 17.4, 18, 26 or 27 (default \(OSVersion.current)): "
                                          + "which sensors exist and how the Motion & Fitness alert reads")

    static let specs: [OptionSpec] = [
        .value(.seed, "N", "sample seed, a whole number (default \(SimulatedPhone.Options().seed))"),
        .value(.start, "DATE", "ISO 8601 start of the virtual clock (default \(ISODateTime.string(from: SimulatedPhone.Options().start)))"),
        .flag(.watch, "an Apple Watch is paired (the default)"),
        .flag(.noWatch, "no Apple Watch is paired"),
        languageSpec,
        .value(.motion, "WHEN", "when the app first asks for Motion & Fitness: "
               + MotionQueryTiming.allCases.map(\.rawValue).joined(separator: ", ") + " (default "
               + "\(MotionQueryTiming.unset(usesMotionActivity: true)) when its Info.plist has NSMotionUsageDescription, "
               + "else \(MotionQueryTiming.unset(usesMotionActivity: false)))"),
        iosSpec,
    ]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        seed = try arguments.wholeNumber(.seed)
        start = try arguments.dateTime(.start)
        let paired = arguments.flag(.watch), unpaired = arguments.flag(.noWatch)
        if paired && unpaired { throw UsageError("--watch and --no-watch contradict each other; give one") }
        watch = paired ? true : unpaired ? false : nil
        language = arguments.value(.lang)
        osVersion = try arguments.osVersion(.ios)
        if let text = arguments.value(.motion) {
            let names = MotionQueryTiming.allCases.map(\.rawValue)
            guard let timing = MotionQueryTiming(rawValue: text) else {
                throw UsageError("--motion expects \(names.joined(separator: ", ")), got \(text)")
            }
            motion = timing
        }
    }
}
