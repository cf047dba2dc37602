import Foundation
import Dossier
import Simulation
import StudyConfig

/// `consent-sim dossier STUDY`: the ethics-board dossier, written inside --out.
enum DossierCommand {
    static func run(_ options: DossierOptions, _ context: CommandContext) throws -> ExitCode {
        let study = try StudySource.load(path: URL(fileURLWithPath: options.study), project: options.project, forSimulation: true)
        let earlier = try options.against.map { try earlierDossier($0, out: options.out, study: study) }
        let languages = options.languages.isEmpty ? [study.developmentLanguage] : options.languages
        for language in languages { _ = try StudyLanguage.validated(language, in: study, for: .dossier) }
        let chromium = options.pdf ? ProgramPath.find("chromium", environment: context.environment) : nil
        if options.pdf && chromium == nil {
            context.output.message("error: --pdf needs headless Chromium, and no `chromium` is on PATH (Debian: apt-get install chromium); nothing was written")
            return .unavailable
        }
        // SIGINT, SIGTERM and the rest are noted, then acted on between steps (a running dot or
        // Chromium is ended; PNG conversions under way finish, and no new one starts): the
        // staging folder is removed and the process ends with 128 + the signal, as export does;
        // --out is as it was. Once the dossier is being moved into place, it is finished.
        if context.handlesSignals { PendingSignal.install(keepingIgnored: true) }
        // Refused before the exploration's seconds are spent, and nothing of the earlier dossier
        // is touched until the new one is whole.
        let destination = try DossierDestination(out: options.out)
        defer { destination.discard() }
        func stopIfSignalled() {
            guard let signal = PendingSignal.received else { return }
            destination.discard()
            context.output.message("dossier stopped by signal \(signal); nothing was written to \(options.out)")
            exit(ExitCode.killed(by: signal).rawValue)
        }
        var phone = SimulatedPhone.Options()
        if let os = options.osVersion { phone.osVersion = os }
        if let watch = options.watch { phone.watchPaired = watch }

        let bar = DossierProgressBar(enabled: isatty(STDERR_FILENO) != 0 && context.environment["TERM"] != "dumb",
                                     write: context.output.progress)
        var parts: [DossierLanguage] = []
        for (i, language) in languages.enumerated() {
            // One reading of the study per language, shared by every phone the exploration
            // replays: each phone read and checked the study again (a quarter of all-sensors' time).
            let installed = AppVersion(study: study, language: language)
            let phoneIn = { ConsentSimulation(version: installed, language: language, options: phone) }
            let exploration = ConsentExploration.explore(maxDepth: options.depth, phoneIn, progress: { found, queued in
                stopIfSignalled()
                bar.update(language: language, done: i, of: languages.count, found: found, queued: queued)
            })
            stopIfSignalled()
            let walkthroughs = Walkthrough.all { asksAnyway in
                var options = phone
                options.behavior.requestOnlyUndetermined = !asksAnyway
                return ConsentSimulation(version: installed, language: language, options: options)
            }
            parts.append(DossierLanguage(language: language, exploration: exploration, walkthroughs: walkthroughs))
        }
        bar.finish()

        let version = AppVersion(study: study)
        let dataTables: [SensorDataTable]
        do {
            dataTables = try SensorDataTable.tables(study: study, languages: languages, os: options.osVersion ?? .current)
        } catch {
            throw CannotCreateError(path: "the data table's scratch export", reason: "\(error)")
        }
        var writer = DossierWriter(study: .init(study, fingerprint: version.fingerprint),
                                   languages: parts, date: try options.date ?? sourceDate(context.environment),
                                   dataTables: dataTables)
        let os = options.osVersion ?? .current
        var manifest = writer.manifest(.init(
            bundleIdentifier: study.bundleIdentifier,
            setup: .init(ios: "\(os)", watchPaired: phone.watchPaired, depth: options.depth),
            study: StudyComparison.Version(study),
            studyTextLanguage: Dictionary(languages.map { ($0, study.textLanguage(for: $0) ?? study.developmentLanguage) },
                                          uniquingKeysWith: { a, _ in a })))
        if let earlier { writer.changes = DossierChanges(old: earlier, new: manifest) }
        let dot = ProgramPath.find("dot", environment: context.environment)
        writer.drawsGraphs = dot != nil

        let out = URL(fileURLWithPath: destination.staging)
        let files = writer.files()
        var written = files.map(\.path)
        for file in files { try write(file.text, to: out.appendingPathComponent(file.path)) }
        stopIfSignalled()
        var notes: [String] = []
        if ProgramPath.find("rsvg-convert", environment: context.environment) != nil {
            let svgs = Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a })
            do { try DossierPNGs.write(writer.pictures, svgs: svgs, into: out) } catch { stopIfSignalled(); throw error }
            stopIfSignalled()
            written += writer.pictures.map(\.png)
        } else {
            notes.append("note: `rsvg-convert` is not on PATH (Debian: apt-get install librsvg2-bin): the screens are written as SVG only, without their 2× PNG")
        }
        if let dot {
            let texts = Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a })
            for graph in writer.graphs {
                // Graphviz places a large graph's nodes by network simplex, for minutes (mindLAMP's
                // 974 edges: over two); bounding its passes draws it in seconds, and a graph that
                // large is read by its rows and links, not its layout.
                let (quick, edges) = Self.layoutOptions(dot: texts[graph.dot] ?? "")
                if !quick.isEmpty {
                    notes.append("note: \(graph.dot) has \(edges) links; Graphviz drew it with bounded layout passes (-Gnslimit=2 -Gnslimit1=2)")
                }
                let svg: String
                do { svg = try Program.run(dot, quick + ["-Tsvg", out.appendingPathComponent(graph.dot).path]) } catch { stopIfSignalled(); throw error }
                try write(svg, to: out.appendingPathComponent(graph.svg))
                written.append(graph.svg)
            }
        } else {
            notes.append("note: Graphviz's `dot` is not on PATH (Debian: apt-get install graphviz): the navigation graphs are written as .dot files only, which index.html links to")
        }
        if let chromium {
            let pdf = out.appendingPathComponent("dossier.pdf")
            do {
                _ = try Program.run(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                                               "--print-to-pdf=\(pdf.path)", out.appendingPathComponent("print.html").absoluteURL.absoluteString])
            } catch { stopIfSignalled(); throw error }
            written.append("dossier.pdf")
        }
        stopIfSignalled()
        manifest.files = (written + [DossierManifest.fileName]).sorted()
        try write(manifest.json(), to: out.appendingPathComponent(DossierManifest.fileName))
        try destination.publish(manifest.files)
        for note in notes { context.output.message(note) }
        let counts = parts.map { "\($0.language) \($0.exploration.screens.count)" }.joined(separator: ", ")
        context.output.line("dossier: \(options.out)/index.html (screens per language: \(counts))")
        if let changes = writer.changes {
            let total = changes.languages.reduce(0) { $0 + $1.screens.count + $1.edges.count + $1.rows.count + $1.translations.count }
            context.output.line(changes.isEmpty ? "changes: \(options.out)/changes.html (no changes since \(options.against ?? ""))"
                                : "changes: \(options.out)/changes.html (\(changes.study.count) in the study's files, \(total) in the dossier)")
        }
        return .success
    }

    /// Above this many links a navigation graph is laid out with bounded passes (see `run`).
    static let quickLayoutEdges = 400

    /// The options `dot` is given for a graph (`text`, in DOT), and how many links it has.
    static func layoutOptions(dot text: String) -> (options: [String], edges: Int) {
        // The writer puts each link on a line of its own (`  s1 -> s2 [label="Next"];`).
        let edges = text.split(separator: "\n").filter { $0.contains(" -> ") }.count
        return (edges > quickLayoutEdges ? ["-Gnslimit=2", "-Gnslimit1=2"] : [], edges)
    }

    /// The earlier dossier `--against` names, read before anything is written: refused when its
    /// dossier.json is missing, unreadable, of a later format or another app's, or when it is the
    /// --out folder (the new dossier would replace the one it is compared with).
    private static func earlierDossier(_ folder: String, out: String, study: Study) throws -> DossierManifest {
        let bundleIdentifier = study.bundleIdentifier
        if OutputFile.sameFile(folder, out) {
            throw UsageError("--against \(folder) is also --out: the new dossier would replace the one it is compared with; "
                             + "write it to another folder (--out NEW --against \(folder))", command: .dossier)
        }
        let manifest: DossierManifest
        do { manifest = try DossierManifest.read(folder: folder) } catch { throw InputError("--against: \(error)") }
        guard manifest.app.bundleIdentifier == bundleIdentifier else {
            throw InputError("--against: \((folder as NSString).appendingPathComponent(DossierManifest.fileName)) is the dossier of "
                             + "\(manifest.app.bundleIdentifier), the study's bundle identifier is \(bundleIdentifier); "
                             + "--against compares two versions of one app" + (study.standInNote(real: manifest.app.bundleIdentifier).map { " (\($0))" } ?? ""))
        }
        return manifest
    }

    /// The folder is made as needed; each file is replaced whole.
    private static func write(_ text: String, to url: URL) throws {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw CannotCreateError(path: url.deletingLastPathComponent().path, reason: error.localizedDescription)
        }
        try OutputFile.write(text, to: url.path)
    }

    /// SOURCE_DATE_EPOCH as a day, the reproducible-builds convention for "the date to print".
    private static func sourceDate(_ environment: [String: String]) throws(UsageError) -> String? {
        guard let text = environment["SOURCE_DATE_EPOCH"] else { return nil }
        // A value that is not seconds would silently print no date: say so instead.
        guard let seconds = Int(text), seconds >= 0, seconds <= 4_102_444_800 else {
            throw UsageError("SOURCE_DATE_EPOCH is \(text); expected whole seconds since 1970 (up to 2099), such as 1767225600", command: .dossier)
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let d = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: TimeInterval(seconds)))
        return String(format: "%04d-%02d-%02d", d.year ?? 0, d.month ?? 0, d.day ?? 0)
    }
}

