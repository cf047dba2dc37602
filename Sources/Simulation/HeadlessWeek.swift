import Foundation
import SimCore
import SensorKitSim
import CoreMotionSim

/// A simulated week of a study without a terminal: the participant answers every sheet and
/// alert the same way, the study app records and fetches daily, and the report says what each
/// day's fetch returned.
public struct HeadlessWeek {
    public struct Options: Sendable {
        public var profile = StudyProfile.sleepStudy
        public var phone = SimulatedPhone.Options()
        public var days = 7
        public var allow = true
        /// Sensors the participant declines in the sheet while allowing the others.
        public var declined: Set<SRSensor> = []
        public init() {}
    }

    public struct Report: Sendable {
        public let options: Options
        package let fetches: [FetchRecord]
        package let log: [AppLogEntry]
        public let events: [SystemEvent]
        /// Each requested sensor's final authorization status, in the study's order.
        package let statuses: [(sensor: SRSensor, status: SRAuthorizationStatus)]
        public let motionStatus: String?
        public let start: Double
    }

    /// Runs the week; `observer` sees every result the study app fetches as it arrives.
    package static func run(_ options: Options, observer: FetchObserver? = nil) -> Report {
        let phone = SimulatedPhone(profile: options.profile, options: options.phone)
        phone.fetchObserver = observer
        let prompter = AutoPrompter(allow: options.allow, declined: options.declined)
        phone.sensorKit.prompter = prompter
        phone.motion.prompter = prompter
        phone.launch()
        phone.runtime.advance(by: Double(options.days) * 86_400)
        let profile = options.profile
        return Report(options: options, fetches: phone.fetches, log: phone.appLog, events: phone.runtime.events,
                      statuses: profile.sensors.map { ($0, phone.sensorKit.status(of: $0)) },
                      motionStatus: phone.usesMotion ? phone.motion.status.description : nil,
                      start: options.phone.start.timeIntervalSinceReferenceDate)
    }
}
