import SimCore

/// The participant's headphones: which model they own decides what the headset reports.
///
/// Apple publishes no list of the headsets SensorKit reads; the models, versions and feature
/// support below are assumptions (FIDELITY.md). Manufacturer strings follow the binary's
/// ("Apple", "Sony", ...).
package struct SimulatedHeadset: Sendable, Equatable {
    package let manufacturer: String
    package let model: String
    package let hardwareVersion: String
    package let firmwareVersion: String
    /// Whether the headset has motion sensors CoreMotion reads (AirPods Pro and Max do).
    package let hasMotion: Bool
    package let hasAdaptiveAudio: Bool
    package let hasHearingAssistance: Bool

    static let models: [SimulatedHeadset] = [
        SimulatedHeadset(manufacturer: "Apple", model: "AirPods Pro (2nd generation)", hardwareVersion: "1.0",
                         firmwareVersion: "8A356", hasMotion: true, hasAdaptiveAudio: true, hasHearingAssistance: true),
        SimulatedHeadset(manufacturer: "Apple", model: "AirPods 4", hardwareVersion: "1.0",
                         firmwareVersion: "8A356", hasMotion: true, hasAdaptiveAudio: true, hasHearingAssistance: false),
        SimulatedHeadset(manufacturer: "Sony", model: "WH-1000XM5", hardwareVersion: "2.0",
                         firmwareVersion: "3.1.2", hasMotion: false, hasAdaptiveAudio: false, hasHearingAssistance: false),
    ]
}

extension GenerationContext {
    /// The participant's headset: most own AirPods Pro, some AirPods 4, a few another brand.
    package var headset: SimulatedHeadset {
        let u = SeededNoise.unit(seed, SeededNoise.streamID("headset"), 0)
        return SimulatedHeadset.models[u < 0.7 ? 0 : (u < 0.9 ? 1 : 2)]
    }

    /// The `SRSourceDevice` a result of `sensor` carries: the headset for the headphone sensors,
    /// nil for every sensor the iPhone or the Watch records itself.
    package func sourceDevice(for sensor: SRSensor) -> SRSourceDevice? {
        guard SensorCatalog.info(for: sensor)?.sourceDevices.contains(.headphones) == true else { return nil }
        let h = headset
        return SRSourceDevice(localIdentifier: identifier(SeededNoise.streamID("headset-id"), 0),
                              manufacturer: h.manufacturer, model: h.model, hardwareVersion: h.hardwareVersion,
                              firmwareVersion: h.firmwareVersion)
    }

    /// The headphone sessions (connected, left-open) that meet `(lower, upper]`.
    func headphoneSessions(_ lower: Double, _ upper: Double) -> IntervalSet {
        var set = IntervalSet()
        for day in days(lower, upper) {
            for s in routine.headphoneSessions(day: day) { set.insert(s.start, s.end) }
        }
        return set
    }
}
