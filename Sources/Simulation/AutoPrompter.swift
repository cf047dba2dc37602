import SensorKitSim
import CoreMotionSim

/// Answers every Research Sensor & Usage Data sheet and Motion & Fitness alert at once with a
/// fixed choice, for headless runs where no person is there to tap.
public final class AutoPrompter: SensorKitPrompter, MotionPrompter {
    public let allow: Bool
    /// Sensors answered Don't Allow even when `allow` is true (a participant who declines some).
    public let declined: Set<SRSensor>
    public private(set) var sheetsShown = 0

    public init(allow: Bool, declined: Set<SRSensor> = []) {
        self.allow = allow
        self.declined = declined
    }

    package func present(_ prompt: AuthorizationPrompt) {
        sheetsShown += 1
        prompt.finish(.answered(Dictionary(uniqueKeysWithValues: prompt.sensors.map { ($0, allow && !declined.contains($0)) })))
    }

    package func present(_ prompt: MotionPrompt) {
        sheetsShown += 1
        if allow { prompt.allow() } else { prompt.deny() }
    }
}
