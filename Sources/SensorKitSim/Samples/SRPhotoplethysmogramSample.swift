import Foundation

/// One sample in a SensorKit `photoplethysmogram` result (an array of these).
///
/// An `NSObject` as on iOS, where it holds arrays of optical and accelerometer readings. Here it
/// holds one green-LED reading and one accelerometer reading, built into Apple's arrays only
/// when read.
///
/// Final, unlike the sample classes a test double stands in for: SensorKit's iOS 17.4 PPG classes
/// make `init` and `new` unavailable, as their ECG siblings' headers declare, so on iOS too no Swift
/// subclass of it can be made (an assumption, FIDELITY.md).
public final class SRPhotoplethysmogramSample: NSObject, Sendable {
    public struct Usage: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let foregroundHeartRate = Usage(rawValue: "ForegroundHeartRate")
        public static let deepBreathing = Usage(rawValue: "DeepBreathing")
        public static let foregroundBloodOxygen = Usage(rawValue: "ForegroundBloodOxygen")
        public static let backgroundSystem = Usage(rawValue: "BackgroundSystem")
    }

    /// Start of the reading this sample belongs to.
    public let startDate: Date
    public let nanosecondsSinceStart: Int64
    /// Degrees Celsius, stored as a number so that a sample holds no object.
    let celsius: Double
    let hz: Double
    let reflectance: Double
    let acceleration: (x: Double, y: Double, z: Double)

    init(startDate: Date, nanosecondsSinceStart: Int64, celsius: Double, hz: Double, reflectance: Double,
         acceleration: (x: Double, y: Double, z: Double)) {
        self.startDate = startDate
        self.nanosecondsSinceStart = nanosecondsSinceStart
        self.celsius = celsius
        self.hz = hz
        self.reflectance = reflectance
        self.acceleration = acceleration
    }

    public var temperature: Measurement<UnitTemperature>? { Measurement(value: celsius, unit: SampleUnits.celsius) }

    public var usage: [Usage] { [.backgroundSystem] }

    public var opticalSamples: [SRPhotoplethysmogramOpticalSample] {
        [SRPhotoplethysmogramOpticalSample(
            emitter: 10, activePhotodiodeIndexes: IndexSet([0, 1]), signalIdentifier: 1,
            nominalWavelength: Measurement(value: 525, unit: .nanometers),
            effectiveWavelength: Measurement(value: 523.6, unit: .nanometers),
            samplingFrequency: Measurement(value: hz, unit: .hertz), nanosecondsSinceStart: nanosecondsSinceStart,
            normalizedReflectance: reflectance, conditions: [])]
    }

    public var accelerometerSamples: [SRPhotoplethysmogramAccelerometerSample] {
        [SRPhotoplethysmogramAccelerometerSample(
            nanosecondsSinceStart: nanosecondsSinceStart, samplingFrequency: Measurement(value: hz, unit: .hertz),
            x: Measurement(value: acceleration.x, unit: .gravity), y: Measurement(value: acceleration.y, unit: .gravity),
            z: Measurement(value: acceleration.z, unit: .gravity))]
    }
}
