import SimCore
import Simulation
import TerminalUI

/// The help texts: the top level's, and one per command with its options listed from the same
/// specs the parser uses, so the help cannot drift from what is accepted.
enum CommandHelp {
    /// What names a study, for every command that takes one (the loader accepts exactly these).
    static let study = "a study folder (the app's Info.plist and one .entitlements file), an .xcodeproj, or a folder holding one .xcodeproj (a repository root)"

    static var main: String { """
    \(ProgramName.current): a terminal simulator of iOS research-study consent (SensorKit and Motion & Fitness).

    Usage: \(ProgramName.current) [COMMAND] [options]

    Commands:
      run [STUDY]       the interactive demo (the default command; default study: the bundled sleep study)
      week [STUDY]      a headless simulated week: what the study app fetched, day by day
      check STUDY       review a study's Info.plist, entitlements and strings (Apple's checklist)
      play PATH...      play scenario files (or folders of them) headlessly, for CI
      bench             measure fetch, frame, start-up, week and key-press times (build with -c release)
      export [STUDY]    a synthetic cohort's fetched data as RADAR-base, My Heart Counts or mindLAMP files
      dossier STUDY     every consent screen, annotated, per language, as an offline folder for an ethics board
      state FILE        what a saved participant (run --state FILE) holds
      help [COMMAND]    this help, or one command's
      help scenario     a scenario file's header keys and steps

    Options:
      -h, --help        this help; after a command, that command's help
      --version         the version

    A STUDY is \(study).
    Run `\(ProgramName.current) help COMMAND` for a command's options.

    \(exitCodes)

    Outputs replace only regular files: a FIFO, a device or /dev/stdout is written in place, a
    symbolic link is followed and kept.
    """ }

    /// The help for one command.
    static func text(for command: Subcommand) -> String {
        let (usage, about, notes) = parts(command)
        return "Usage: \(ProgramName.current) \(usage)\n\n\(about)\n\nOptions:\n\(options(command.specs))\n\n\(notes)"
    }

    /// The options as aligned lines, `-h, --help` last.
    static func options(_ specs: [OptionSpec]) -> String {
        aligned(specs.map { ($0.synopsis, $0.summary) } + [("-h, --help", "this help")])
    }

    /// The demo's keys as aligned lines, from the key table its help overlay reads.
    static var keys: String { aligned(KeyMap.helpLines.map { ($0.keys, $0.text) }) }

    /// The languages the iPhone's own text is translated into, `de|es|fr` (English is its own).
    static var translatedLanguages: String { SystemText.all.map(\.language).filter { $0 != SystemText.english.language }.joined(separator: "|") }

    /// "Exit codes: 0 success, 1 …", from `ExitCode.meanings`, broken between codes, never inside one.
    static var exitCodes: String {
        let items = ExitCode.meanings.map { "\($0.code) \($0.meaning)" } + [ExitCode.killedMeaning]
        var lines = ["Exit codes:"]
        for (i, item) in items.enumerated() {
            let piece = item + (i == items.count - 1 ? "." : ",")
            if lines[lines.count - 1].count + 1 + piece.count > 100 { lines.append(piece) } else { lines[lines.count - 1] += " " + piece }
        }
        return lines.joined(separator: "\n")
    }

    /// Each row's term, padded to the longest, then its meaning, indented.
    private static func aligned(_ rows: [(String, String)]) -> String {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  " + $0.0.padding(toLength: width + 3, withPad: " ", startingAt: 0) + $0.1 }.joined(separator: "\n")
    }

