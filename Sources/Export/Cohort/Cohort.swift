import Foundation
import SensorKitSim
import Simulation

/// A synthetic cohort: how many participants, and the distributions their answers, Watches and
/// enrolment dates are drawn from. The same options always draw the same participants.
public struct Cohort: Sendable, Equatable {
    public var participants = 1
    /// The chance that a participant declines each sensor the sheet shows (independently).
    public var declineRate = 0.0
    /// The share of participants with a paired Apple Watch; nil: as `--watch`/`--no-watch` say.
    public var watchShare: Double?
    /// Participants enrol on whole days spread evenly at random over this many days from the start.
    public var enrolmentDays = 0

    public init() {}

    /// Participant `number` (1-based). Participant 1 has the base seed, so a one-person export
    /// is the `week` command's participant.
    public func participant(_ number: Int, base: HeadlessWeek.Options) -> Participant {
        let root = base.phone.seed
        let seed = number == 1 ? root : SeededNoiseBridge.hash(root, "participant", UInt64(number))
        let watch = watchShare.map { SeededNoiseBridge.unit(seed, "watch", 0) < $0 } ?? base.phone.watchPaired
        let offset = number == 1 || enrolmentDays == 0 ? 0 : Int(SeededNoiseBridge.unit(seed, "enrol", 0) * Double(enrolmentDays))
        // Only what the sheet shows can be declined; `--deny`: the participant declines all of it.
        let asked = base.sheetSensors
        let declined = base.profile.sensors.filter {
            asked.contains($0)
                && (!base.allow || (declineRate > 0 && SeededNoiseBridge.unit(seed, "decline." + $0.rawValue, 0) < declineRate))
        }
        // The sheet's pages come in order: the first Required one declined ends it (Don't Enroll).
        let endedOn = RequiredDecline.endingSheet(pages: asked, required: base.profile.required, declined: declined.contains)
        return Participant(number: number, seed: seed, userId: Participant.uuid(seed, "user"),
                           sourceId: Participant.uuid(seed, "source"), watchPaired: watch,
                           start: base.phone.start.addingTimeInterval(Double(offset) * 86_400),
                           asked: asked, declined: declined, enrolled: endedOn == nil, endedOn: endedOn)
    }
}
