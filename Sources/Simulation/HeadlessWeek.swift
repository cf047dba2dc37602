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
        /// At each daily fetch, why each sensor the app did not fetch then gave it nothing.
        package let unfetched: [UnfetchedSensor]
    }

    /// A sensor the study app did not fetch at one daily fetch, and SensorKit's reason (nil:
    /// a window would have held data).
    package struct UnfetchedSensor: Sendable {
        package let time: Double
        package let sensor: SRSensor
        package let why: FetchExplanation?
    }

    /// Runs the week; `observer` sees every result the study app fetches as it arrives.
    package static func run(_ options: Options, observer: FetchObserver? = nil) -> Report {
        let phone = SimulatedPhone(profile: options.profile, options: options.phone)
        phone.fetchObserver = observer
        let prompter = IdlePrompter(AutoPrompter(allow: options.allow, declined: options.declined, required: options.profile.required),
                                    runtime: phone.runtime)
        phone.sensorKit.prompter = prompter
        phone.motion.prompter = prompter
        phone.launch()
        var unfetched: [UnfetchedSensor] = []
        noteUnfetched(on: phone, into: { unfetched.append(contentsOf: $0) })
        phone.runtime.advance(by: Double(options.days) * 86_400)
        let profile = options.profile
        return Report(options: options, fetches: phone.fetches, log: phone.appLog, events: phone.runtime.events,
                      statuses: profile.sensorsAsShown.map { ($0, phone.sensorKit.status(of: $0)) },
                      motionStatus: phone.usesMotion ? phone.motion.status.description : nil,
                      start: options.phone.start.timeIntervalSinceReferenceDate, unfetched: unfetched)
    }

    /// At every daily fetch time, once the app's own wake (scheduled before, at the same time)
    /// has fetched, asks the phone why each sensor it did not fetch then would be empty. Only
    /// reads: the week's fetches are the same with or without it.
    private static func noteUnfetched(on phone: SimulatedPhone, seen: Int = 0,
                                      into note: @escaping ([UnfetchedSensor]) -> Void) {
        phone.runtime.schedule(at: phone.options.behavior.nextDailyFetch(phone.runtime.clock)) { [weak phone] in
            guard let phone else { return }
            let now = phone.runtime.clock.now
            let fetched = Set(phone.fetches.dropFirst(seen).filter { $0.finishedAt == now }.map(\.sensor))
            note(phone.profile.sensors.filter { !fetched.contains($0) }.map {
                UnfetchedSensor(time: now, sensor: $0, why: phone.whyNotFetched($0))
            })
            noteUnfetched(on: phone, seen: phone.fetches.count, into: note)
        }
    }
}
