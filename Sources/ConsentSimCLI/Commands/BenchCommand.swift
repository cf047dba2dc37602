import Foundation
import StudyConfig
import SimCore

/// `consent-sim bench`: throughput, memory and times, measured in one run of this process.
///
/// Figures are for comparing within one run on one machine; timings on shared machines are
/// noisy, which is why every time has its CPU time beside it.
enum BenchCommand {
    static func run(_ options: BenchOptions, _ context: CommandContext) throws -> ExitCode {
        let output = context.output
        let heavy = try heavyStudy(options, output)
        #if DEBUG
        if options.format == .text { output.line("note: this is a debug build; run `swift run -c release \(ProgramName.current) bench` for real figures") }
        #endif
        var figures: [(String, Double)] = []
        let exportMemory = try ExportBenchFigures.memory(study: heavy)
        // In this process, so before the fetch benches leave hundreds of MB with the allocator.
        let thousand = PlayThousandBench.measure(output)
        let day = FetchBench.measure(days: 1, repeats: 3)
        let week = FetchBench.measure(days: 6, repeats: 1)
        figures.append(("fetch_samples", Double(day.samples)))
        figures.append(("fetch_samples_per_s", day.samplesPerSecond))
        figures.append(("fetch_samples_per_cpu_s", day.samplesPerCPUSecond))
        figures.append(("fetch_peak_rss_mb", day.peakRSSMB))
        figures.append(("fetch_6d_samples", Double(week.samples)))
        figures.append(("fetch_6d_samples_per_s", week.samplesPerSecond))
        figures.append(("fetch_6d_samples_per_cpu_s", week.samplesPerCPUSecond))
        figures.append(("fetch_6d_peak_rss_mb", week.peakRSSMB))
        figures.append(("client_fetch_samples_per_s", ClientFetchBench.clientSamplesPerSecond(repeats: 3)))
        figures.append(("platform_cast_limit_per_s", ClientFetchBench.castLimitPerSecond()))
        figures.append(("reader_fetch_samples_per_s", ReaderFetchBench.readerSamplesPerSecond(repeats: 3)))
        figures.append(("platform_object_limit_per_s", ReaderFetchBench.platformObjectLimitPerSecond()))
        let render = RenderBench.measure()
        figures.append(("render_frame_ms", render.ms))
        figures.append(("render_frame_cpu_ms", render.cpuMs))
        figures += try StartupAnchorBench.figures(output)
        if let play = PlayBench.measure(output) {
            figures.append(("play_all_s", play.time.wall))
            figures.append(("play_all_cpu_s", play.time.cpu))
            figures.append(("play_all_scenarios", Double(play.scenarios)))
        }
        if let matrix = PlayMatrixBench.measure() {
            figures += [("play_matrix_s", matrix.time.wall), ("play_matrix_cpu_s", matrix.time.cpu), ("play_matrix_cases", Double(matrix.cases))]
        }
        if let thousand {
            figures += [("play_1000_s", thousand.time.wall), ("play_1000_cpu_s", thousand.time.cpu), ("play_1000_peak_rss_mb", thousand.peakRSSMB)]
        }
        figures += try PlaySuiteBench.figures(output)
        if let dossier = try DossierBench.measure(output) { figures += [("dossier_s", dossier.wall), ("dossier_cpu_s", dossier.cpu)] }
        if let cast = CastBench.measure() { figures += [("cast_overhead_pct", cast.overheadPercent), ("cast_overhead_cpu_pct", cast.cpuOverheadPercent), ("cast_all_kb", cast.castKB)] }
        if let heavy {
            let month = WeekBench.measure(study: heavy)
            figures.append(("week_all_sensors_30d_s", month.wall))
            figures.append(("week_all_sensors_30d_cpu_s", month.cpu))
            let keys = try KeyLatencyBench.measure(study: heavy)
            figures.append(("key_latency_ms_max_speed", keys.worst.wall * 1000))
            figures.append(("key_latency_cpu_ms_max_speed", keys.worst.cpu * 1000))
            figures.append(("key_latency_median_ms_max_speed", keys.medianSeconds * 1000))
            figures.append(("key_latency_keys", Double(keys.keys)))
            figures.append(("key_latency_simulated_h", keys.simulatedHours))
            figures += try AdvanceBench.figures(study: heavy, output)
            figures += try RelaunchBench.figures(study: heavy, output)
        }
        figures += try ExportBenchFigures.throughput(study: heavy, output) + exportMemory
        switch options.format {
        case .json: output.line("{" + figures.map { "\"\($0.0)\": \(format($0.1))" }.joined(separator: ", ") + "}")
        case .text: for (name, value) in figures { output.line("\(name) \(format(value))") }
        }
        return .success
    }

    /// The study for the heavy figures: `--study`, or the bundled all-sensors study; nil (after
    /// a note) when neither is there.
    private static func heavyStudy(_ options: BenchOptions, _ output: CommandOutput) throws -> Study? {
        if let path = options.study {
            return try StudySource.load(path: URL(fileURLWithPath: path), project: options.project, forSimulation: true)
        }
        guard let folder = BundledStudy.folder(BundledStudy.allSensorsName) else {
            output.message("note: Scenarios/studies/\(BundledStudy.allSensorsName) not found; give --study FOLDER "
                           + "for week_all_sensors_30d_s and key_latency_ms_max_speed")
            return nil
        }
        return try StudySource.load(path: folder, forSimulation: true)
    }

    private static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(format: "%.2f", v)
    }
}
