import SensorKitSim
import Foundation

extension Checker {
    /// `NSMotionUsageDescription`: without it, the first CoreMotion call crashes the app. Only
    /// the old simulator hint can make `usesMotionActivity` true without a description, so
    /// that is when the crash is predicted.
    mutating func checkMotion() {
        let key = "NSMotionUsageDescription"
        let text = study.motionUsageDescription
        let present = !(text ?? "").isBlank
        if study.usesMotionActivity && !present {
            error("missing-motion-usage-description", file: infoFile, keyPath: key, line: line(of: key),
                  "the app uses Motion & Fitness but NSMotionUsageDescription is \(text == nil ? "missing" : "empty"): it crashes at its first query (\"This app has crashed because it attempted to access privacy-sensitive data without a usage description.\")",
                  suggestion: "add NSMotionUsageDescription explaining how the study uses motion and fitness activity")
            return
        }
        let coreMotionBacked: Set<SRSensor> = [.accelerometer, .rotationRate, .pedometerData, .ambientPressure]
        let backed = study.requestedSensors.filter { coreMotionBacked.contains($0) }
        if !present && !backed.isEmpty && study.usesSensorKit {
            note("motion-usage-for-coremotion", file: infoFile, keyPath: key,
                 "the study reads CoreMotion-backed sensors (\(Array(Set(backed.map(\.description))).sorted().joined(separator: ", "))) and has no NSMotionUsageDescription: fine through SensorKit, but the app crashes if it also calls CoreMotion directly (CMMotionActivityManager, CMPedometer, CMSensorRecorder)",
                 suggestion: "add NSMotionUsageDescription if the app uses CoreMotion")
        }
        if let text, present, let why = TextQuality.placeholder(study.localized(text, infoKey: key)) {
            warning("placeholder-text", file: infoFile, keyPath: key, line: line(of: key),
                    "\(why): participants would see it in the Motion & Fitness alert")
        }
    }
}
