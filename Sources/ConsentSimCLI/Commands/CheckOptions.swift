import StudyConfig
import SimCore
/// `consent-sim check STUDY`: the review checklist's options.
package struct CheckOptions: Equatable, Sendable {
    package var study: String?
    package var infoPlist: String?
    package var entitlements: String?
    package var language: String?
    /// The iOS version the participant's phone runs (nil: the current release).
    package var osVersion: OSVersion?
    package var format = OutputFormat.text

    /// Xcode project target, configuration and build variables for the study.
    package var project = StudyLoadOptions()

    package init() {}

    static let specs: [OptionSpec] = StudyLoadOptions.specs + [
        .value(.infoPlist, "FILE", "use this Info.plist instead of STUDY/Info.plist"),
        .value(.entitlements, "FILE", "use this entitlements file"),
        StudyOptions.languageSpec,
        StudyOptions.iosSpec,
        .value(.format, "FORMAT", "text (default) or json: one object with the keys "
               + CheckReport.JSONField.allCases.map(\.rawValue).joined(separator: ", ")),
    ]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        project = try StudyLoadOptions(arguments)
        infoPlist = arguments.value(.infoPlist)
        entitlements = arguments.value(.entitlements)
        language = arguments.value(.lang)
        osVersion = try arguments.osVersion(.ios)
        format = try OutputFormat(arguments)
        study = try arguments.positionals(atMost: 1, "one study folder").first
        guard study != nil || infoPlist != nil else { throw UsageError("check needs a study folder (or --info-plist FILE)") }
    }
}
