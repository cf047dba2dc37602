import Simulation
import StudyConfig

/// `week`'s (and `bench`'s) one door into the Simulation module's headless week, so a change in
/// that API is adapted here alone.
enum HeadlessRun {
    /// `days` simulated days of `study` (nil: the built-in sleep study), the participant
    /// allowing or denying everything; the report as the `week` command prints it.
    static func week(study: Study?, options: StudyOptions, days: Int, allow: Bool, hostedApp: HostedApp? = nil) -> String {
        HeadlessWeek.run(self.options(study: study, options: options, days: days, allow: allow, hostedApp: hostedApp)).text()
    }

    /// The headless week's options for `study`: what `week` runs and `export` exports.
    static func options(study: Study?, options: StudyOptions, days: Int, allow: Bool, hostedApp: HostedApp? = nil) -> HeadlessWeek.Options {
        var o = HeadlessWeek.Options()
        o.phone.hostedApp = hostedApp
        if let seed = options.seed { o.phone.seed = seed }
        if let start = options.start { o.phone.start = start }
        if let watch = options.watch { o.phone.watchPaired = watch }
        if let motion = options.motion { o.phone.behavior.motion = motion }
        if let os = options.osVersion { o.phone.osVersion = os }
        if let study { o.profile = StudyProfile(study: study, language: options.language) }
        o.days = days
        o.allow = allow
        return o
    }
}
