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
    /// Warnings fail the check too (exit 1), for a CI gate stricter than Apple's review.
    package var strict = false
    /// The earlier version to compare with (`--against V1`): the report lists what changes for
    /// its participants and for new ones, instead of the checklist. Read with `project`, but for
    /// the target and configuration `--against-target` and `--against-configuration` name.
    package var against: String?
    package var againstProject = StudyLoadOptions()

    /// Xcode project target, configuration and build variables for the study.
    package var project = StudyLoadOptions()

    package init() {}

    static let specs: [OptionSpec] = StudyLoadOptions.specs + [
        .value(.infoPlist, "FILE", "use this Info.plist instead of STUDY/Info.plist"),
        .value(.entitlements, "FILE", "use this entitlements file"),
        StudyOptions.languageSpec,
        StudyOptions.iosSpec,
        .value(.against, "STUDY", "compare with this earlier version: what changes for its participants and for new ones"),
        .value(.againstTarget, "NAME", "the --against project's target (default: --target)"),
        .value(.againstConfiguration, "NAME", "the --against project's configuration (default: --configuration)"),
        .flag(.strict, "exit 1 with warnings too, not only with errors (a CI gate that keeps warnings out)"),
        .value(.format, "FORMAT", "text (default) or json: one object with the keys "
               + CheckReport.JSONField.allCases.map(\.rawValue).joined(separator: ", ")
               + "; with --against, {\"changes\": [...]}"),
    ]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        project = try StudyLoadOptions(arguments)
        infoPlist = arguments.value(.infoPlist)
        entitlements = arguments.value(.entitlements)
        language = arguments.value(.lang)
        osVersion = try arguments.osVersion(.ios)
        format = try OutputFormat(arguments)
        strict = arguments.flag(.strict)
        study = try arguments.positionals(atMost: 1, "one study folder").first
        against = arguments.value(.against)
        againstProject = project
        if let t = arguments.value(.againstTarget) { againstProject.target = t }
        if let c = arguments.value(.againstConfiguration) { againstProject.configuration = c }
        if strict && against != nil {
            throw UsageError("--strict fails the checklist on warnings, and --against lists changes instead of the checklist: give one of them")
        }
        // The comparison reads the two versions' files, whatever the phone runs: --ios would be dropped unsaid.
        if osVersion != nil && against != nil {
            throw UsageError("--ios sets the phone of the checklist's preview, and --against compares the two versions' files "
                             + "instead, on no phone in particular: give one of them")
        }
        if against == nil && againstProject != project {
            throw UsageError("--against-target and --against-configuration read the --against study: give --against STUDY")
        }
        guard study != nil || infoPlist != nil else { throw UsageError("check needs a STUDY: a study folder, an .xcodeproj or a repository root (or --info-plist FILE)") }
    }
}
