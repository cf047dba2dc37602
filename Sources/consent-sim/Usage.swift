/// Help texts, one per command.
enum Usage {
    static let main = """
    consent-sim: a terminal simulator of iOS research-study consent (SensorKit and Motion & Fitness).

    Usage:
      consent-sim                 simulate a week of the bundled sleep study and print what the app fetched
      consent-sim week [STUDY] [options]  the same for any study folder, with options
      consent-sim check STUDY     review a study's Info.plist, entitlements and strings (Apple's checklist)
      consent-sim play PATH...    play scenario files (or folders of them) headlessly, for CI
      consent-sim bench           measure fetch throughput and memory (build with -c release)
      consent-sim --help | --version

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

    Exit codes: 0 success, 1 a check failed, 2 nothing matched or no usable terminal, 64 bad arguments.
    """
}
