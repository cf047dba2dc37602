import Foundation
import SimCore
import SensorKitSim

/// A simulated week of a study without a terminal: the participant allows everything, the
/// study app records and fetches daily, and the report says what each day's fetch returned.
public struct HeadlessWeek {
    public struct Options: Sendable {
        public var profile = StudyProfile.sleepStudy
        public var seed: UInt64 = 1
        public var start = Date(timeIntervalSince1970: 1_772_438_400) // 2026-03-02 08:00 UTC
        public var watchPaired = true
        public var days = 7
        public var allow = true
        public init() {}
    }

    public struct Report: Sendable {
        public let options: Options
        public let fetches: [FetchRecord]
        public let log: [AppLogEntry]
        public let events: [SystemEvent]
        /// Each requested sensor's final authorization status, in the study's order.
        public let statuses: [(sensor: String, status: String)]
        public let start: Double
    }

    public static func run(_ options: Options) -> Report {
        let runtime = DeviceRuntime(clock: VirtualClock(start: options.start))
        let profile = options.profile
        let daemon = SensorKitDaemon(
            runtime: runtime,
            app: SensorKitApp(bundleIdentifier: profile.bundleIdentifier, displayName: profile.appName,
                              entitledSensors: profile.entitled),
            seed: options.seed, watchPaired: options.watchPaired)
        let prompter = AutoPrompter(allow: options.allow)
        daemon.prompter = prompter
        let app = StudyApp(profile: profile, runtime: runtime)
        app.launch()
        runtime.runUntilIdle()
        runtime.advance(by: Double(options.days) * 86_400)
        return Report(options: options, fetches: app.fetches, log: app.log, events: runtime.events,
                      statuses: profile.sensors.map { ($0.description, daemon.status(of: $0).description) },
                      start: options.start.timeIntervalSinceReferenceDate)
    }
}
