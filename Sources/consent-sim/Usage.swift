/// Help texts, one per command.
enum Usage {
    static let main = """
    consent-sim: a terminal simulator of iOS research-study consent (SensorKit and Motion & Fitness).

    Usage:
      consent-sim [options]       the interactive demo on the bundled sleep study (needs a terminal)
      consent-sim run STUDY [options]  the interactive demo on any study folder
      consent-sim week [STUDY] [options]  a headless simulated week: what the app fetched, day by day
      consent-sim check STUDY     review a study's Info.plist, entitlements and strings (Apple's checklist)
      consent-sim play PATH...    play scenario files (or folders of them) headlessly, for CI
      consent-sim bench           measure fetch throughput, memory, frame and start-up time (build with -c release)
      consent-sim --help | --version

    Demo options (consent-sim, consent-sim run):
      --seed N          sample seed (default 1)
      --start DATE      ISO 8601 start, e.g. 2026-03-02T08:00:00Z (default)
      --watch, --no-watch   an Apple Watch is paired (default) or not
      --lang LANG       the study's localization for the app name, purpose and descriptions (e.g. de)
      --speed N         virtual seconds per real second (default 60; rounded up to 1, 10, 60, 600,
                        3600, 21600 or 86400)
      In the demo: Tab/arrows move, Enter presses, Esc goes back, s Settings, f fetch now, p pause,
      +/- speed, ] one hour on, } one day on, PgUp/PgDn scroll the log, ? help, q quit.
      Exit 0 on q; 2 without a usable terminal; 130, 143 or 129 after SIGINT, SIGTERM or SIGHUP.

    Week options:
      --seed N          sample seed (default 1)
      --start DATE      ISO 8601 start, e.g. 2026-03-02T08:00:00Z (default)
      --days N          days to simulate, 1 to 60 (default 7)
      --no-watch        no Apple Watch is paired
      --deny            the participant denies every sensor

    Check options:
      --info-plist FILE     use this Info.plist instead of STUDY/Info.plist
      --entitlements FILE   use this entitlements file
      --lang LANG           show the participant's text in this localization (e.g. de)
      --format json         one JSON object: {"study", "diagnostics", "sheet"}
      Exit 0 without errors, 1 with errors, 64 when a file cannot be read or parsed.

    Play options:
      --tags a,b            only scenarios with one of these tags
      --exclude-tags c      skip scenarios with these tags
      --junit FILE          a JUnit XML report (one test case per scenario)
      --format json         one JSON object instead of lines
      --transcript DIR      every step with the clock, the events and the screen, one file per scenario
      Exit 0 all passed, 1 any failed, 2 nothing matched, 64 any scenario invalid (all reported, nothing run).

    Bench options:
      --format json     one JSON object instead of lines
      Also times one 200×60 dashboard frame (render_frame_ms) and the demo's start to its first
      frame in a pseudo-terminal (startup_ms).

    Exit codes: 0 success, 1 a check failed, 2 nothing matched or no usable terminal, 64 bad arguments.
    """
}
