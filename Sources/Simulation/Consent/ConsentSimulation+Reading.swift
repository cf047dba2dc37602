import Foundation
import SensorKitSim
import SimCore

/// What the event loop and scenario steps ask often, cheaper than a whole snapshot.
extension ConsentSimulation {
    /// Whether the clock is paused; cheaper than a snapshot for the event loop.
    public var isPaused: Bool { ui.paused }
    /// Virtual seconds per real second now.
    public var speed: Double { ui.speed }
    /// The virtual clock now.
    public var now: Date { phone.runtime.clock.date }
    /// What is on top of the screen now; cheaper than a snapshot, for steps that only need this.
    public var foreground: Foreground { ui.foreground(crashed: phone.motion.crashReason != nil) }
}

extension ConsentSimulation {
    /// The iOS version the phone runs.
    package var osVersion: OSVersion { phone.runtime.osVersion }
}