    private static func parts(_ command: Subcommand) -> (usage: String, about: String, notes: String) {
        switch command {
        case .run:
            // A STUDY needs `run` before it (a bare path is refused as an unknown command).
            return ("[run [STUDY]] [options]",
                    """
                    The interactive demo in this terminal: the participant's iPhone beside a live dashboard of
                    what the study app records and fetches, on a virtual clock. STUDY is \(study)
                    (default: the bundled sleep study).
                    """,
                    """
                    Keys (the demo's ? lists them too):
                    \(keys)

                    R keeps the study and the seed; c saves .txt, .ansi and .svg files. --lang \(translatedLanguages)
                    also sets the iPhone's own language.

                    With --play FLOW.yaml each of the participant's actions is captioned in the phone's language
                    (a say: step's text is its own caption), its button focused, then pressed, --pace seconds a
                    step: Space pauses and resumes, → performs the next step, ← goes back one step, any other key
                    takes over (a hands back). Checks run unseen after the action before them; a failed one is
                    shown and pauses autoplay. screenshot: steps are written into --screenshots DIR.
                    --required SENSOR marks a sensor Required for the demo (repeatable), as a flow's required: does.

                    Exit codes: 0 on q; 2 without a usable terminal; 64 bad arguments or an unreadable study;
                    73 the --record, --cast, --state or --screenshots output cannot be created (a recording or
                    cast that cannot be written at the end is saved in the temporary folder, which is named);
                    130, 143 or 129 after SIGINT, SIGTERM or SIGHUP, 128 + the signal after any other that
                    ends it, always with the terminal restored.
                    """)
        case .state:
            return ("state FILE",
                    """
                    What a saved participant holds (a file run --state, a scenario's saveState: or
                    SRTestSession.saveState(to:) wrote): the app and version, the virtual clock and seed,
                    the iOS version the iPhone ran, whether an Apple Watch is paired and its model, each
                    sensor's status, what records and what was recorded, Motion & Fitness, and Background
                    App Refresh and Low Power Mode.
                    """,
                    "Exit codes: 0 success; 64 the file is missing, unreadable, corrupt, truncated or of a later format; 74 standard output cannot be written.")
        case .week:
            return ("week [STUDY] [options]",
                    """
                    A headless simulated week: the participant answers every prompt the same way, the study
                    app records and fetches daily, and each day's fetch is listed per sensor and device.
                    STUDY is \(study) (default: the bundled sleep study).
                    """,
                    "Exit codes: 0 success; 64 bad arguments or an unreadable study; 74 standard output cannot be written.")
        case .check:
            return ("check STUDY [options]",
                    """
                    Reviews a study's Info.plist, entitlements and strings against Apple's checklist and the
                    common SensorKit and Motion & Fitness mistakes, then shows what the participant will be
                    asked. NO_COLOR turns colour off. STUDY is \(study).
                    """,
                    """
                    Exit codes: 0 without errors; 1 with errors (with --strict, warnings too); 64 bad arguments,
                    or a file cannot be read or parsed; 74 standard output cannot be written. With --against: 0
                    once the changes are listed (none or many); 64 when either version cannot be read or the
                    two are different apps.
                    """)
        case .play:
            return ("play PATH... [options]",
                    """
                    Plays scenario files (YAML), or every scenario in the given folders, headlessly. Every
                    file is checked before anything runs; then each scenario's line, transcript and screenshots
                    are written as it finishes, in the files' order, and the JUnit file at the end.

                    Matrix: --lang, --ios, --seed, --screen and --set may each be given more than once, and
                    --watch with --no-watch means both; every combination plays every selected scenario, over
                    what its header says (the transcript notes each replaced value and the option). A case is
                    named with its combination in every report: "walking-flow [de, no watch]".
                    A header that names the phone (lang: de, ios: "17.0", ios: "18+" for 18 and later,
                    watch: false, or a state: participant with their own seed and Watch) was written for it:
                    an option naming the same phone plays it on the header's own, another skips the case (a
                    SKIP line, a JUnit <skipped>, a transcript saying why, counted in the summary).
                    --shard I/N plays the I-th of N even shares of the cases (files sorted by path, then the
                    combinations in the order given), so N CI jobs given 1/N to N/N play each case once; a
                    share with no case passes.
                    """,
                    """
                    Exit codes: 0 all passed; 1 any failed; 2 nothing matched, or every case was skipped as
                    written for another phone (the --junit and JSON reports are still written, the cases left
                    out as skipped); 64 bad arguments or any scenario invalid (all are reported, in the JSON
                    and JUnit reports too, and nothing is run); 73 the --junit, --transcript, --cast or --screenshots
                    output cannot be written (a cast is then saved in the temporary folder, which is named);
                    74 standard output cannot be written; 128 + the signal after SIGINT, SIGTERM and the like (130, 143):
                    no case starts after it, and the reports are finished, the cases not played listed as not run.
                    """)
        case .bench:
            return ("bench [options]",
                    """
                    Measures, in one run: fetch throughput and memory, one 200×60 frame (render_frame_ms), the
                    demo's start to its first frame (startup_ms), every bundled scenario (play_all_s), every
                    bundled flow in 8 combinations of language, Watch and iOS version (play_matrix_s), 30 days
                    of the heavy study (week_all_sensors_30d_s), and the worst key press to its frame at the
                    highest speed on that study (key_latency_ms_max_speed), and what filming adds to playing
                    every bundled scenario (cast_overhead_pct). Each time has its CPU time beside
                    it (…_cpu_…). Build with -c release for real figures.
                    """,
                    "Exit codes: 0 success; 64 bad arguments or an unreadable study; 74 standard output cannot be written.")
        case .export:
            return ("export [STUDY] --format SHAPE --out DIR [options]",
                    """
                    Writes what the study app would have fetched (the same simulated days `week` prints) in the
                    shape a study backend receives: radar-csv (RADAR-base's restructured CSV), radar-avro (Avro
                    container files per topic), radar-json (the Kafka REST proxy body), mhc (My Heart Counts'
                    CSVs and FHIR Observations) or lamp (mindLAMP sensor events). With --participants N, a
                    synthetic cohort; participants.csv lists who answered what. Same options, same bytes.
                    STUDY is \(study) (default: the bundled sleep study).
                    """,
                    """
                    --out must be empty or new; the dataset appears there only when whole, with
                    consent-sim-export.txt listing its files. --force first removes the files an earlier
                    export's list names, and nothing else. SIGINT or SIGTERM stops the export and leaves --out
                    as it was.

                    Before writing, export estimates its rows and bytes (the same cohort and simulated days,
                    bytes per row measured by the format's own writers; within 3% of what is written) and
                    refuses when the estimate exceeds the free space of --out's filesystem (--ignore-free-space
                    exports anyway). --dry-run prints the estimate per sensor and the free space, and writes
                    nothing.

                    Exit codes: 0 success; 64 bad arguments or an unreadable study; 73 an output file cannot be
                    written, --out is not empty, or the estimate exceeds its free space; 74 standard output
                    cannot be written; 130 or 143 after SIGINT or SIGTERM.
                    """)
        case .dossier:
            return ("dossier STUDY [--lang en,de] --out DIR [options]",
                    """
                    Writes a folder an ethics board opens offline: every screen the phone shows on the way
                    through the study's consent, found by pressing what the phone offers from the first launch
                    (to --depth actions), each as a page with its picture and where each action leads, in each
                    --lang; the navigation graph (drawn with Graphviz's dot when installed, else its .dot file);
                    a per-key report of the study's texts that fall back to the development language or are
                    identical to it; and a walkthrough of the main paths (all allowed, a Required sensor declined
                    then Change Choice, Cancel, Motion & Fitness denied, revoked in Settings, and collection off
                    in Settings when the app asks: "Enable Research Sensor & Usage Data") played on the phone,
                    each as an HTML slideshow captioned in the phone's language and as an asciicast of the
                    terminal's phone (LANG/walkthrough.html). STUDY is \(study).
                    """,
                    """
                    Same inputs, same bytes: a date is printed only when --date or SOURCE_DATE_EPOCH gives one.
                    --pdf prints print.html to dossier.pdf with headless Chromium (`chromium`), two screens a page.
                    dossier.json holds what the dossier shows (each screen by a key, its texts and actions, the
                    data table's rows, the translation flags) and lists every file it wrote.

                    --against OLD_DIR compares with a dossier made earlier (its dossier.json) and writes
                    changes.html, the marked version: screens, texts, actions, sensor rows and translations
                    added, removed or changed, the old text struck through and the new highlighted, each with
                    what a participant already enrolled sees (the rules `check V2 --against V1` reports). The
                    changed pages carry a notice, the changed rows are marked, and the graph shows new screens
                    and actions green, changed screens yellow. OLD_DIR must be another app version's dossier
                    of the same bundle identifier, and not --out itself: write the new one beside it
                    (--out NEW --against OLD), so the approved version stays as it was.

                    --out is written the way export's is: into a hidden folder inside it first, moved into
                    place when whole. An empty or new folder is used; a folder holding an earlier dossier is
                    replaced (the files its dossier.json lists that the new dossier does not have are removed,
                    nothing else); any other non-empty folder is refused, and so is a file of yours where the
                    dossier would write one.

                    Exit codes: 0 success; 64 bad arguments, an unreadable study or an unreadable, other app's
                    or later format's OLD_DIR/dossier.json; 69 --pdf without chromium; 73 an output file cannot
                    be written, or --out is not empty and holds no earlier dossier; 74 standard output cannot be
                    written; 130 or 143 after SIGINT or SIGTERM, --out as it was (128 + the signal after another).
                    """)
        }
    }
}
