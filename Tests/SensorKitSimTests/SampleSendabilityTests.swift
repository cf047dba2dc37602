import Foundation
import SensorKitSim

/// The iOS 27 SDK marks SensorKit's sample classes `NS_SWIFT_SENDABLE` (sensorkit-ios26-27.md
/// §3.6; the iOS 26/27 classes in §3.2–3.4 and §4 declare it themselves): a study app keeps a
/// sample in a `Sendable` value or hands it across actors. This file compiling is the test:
/// a class that is not `Sendable` fails the test target's build (warnings fail `make test`, and
/// a stored non-Sendable property of a `Sendable` struct is an error in Swift 6 mode).
private struct SensorKitSamples: Sendable {
    let ambientLight: SRAmbientLightSample
    let visit: SRVisit
    let wrist: SRWristDetection
    let deviceUsage: SRDeviceUsageReport
    let applicationUsage: SRDeviceUsageReport.ApplicationUsage
    let notificationUsage: SRDeviceUsageReport.NotificationUsage
    let webUsage: SRDeviceUsageReport.WebUsage
    let messagesUsage: SRMessagesUsageReport
    let phoneUsage: SRPhoneUsageReport
    let keyboard: SRKeyboardMetrics
    let textInput: SRTextInputSession
    let speech: SRSpeechMetrics
    let speechExpression: SRSpeechExpression
    let audioLevel: SRAudioLevel
    let face: SRFaceMetrics
    let faceExpression: SRFaceMetricsExpression
    let media: SRMediaEvent
    let wristTemperatureSession: SRWristTemperatureSession
    let wristTemperature: SRWristTemperature
    let ecgSample: SRElectrocardiogramSample
    let ecgData: SRElectrocardiogramData
    let ecgSession: SRElectrocardiogramSession
    let ppg: SRPhotoplethysmogramSample
    let ppgOptical: SRPhotoplethysmogramOpticalSample
    let ppgAccelerometer: SRPhotoplethysmogramAccelerometerSample
    let supplementalCategory: SRSupplementalCategory
    let acousticSettings: SRAcousticSettings
    let sleep: SRSleepSession
    let headphoneSettings: SRHeadphoneSettings
    let deletion: SRDeletionRecord
    let device: SRDevice
    let sourceDevice: SRSourceDevice
}

/// CoreMotion's sample classes SensorKit returns, by the same rule (FIDELITY.md).
private struct CoreMotionSamples: Sendable {
    let odometer: CMOdometerData
    let pedometer: CMPedometerData
    let accelerometer: CMRecordedAccelerometerData
    let rotation: CMRecordedRotationRateData
    let pressure: CMRecordedPressureData
    let heartRate: CMHighFrequencyHeartRateData
    let deviceMotion: CMRecordedDeviceMotion
}

