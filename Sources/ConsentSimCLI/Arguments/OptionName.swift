/// Every long option a command accepts, spelt once: the specs declare options by these names and
/// the commands look values up by them, so a misspelt option is a compile error, not a silent nil.
///
/// A command's specs choose which of these it accepts; a lookup of one they leave out traps in
/// debug builds (see `ParsedArguments`), and `OptionLookupTests` parses every command.
enum OptionName: String, CaseIterable, Sendable, CustomStringConvertible {
    // The simulated phone and the participant (`StudyOptions`).
    case seed = "--seed"
    case start = "--start"
    case watch = "--watch"
    case noWatch = "--no-watch"
    case lang = "--lang"
    case motion = "--motion"
    case ios = "--ios"
    // Reading an Xcode project (`StudyLoadOptions`).
    case target = "--target"
    case configuration = "--configuration"
    case set = "--set"
    // Shared by several commands.
    case format = "--format"
    case cast = "--cast"
    case screenshots = "--screenshots"
    // run
    case speed = "--speed"
    case record = "--record"
    case play = "--play"
    case pace = "--pace"
    case updateTo = "--update-to"
    case state = "--state"
    case required = "--required"
    // check
    case against = "--against"
    case againstTarget = "--against-target"
    case againstConfiguration = "--against-configuration"
    // week
    case days = "--days"
    case deny = "--deny"
    // check
    case infoPlist = "--info-plist"
    case entitlements = "--entitlements"
    case strict = "--strict"
    // play
    case tags = "--tags"
    case excludeTags = "--exclude-tags"
    case junit = "--junit"
    case transcript = "--transcript"
    case failFast = "--fail-fast"
    case jobs = "--jobs"
    case screen = "--screen"
    case shard = "--shard"
    // bench
    case study = "--study"
    // export
    case out = "--out"
    case participants = "--participants"
    case declineRate = "--decline-rate"
    case watchShare = "--watch-share"
    case enrolOver = "--enrol-over"
    case projectId = "--project-id"
    case radarQuirks = "--radar-quirks"
    case lampLegacy = "--lamp-legacy"
    case force = "--force"
    case dryRun = "--dry-run"
    case ignoreFreeSpace = "--ignore-free-space"
    case rates = "--rates"
    case sensors = "--sensors"

    case pdf = "--pdf"
    case date = "--date"
    case depth = "--depth"

    /// The spelling, so a message can interpolate the option as the user types it.
    var description: String { rawValue }
}
