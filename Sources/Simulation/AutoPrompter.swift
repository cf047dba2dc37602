import SensorKitSim
import CoreMotionSim

/// Answers every Research Sensor & Usage Data sheet and Motion & Fitness alert at once with a
/// fixed choice, for headless runs where no person is there to tap.
public final class AutoPrompter: SensorKitPrompter, MotionPrompter {
    public let allow: Bool
    /// Sensors answered Don't Allow even when `allow` is true (a participant who declines some).
    public let declined: Set<SRSensor>
    /// The study's Required sensors: declining one raises the Required alert, answered with
    /// Don't Enroll in Study (nothing stored), as the phone's sheet allows no other way to keep
    /// the decline (`week --deny` on a study with a Required sensor).
    public let required: Set<SRSensor>
    public private(set) var sheetsShown = 0

    public init(allow: Bool, declined: Set<SRSensor> = [], required: Set<SRSensor> = []) {
        self.allow = allow
        self.declined = declined
        self.required = required
    }

    package func present(_ prompt: AuthorizationPrompt) {
        sheetsShown += 1
        let allows = { (sensor: SRSensor) in self.allow && !self.declined.contains(sensor) }
        if RequiredDecline.endingSheet(pages: prompt.sensors, required: required, declined: { !allows($0) }) != nil {
            prompt.finish(.notEnrolling)
            return
        }
        prompt.finish(.answered(Dictionary(uniqueKeysWithValues: prompt.sensors.map { ($0, allows($0)) })))
    }

    package func present(_ prompt: MotionPrompt) {
        sheetsShown += 1
        if allow { prompt.allow() } else { prompt.deny() }
    }
}
