import Foundation
import Export
import Scenarios
import Simulation
import SensorKitSim

/// `consent-sim export [STUDY]`: a synthetic cohort's fetched data in a study backend's shape.
enum ExportCommand {
    static func run(_ options: ExportCommandOptions, _ context: CommandContext) throws -> ExitCode {
        // A team's own app reads its results itself; what it would upload is its code's business.
        if context.hostedApp != nil {
            throw UsageError("export writes what the built-in study app fetches; exporting a team's own app is not implemented",
                             command: .export)
        }
        let week = options.week
        var setup = week.setup
        let (study, _) = try StudySource.load(week.study, options: &setup, project: week.project, for: .export, context.output)
        var export = ExportOptions(format: options.format, out: options.out,
                                   week: HeadlessRun.options(study: study, options: setup, days: week.days, allow: week.allow))
        export.cohort.participants = options.participants
        export.cohort.declineRate = options.declineRate
        export.cohort.watchShare = options.watchShare
        export.cohort.enrolmentDays = options.enrolmentDays ?? (options.participants > 1 ? 7 : 0)
        export.projectId = options.projectId
        // The project id becomes a folder under --out: refuse one that would lead elsewhere.
        if let id = options.projectId, let problem = ProjectFolder.problem(id, besides: [ExportDestination.manifestName]) {
            throw UsageError("--project-id \(id.debugDescription): \(problem); it names a folder under --out", command: .export)
        }
        if options.projectId == nil,
           let problem = ProjectFolder.problem(export.week.profile.bundleIdentifier, besides: [ExportDestination.manifestName]) {
            throw InputError("\(study?.info.file ?? "Info.plist"): CFBundleIdentifier \(export.week.profile.bundleIdentifier.debugDescription) "
                             + "cannot name the project's folder under --out (\(problem)); give --project-id")
        }
        // A sensor an option names must be one the study requests: anything else would be
        // ignored, and the option was most likely meant for another study or misread.
        let requested = export.week.profile.sensors
        func refuseUnrequested(_ sensors: [SRSensor], _ option: String) throws(UsageError) {
            for sensor in sensors where !requested.contains(sensor) {
                throw UsageError("\(option) \(sensor): the study does not request it; it requests "
                                 + requested.map(\.description).joined(separator: ", "), command: .export)
            }
        }
        try refuseUnrequested(options.rates.map(\.sensor), "--rates")
        export.week.phone.sensorKit.rates.apply(options.rates)
        if let chosen = options.sensors {
            try refuseUnrequested(chosen, "--sensors")
            for sensor in chosen where !options.format.carries(sensor) {
                throw UsageError("--sensors \(sensor): \(options.format.rawValue) has no shape for it", command: .export)
            }
            export.sensors = chosen
        }
        // A rate of a sensor --sensors leaves out changes nothing written: most likely the rate was
        // meant for one it names (left at 50 Hz), so say so before hours of it. (A sensor the
        // format has no shape for is noted as skipped, so README's rates fit every format.)
        if let chosen = options.sensors {
            for rate in options.rates where !chosen.contains(rate.sensor) {
                throw UsageError("--rates \(rate.sensor): it is not exported (--sensors exports only "
                                 + chosen.map(\.description).joined(separator: ", ") + "), so its rate would change nothing written",
                                 command: .export)
            }
        }
        export.radarQuirks = options.radarQuirks ? RadarQuirks() : nil
        export.lampLegacy = options.lampLegacy
        // Before anything is written: how large the export will be, against the room for it.
        let estimate: ExportEstimate
        do throws(ExportError) { estimate = try ExportEstimate(export) } catch {
            switch error {
            case .cannotCreate(let path, let why): throw CannotCreateError(path: path, reason: why)
            case .unsafePath(let why): throw InputError(why)
            }
        }
        let free = context.freeSpace(options.out)
        if options.dryRun {
            // What the export would say of --out, without touching it.
            var refusal: String?
            do throws(CannotCreateError) { try ExportDestination.checkedWithoutWriting(options.out, force: options.force) } catch {
                refusal = (error.path == options.out ? "" : "\(error.path): ") + error.reason
            }
            context.output.line(ExportEstimateReport.text(estimate, options: export, out: options.out, free: free,
                                                          ignoringFreeSpace: options.ignoreFreeSpace, refusal: refusal))
            return .success
        }
        if let free, estimate.bytes > free, !options.ignoreFreeSpace {
            throw CannotCreateError(path: options.out, reason: ExportEstimateReport.refusal(estimate, free: free), option: "--out")
        }
        // SIGINT and SIGTERM are noted, then acted on at the next result the study app fetches:
        // nothing but the staging folder needs undoing, so the process ends there, its code
        // 128 + the signal as if the signal had killed it.
        if context.handlesSignals { PendingSignal.install(keepingIgnored: true) }
        // Last before the work: every refusal above leaves --out as it was.
        let destination = try ExportDestination(out: options.out, force: options.force)
        export.out = destination.staging
        let exporter = Exporter(export)
        let bar = ExportProgressBar(enabled: isatty(STDERR_FILENO) != 0 && context.environment["TERM"] != "dumb",
                                    write: context.output.progress, clock: context.clock)
        func stopIfSignalled() {
            guard let signal = PendingSignal.received else { return }
            bar.finish()
            destination.discard()
            context.output.message("export stopped by signal \(signal); nothing was written to \(options.out)")
            exit(ExitCode.killed(by: signal).rawValue)
        }
        exporter.onProgress = { progress in
            stopIfSignalled()
            bar.update(progress)
        }
        // Inside a fetch too: one fetch of a day of 2 000 Hz motion took minutes, and a signal waited for it.
        exporter.onResult = stopIfSignalled
        var summary: ExportSummary
        do throws(ExportError) {
            summary = try exporter.run()
        } catch {
            bar.finish()
            destination.discard()
            switch error {
            case .cannotCreate(let path, let why): throw CannotCreateError(path: destination.shown(path), reason: why)
            case .unsafePath(let why): throw InputError(destination.shown(why))
            }
        }
        bar.finish()
        // A signal that came after the last batch is acted on here, before --out is touched.
        if let signal = PendingSignal.received {
            destination.discard()
            context.output.message("export stopped by signal \(signal); nothing was written to \(options.out)")
            exit(ExitCode.killed(by: signal).rawValue)
        }
        do { try destination.publish() } catch {
            destination.discard()
            throw error
        }
        export.out = options.out
        if options.projectId == nil, options.format.isRADAR, let written = study?.unexpandedBundleIdentifier {
            summary.notes.append("the projectId \(export.week.profile.bundleIdentifier) stands in for CFBundleIdentifier \(written), "
                                 + "which nothing here defines: give --project-id, or --set \(study?.bundleIdentifierVariable ?? "its variable")=…")
        }
        context.output.line(ExportReport.text(summary, options: export))
        return .success
    }
}
