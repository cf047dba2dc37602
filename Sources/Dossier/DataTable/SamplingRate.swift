import SensorKitSim
import SimCore

/// How often each sensor records, in plain words, from the rates the simulation's generators
/// run at (`SampleRates`, a study's `rates:` or `export --rates` changing them). Apple publishes
/// few of them: `SampleRates.source(of:)` says which, and the table marks the rest as assumptions.
enum SamplingRate {
    static func text(for sensor: SRSensor, _ r: SampleRates) -> String { describe(sensor, r).text }

    /// Whether the sensor's rate rests on a rate Apple does not publish (the simulator's choice).
    static func isAssumption(_ sensor: SRSensor, _ r: SampleRates) -> Bool {
        chosenCadence.contains(sensor.parentSensor) || describe(sensor, r).rates.contains { SampleRates.source(of: $0) == .assumption }
    }

    /// Sensors whose cadence no settable rate describes but the generators choose (FIDELITY.md,
    /// "Samples"): when a face-metrics session is taken, that a sleep session is one a night, and
    /// that headphone settings are read at each connection. Visits, wrist and media events are
    /// one record per event by their sample types' meaning.
    static let chosenCadence: Set<SRSensor> = [.faceMetrics, .sleepSessions, .headphoneSettings]

    /// The words, and the rates they are made from.
    static func describe(_ sensor: SRSensor, _ r: SampleRates) -> (text: String, rates: [SampleRates.Rate]) {
        switch sensor.parentSensor {
        case .accelerometer: ("\(n(r.accelerometerHz)) samples a second, continuously", [.accelerometerHz])
        case .rotationRate: ("\(n(r.rotationRateHz)) samples a second, continuously", [.rotationRateHz])
        case .ambientLightSensor: ("a sample every \(seconds(r.ambientLightInterval)) while the screen is on", [.ambientLightInterval])
        case .ambientPressure:
            ("\(n(r.ambientPressureHz)) sample\(r.ambientPressureHz == 1 ? "" : "s") a second, continuously", [.ambientPressureHz])
        case .deviceUsageReport, .keyboardMetrics: ("a report every \(seconds(r.reportInterval))", [.reportInterval])
        case .messagesUsageReport, .phoneUsageReport:
            ("a report every \(seconds(r.communicationReportInterval))", [.communicationReportInterval])
        case .pedometerData: ("a record every \(seconds(r.pedometerInterval))", [.pedometerInterval])
        case .heartRate: ("a reading every \(seconds(r.heartRateInterval)) while the Watch is worn", [.heartRateInterval])
        case .odometer: ("a record every \(seconds(r.odometerInterval)) while walking, running or cycling", [.odometerInterval])
        case .wristTemperature:
            // A sample is a whole night's session (SRWristTemperatureSession), the readings inside it.
            ("one session a night (one sample), holding a reading every \(seconds(r.wristTemperatureInterval)) of the night's sleep",
             [.wristTemperatureInterval])
        case .telephonySpeechMetrics:
            ("a result every \(seconds(r.speechMetricsInterval)) of speech on calls (about \(n(r.phoneCallsPerDay)) calls a day)",
             [.speechMetricsInterval, .phoneCallsPerDay])
        case .siriSpeechMetrics: ("a result per Siri request (about \(n(r.siriRequestsPerDay)) a day)", [.siriRequestsPerDay])
        case .electrocardiogram:
            ("30 s at 512 samples a second per recording (about \(n(r.electrocardiogramSessionsPerWeek)) recordings a week)",
             [.electrocardiogramSessionsPerWeek])
        case .photoplethysmogram:
            ("\(n(r.photoplethysmogramHz)) samples a second for \(seconds(r.photoplethysmogramDuration)) every \(seconds(r.photoplethysmogramInterval)) while the Watch is worn",
             [.photoplethysmogramHz, .photoplethysmogramDuration, .photoplethysmogramInterval])
        case .acousticSettings: ("a snapshot every \(seconds(r.acousticSettingsInterval))", [.acousticSettingsInterval])
        case .headphoneMotion: ("\(n(r.headphoneMotionHz)) samples a second while headphones are connected", [.headphoneMotionHz])
        case .visits: ("one record per place visited", [])
        case .onWristState: ("one record each time the Watch is put on or taken off", [])
        case .mediaEvents: ("one record each time an image or video is shown or hidden", [])
        case .faceMetrics: ("at each Face ID unlock, and now and then while a messaging app is open", [])
        case .sleepSessions: ("one session a night from each device that records it", [])
        case .headphoneSettings: ("one record each time the headphones connect", [])
        default: ("not described", [])
        }
    }

    /// `50`, `0.5`: a rate without trailing zeros.
    static func n(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%g", value)
    }

    /// `10 s`, `15 min`, `24 h`: the largest unit that keeps a whole number.
    static func seconds(_ s: Double) -> String {
        if s >= 3_600, s.truncatingRemainder(dividingBy: 3_600) == 0 { return "\(n(s / 3_600)) h" }
        if s >= 60, s.truncatingRemainder(dividingBy: 60) == 0 { return "\(n(s / 60)) min" }
        return "\(n(s)) s"
    }
}
