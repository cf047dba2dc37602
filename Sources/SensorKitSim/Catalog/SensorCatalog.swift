/// Every `SRSensor` Apple has published, with the facts the simulator models.
///
/// Sources are in FIDELITY.md. Source devices are inferred from each sensor's description
/// (Apple publishes no device matrix), so they are `observed` or `assumption`.
package enum SensorCatalog {
    package static let all: [SensorInfo] = [
        row(.ambientLightSensor, "ambientLightSensor", "Ambient Light Sensor", "SRAmbientLightSample", .object, "14.0",
            [.iPhone], .observed, "ambient-light-sensor", .documented, [], "SRSensorUsageAmbientLightSensor", .documented),
        row(.accelerometer, "accelerometer", "Accelerometer", "CMRecordedAccelerometerData", .array, "14.0",
            [.iPhone, .appleWatch], .observed, "motion-accelerometer", .documented, [], "SRSensorUsageMotion", .documented),
        row(.rotationRate, "rotationRate", "Rotation Rate", "CMRecordedRotationRateData", .array, "14.0",
            [.iPhone, .appleWatch], .observed, "motion-rotation-rate", .documented, [], "SRSensorUsageMotion", .documented),
        row(.visits, "visits", "Visits", "SRVisit", .object, "14.0",
            [.iPhone], .observed, "visits", .documented, [], "SRSensorUsageVisits", .documented),
        row(.pedometerData, "pedometerData", "Pedometer", "CMPedometerData", .object, "14.0",
            [.iPhone, .appleWatch], .observed, "pedometer", .documented, [], "SRSensorUsagePedometer", .documented),
        row(.deviceUsageReport, "deviceUsageReport", "Device Usage", "SRDeviceUsageReport", .object, "14.0",
            [.iPhone, .appleWatch], .observed, "device-usage", .documented, [], "SRSensorUsageDeviceUsage", .documented),
        row(.messagesUsageReport, "messagesUsageReport", "Messages Usage", "SRMessagesUsageReport", .object, "14.0",
            [.iPhone], .observed, "messages-usage", .documented, [], "SRSensorUsageMessageUsage", .documented),
        row(.phoneUsageReport, "phoneUsageReport", "Phone Usage", "SRPhoneUsageReport", .object, "14.0",
            [.iPhone], .observed, "phone-usage", .documented, [], "SRSensorUsagePhoneUsage", .documented),
        row(.onWristState, "onWristState", "On-Wrist State", "SRWristDetection", .object, "14.0",
            [.appleWatch], .observed, "on-wrist", .documented, [], "SRSensorUsageWristDetection", .documented),
        row(.keyboardMetrics, "keyboardMetrics", "Keyboard Metrics", "SRKeyboardMetrics", .object, "14.0",
            [.iPhone], .observed, "keyboard-metrics", .documented, [], "SRSensorUsageKeyboardMetrics", .documented),
        row(.siriSpeechMetrics, "siriSpeechMetrics", "Siri Speech Metrics", "SRSpeechMetrics", .object, "15.0",
            [.iPhone], .observed, "speech-metrics-siri", .documented, [], "SRSensorUsageSpeechMetrics", .documented),
        row(.telephonySpeechMetrics, "telephonySpeechMetrics", "Telephony Speech Metrics", "SRSpeechMetrics", .object, "15.0",
            [.iPhone], .observed, "speech-metrics-telephony", .documented, [], "SRSensorUsageSpeechMetrics", .documented),
        row(.ambientPressure, "ambientPressure", "Ambient Pressure", "CMRecordedPressureData", .array, "15.4",
            [.iPhone, .appleWatch], .observed, "ambient-pressure", .documented, [], "SRSensorUsageElevation", .documented),
        row(.mediaEvents, "mediaEvents", "Media Events", "SRMediaEvent", .object, "16.4",
            [.iPhone], .observed, "media-events", .assumption, [], "SRSensorUsageMediaEvents", .documented),
        row(.wristTemperature, "wristTemperature", "Wrist Temperature", "SRWristTemperatureSession", .object, "17.0",
            [.appleWatch], .observed, "wrist-temperature", .observed, [], "SRSensorUsageWristTemperature", .documented),
        row(.heartRate, "heartRate", "Heart Rate", "CMHighFrequencyHeartRateData", .object, "17.0",
            [.appleWatch], .observed, "heart-rate", .observed, [], "SRSensorUsageHeartRate", .documented),
        row(.faceMetrics, "faceMetrics", "Face Metrics", "SRFaceMetrics", .object, "17.0",
            [.iPhone], .observed, "face-metrics", .assumption, [], "SRSensorUsageFacialMetrics", .documented),
        row(.odometer, "odometer", "Odometer", "CMOdometerData", .object, "17.0",
            [.iPhone, .appleWatch], .assumption, "odometer", .assumption, [], "SRSensorUsageOdometer", .documented),
        row(.electrocardiogram, "electrocardiogram", "ECG", "SRElectrocardiogramSample", .array, "17.4",
            [.appleWatch], .observed, "ecg", .documented, ["ECG"], "SRSensorUsageECG", .documented),
        row(.photoplethysmogram, "photoplethysmogram", "PPG", "SRPhotoplethysmogramSample", .array, "17.4",
            [.appleWatch], .observed, "ppg", .documented, ["PPG"], "SRSensorUsagePPG", .documented),
        row(.acousticSettings, "acousticSettings", "Acoustic Settings", "SRAcousticSettings", .object, "26.0",
            [.iPhone], .assumption, "acoustic-settings", .assumption, [], "SRSensorUsageAcousticSettings", .assumption),
        row(.sleepSessions, "sleepSessions", "Sleep Sessions", "SRSleepSession", .object, "26.0",
            [.iPhone, .appleWatch], .assumption, "sleep-sessions", .assumption, [], "SRSensorUsageSleepSessions", .assumption),
        row(.headphoneMotion, "headphoneMotion", "Headphone Motion", "CMRecordedDeviceMotion", .array, "27.0",
            [.headphones], .observed, "headphone-motion", .assumption, [], "SRSensorUsageHeadphoneMotion", .assumption),
        row(.headphoneSettings, "headphoneSettings", "Headphone Settings", "SRHeadphoneSettings", .object, "27.0",
            [.headphones], .observed, "headphone-settings", .assumption, [], "SRSensorUsageHeadphoneSettings", .assumption),
    ]

    private static let bySensor: [SRSensor: SensorInfo] = Dictionary(uniqueKeysWithValues: all.map { ($0.sensor, $0) })

    package static func info(for sensor: SRSensor) -> SensorInfo? { bySensor[sensor.parentSensor] }

    /// `sensors` in the catalog's order (Apple's SRSensor declaration order): the order the
    /// sheet asks in, and Settings lists, whatever order the app requested them in.
    package static func ordered<S: Sequence>(_ sensors: S) -> [SRSensor] where S.Element == SRSensor {
        let wanted = Set(sensors)
        return all.map(\.sensor).filter(wanted.contains)
    }

    /// The sensor with this Swift name (`accelerometer`), if any.
    package static func sensor(named swiftName: String) -> SRSensor? {
        all.first { $0.swiftName == swiftName }?.sensor
    }

    /// The sensors an entitlement value grants, accepting the aliases real apps use.
    package static func sensors(forEntitlement value: String) -> [SRSensor] {
        all.filter { $0.entitlementValue == value || $0.entitlementAliases.contains(value) }.map(\.sensor)
    }

    /// The sensors a usage-detail key covers (`SRSensorUsageMotion` covers two).
    package static func sensors(forUsageDetailKey key: String) -> [SRSensor] {
        all.filter { $0.usageDetailKey == key }.map(\.sensor)
    }

    /// Entitlement values in Apple's documented "Possible Values" list, plus `ecg` and `ppg`
    /// from their sensor pages.
    package static var documentedEntitlementValues: [String] {
        all.filter { $0.entitlementCertainty == .documented }.compactMap(\.entitlementValue)
    }

    private static func row(_ sensor: SRSensor, _ swiftName: String, _ displayName: String, _ sampleType: String,
                            _ shape: ResultShape, _ introduced: String, _ devices: [SourceDevice], _ devCert: Certainty,
                            _ ent: String?, _ entCert: Certainty, _ aliases: [String],
                            _ usage: String?, _ usageCert: Certainty) -> SensorInfo {
        SensorInfo(sensor: sensor, swiftName: swiftName, displayName: displayName, sampleType: sampleType, shape: shape,
                   introduced: introduced, sourceDevices: devices, sourceCertainty: devCert,
                   entitlementValue: ent, entitlementCertainty: entCert, entitlementAliases: aliases,
                   usageDetailKey: usage, usageDetailCertainty: usageCert)
    }
}
