import Export
import Foundation
import Scenarios
import SensorKitSim

/// `consent-sim export [STUDY] --format SHAPE --out DIR`: the options.
package struct ExportCommandOptions: Equatable, Sendable {
    /// The study, the phone and the days, as `week` takes them: the export is that week's data.
    package var week = WeekOptions()
    package var format = ExportFormat.radarCSV
    package var out = ""
    package var participants = 1
    package var declineRate = 0.0
    package var watchShare: Double?
    /// Days over which a cohort's enrolment is spread (default: 7 for a cohort, 0 for one person).
    package var enrolmentDays: Int?
    package var projectId: String?
    package var radarQuirks = false
    package var lampLegacy = false
    /// Export into a folder an earlier export wrote, removing what that one listed first.
    package var force = false
    /// Print the estimate of rows and bytes and write nothing.
    package var dryRun = false
    /// Export even when the estimate exceeds the free space of --out's filesystem.
    package var ignoreFreeSpace = false
    /// `--rates accelerometer=10`: samples per second, as a scenario's `rates:` sets them.
    package var rates: [SensorRate] = []
    /// `--sensors accelerometer,visits`: the study's sensors to export; nil: all of them.
    package var sensors: [SRSensor]?

    package init() {}

    static let participantRange = 1...100_000
    static let enrolOverRange = 0...365

    static let specs: [OptionSpec] = WeekOptions.specs + [
        .value(.format, "SHAPE", ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
               + ": the backend's shape (required)"),
        .value(.out, "DIR", "the output folder (required; created if missing; must be empty unless --force)"),
        .value(.participants, "N", "participants in the cohort, \(participantRange.lowerBound) to \(participantRange.upperBound) (default 1: the `week` participant)"),
        .value(.declineRate, "P", "chance a participant declines each sensor, 0 to 1 (default 0); a declined Required sensor means not enrolled"),
        .value(.watchShare, "P", "share of participants with a paired Apple Watch, 0 to 1 (default: --watch/--no-watch)"),
        .value(.enrolOver, "DAYS", "spread the cohort's enrolment dates over DAYS days from --start, 0 to \(enrolOverRange.upperBound) (default 7; with --participants above 1)"),
        .value(.projectId, "ID", "RADAR projectId, for the radar-* formats (default: the app's bundle identifier)"),
        .flag(.radarQuirks, "reproduce the RADAR iOS plugin's documented quirks (decimation, timeReceived = time, ...)"),
        .flag(.lampLegacy, "mindLAMP's 2022 convention: durations in seconds, visit times on Apple's 2001 clock"),
        .flag(.force, "export into a folder an earlier export wrote: first remove the files its consent-sim-export.txt lists"),
        .flag(.dryRun, "print the estimate of rows and bytes (per sensor) and the free space of --out's filesystem; write nothing"),
        .flag(.ignoreFreeSpace, "export even when the estimate is larger than the free space of --out's filesystem"),
        .repeatable(.rates, "SENSOR=HZ", "samples per second for a sensor whose rate is a setting, as a scenario's rates: sets it "
                    + "(accelerometer=10; comma-separated or repeatable)"),
        .repeatable(.sensors, "SENSOR", "export only these of the study's sensors, by SRSensor name (comma-separated or "
                    + "repeatable); the participant still answers the whole sheet"),
    ]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        week = try WeekOptions(arguments)
        guard let shape = try arguments.choice(.format, of: ExportFormat.allCases.map(\.rawValue)) else {
            throw UsageError("export needs --format \(ExportFormat.allCases.map(\.rawValue).joined(separator: "|"))")
        }
        format = ExportFormat(rawValue: shape)!
        guard let out = try arguments.outputFolder(.out), !out.isEmpty else { throw UsageError("export needs --out DIR") }
        self.out = out
        participants = try arguments.integer(.participants, in: Self.participantRange) ?? participants
        declineRate = try arguments.fraction(.declineRate) ?? declineRate
        // --deny declines every sensor for every participant; a chance of declining each says otherwise.
        if !week.allow, arguments.value(.declineRate) != nil {
            throw UsageError("--deny and --decline-rate contradict each other (--deny declines every sensor for every "
                             + "participant, --decline-rate each sensor by chance); give one", command: .export)
        }
        watchShare = try arguments.fraction(.watchShare)
        if watchShare != nil, week.setup.watch != nil { throw UsageError("--watch-share and --watch/--no-watch contradict each other; give one") }
        enrolmentDays = try arguments.integer(.enrolOver, in: Self.enrolOverRange)
        projectId = arguments.value(.projectId)
        radarQuirks = arguments.flag(.radarQuirks)
        lampLegacy = arguments.flag(.lampLegacy)
        force = arguments.flag(.force)
        dryRun = arguments.flag(.dryRun)
        ignoreFreeSpace = arguments.flag(.ignoreFreeSpace)
        rates = try Self.rates(arguments.allValues(.rates))
        let chosen = try arguments.allValues(.sensors).flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
            .map { (name) throws(UsageError) in try Self.sensor(String(name), .sensors) }
        if !arguments.allValues(.sensors).isEmpty { sensors = chosen.reduce(into: []) { if !$0.contains($1) { $0.append($1) } } }
        if radarQuirks, !format.isRADAR {
            throw UsageError("--radar-quirks applies to the radar-* formats, not \(format.rawValue)")
        }
        // Only RADAR's shapes write a project folder: elsewhere the id would be dropped unsaid.
        if projectId != nil, !format.isRADAR {
            throw UsageError("--project-id names RADAR's project folder: it applies to the radar-* formats, not \(format.rawValue)")
        }
        // Only a cohort's other participants enrol later: with one, the days would be dropped unsaid.
        if enrolmentDays != nil, participants == 1 {
            throw UsageError("--enrol-over spreads the enrolment of a cohort's other participants; with one participant "
                             + "(who enrols at --start) it changes nothing: add --participants N", command: .export)
        }
        if lampLegacy, format != .lamp { throw UsageError("--lamp-legacy applies to --format lamp, not \(format.rawValue)") }
    }

    /// A sensor by its SRSensor name, in the words a scenario's `required:` uses for a wrong one.
    private static func sensor(_ name: String, _ option: OptionName) throws(UsageError) -> SRSensor {
        switch SensorWords.sensor(name.trimmingCharacters(in: .whitespaces)) {
        case .success(let sensor): return sensor
        case .failure(let p): throw UsageError("\(option): " + p.message + (p.suggestion.map { "; " + $0 } ?? ""), command: .export)
        }
    }

    private static func rates(_ values: [String]) throws(UsageError) -> [SensorRate] {
        var out: [SensorRate] = []
        for value in values {
            for item in value.split(separator: ",", omittingEmptySubsequences: false) {
                // "accelerometer=1," ended with "got " and nothing after it: say the entry is empty.
                guard !item.allSatisfy(\.isWhitespace) else {
                    throw UsageError("--rates \(value): an empty entry (a comma with nothing beside it); separate SENSOR=HZ entries by single commas, such as accelerometer=10,rotationRate=5", command: .export)
                }
                let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard parts.count == 2 else { throw UsageError("--rates expects SENSOR=HZ such as accelerometer=10, got \(item)", command: .export) }
                let sensor = try sensor(String(parts[0]), .rates)
                if out.contains(where: { $0.sensor == sensor }) { throw UsageError("--rates gives \(sensor) twice; give it once", command: .export) }
                switch SensorWords.rate(sensor, parts[1].trimmingCharacters(in: .whitespaces)) {
                case .success(let rate): out.append(rate)
                case .failure(let p): throw UsageError("--rates: " + p.message + (p.suggestion.map { "; " + $0 } ?? ""), command: .export)
                }
            }
        }
        return out
    }
}
