/// A SensorKit sensor stream, named as Apple names it (`SRSensor.ambientLightSensor`, ...).
///
/// Apple's `SRSensor` is a string-backed extensible enum. The raw strings below were read
/// from a third-party port of macOS's SensorKit and match what iOS apps and binaries show
/// (see FIDELITY.md); nothing in the simulator depends on them except the deletion-record suffix.
public struct SRSensor: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    /// True for a `.tombstones` stream.
    package let isDeletionRecordStream: Bool
    /// The raw value's hash, worked out once: a sensor is a dictionary key in nearly every call
    /// into SensorKit, and hashing its string each time was a tenth of an app's launch.
    private let key: UInt64

    public init(rawValue: String) {
        self.rawValue = rawValue
        isDeletionRecordStream = rawValue.hasSuffix(SRSensor.tombstoneSuffix)
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for b in rawValue.utf8 { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        key = h
    }

    public static func == (a: SRSensor, b: SRSensor) -> Bool { a.key == b.key && a.rawValue == b.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    private static let prefix = "com.apple.SensorKit."
    private static let tombstoneSuffix = ".tombstones"

    public static let ambientLightSensor = SRSensor(rawValue: prefix + "als")
    public static let accelerometer = SRSensor(rawValue: prefix + "motion.accelerometer")
    public static let rotationRate = SRSensor(rawValue: prefix + "motion.gyroscope")
    public static let visits = SRSensor(rawValue: prefix + "visits")
    public static let pedometerData = SRSensor(rawValue: prefix + "pedometer.data")
    public static let deviceUsageReport = SRSensor(rawValue: prefix + "deviceUsageReport")
    public static let messagesUsageReport = SRSensor(rawValue: prefix + "messagesUsageReport")
    public static let phoneUsageReport = SRSensor(rawValue: prefix + "phoneUsageReport")
    public static let onWristState = SRSensor(rawValue: prefix + "onWristState")
    public static let keyboardMetrics = SRSensor(rawValue: prefix + "keyboardMetrics")
    public static let siriSpeechMetrics = SRSensor(rawValue: prefix + "speechMetrics.siri")
    public static let telephonySpeechMetrics = SRSensor(rawValue: prefix + "speechMetrics.telephony")
    public static let ambientPressure = SRSensor(rawValue: prefix + "ambientPressure")
    public static let mediaEvents = SRSensor(rawValue: prefix + "mediaEvents")
    public static let wristTemperature = SRSensor(rawValue: prefix + "wristTemperature")
    public static let heartRate = SRSensor(rawValue: prefix + "heart.rate")
    public static let faceMetrics = SRSensor(rawValue: prefix + "faceMetrics")
    public static let odometer = SRSensor(rawValue: prefix + "odometer")
    public static let electrocardiogram = SRSensor(rawValue: prefix + "ECG")
    public static let photoplethysmogram = SRSensor(rawValue: prefix + "PPG")
    public static let acousticSettings = SRSensor(rawValue: prefix + "hearing.acousticSettings")
    public static let sleepSessions = SRSensor(rawValue: prefix + "sleep.sessions")
    /// The raw value is the string the iOS 27 binary adds with `_SRSensorHeadphoneMotion`.
    public static let headphoneMotion = SRSensor(rawValue: prefix + "motion.headphone")
    /// No binary evidence gives this raw value; it follows `hearing.acousticSettings` and
    /// `motion.headphone` (an assumption, FIDELITY.md).
    public static let headphoneSettings = SRSensor(rawValue: prefix + "hearing.headphoneSettings")

    /// The stream of deletion records for this sensor (ObjC `sr_sensorForDeletionRecordsFromSensor`).
    /// It shares authorization and recording state with its parent sensor and is only fetched.
    package var deletionRecords: SRSensor? {
        isDeletionRecordStream ? nil : SRSensor(rawValue: rawValue + SRSensor.tombstoneSuffix)
    }


    /// The sensor whose deletion records this stream holds, or the sensor itself.
    package var parentSensor: SRSensor {
        isDeletionRecordStream ? SRSensor(rawValue: String(rawValue.dropLast(SRSensor.tombstoneSuffix.count))) : self
    }

    /// The Swift name Apple uses (`ambientLightSensor`), or the raw value for unknown streams.
    public var description: String {
        if let info = SensorCatalog.info(for: parentSensor) {
            return isDeletionRecordStream ? info.swiftName + ".deletionRecords" : info.swiftName
        }
        return rawValue
    }
}
