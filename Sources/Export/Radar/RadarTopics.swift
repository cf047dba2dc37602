import SensorKitSim

extension RadarTopic {
    private static func xyz() -> [AvroField] { [AvroField("x", .float), AvroField("y", .float), AvroField("z", .float)] }

    static let placementSymbols = ["FRONT_BOTTOM", "FRONT_BOTTOM_LEFT", "FRONT_BOTTOM_RIGHT", "FRONT_LEFT", "FRONT_RIGHT",
                                   "FRONT_TOP", "FRONT_TOP_LEFT", "FRONT_TOP_RIGHT", "UNKNOWN"]
    static let locationSymbols = ["GYM", "HOME", "SCHOOL", "WORK", "UNKNOWN"]
    static let sideSymbols = ["LEFT", "RIGHT"]

    /// The twelve topics of RADAR's `apple_sensorkit` specification.
    public static let all: [RadarTopic] = [
        RadarTopic(topic: "sensorkit_acceleration", record: "SensorKitAcceleration", sensor: .accelerometer, specific: xyz()),
        RadarTopic(topic: "sensorkit_rotation_rate", record: "SensorKitRotationRate", sensor: .rotationRate, specific: xyz()),
        RadarTopic(topic: "sensorkit_ambient_light", record: "SensorKitAmbientLight", sensor: .ambientLightSensor, specific: [
            AvroField("chromaticityX", .float), AvroField("chromaticityY", .float), AvroField("lux", .float),
            AvroField("placement", .enumeration(name: "SensorPlacement", symbols: placementSymbols), default: "\"UNKNOWN\""),
        ]),
        RadarTopic(topic: "sensorkit_ambient_pressure", record: "SensorKitAmbientPressure", sensor: .ambientPressure, specific: [
            AvroField("pressure", .double), AvroField("temperature", .double),
        ]),
        RadarTopic(topic: "sensorkit_pedometer", record: "SensorKitPedometer", sensor: .pedometerData, specific: [
            AvroField("startDate", .double), AvroField("endDate", .double), AvroField("numberOfSteps", .int),
            AvroField("distance", .double), AvroField("averageActivePace", .double), AvroField("currentPace", .double),
            AvroField("currentCadence", .double), AvroField("floorsAscended", .int), AvroField("floorsDescended", .int),
        ]),
        RadarTopic(topic: "sensorkit_device_usage", record: "SensorKitDeviceUsage", sensor: .deviceUsageReport, specific: [
            AvroField("duration", .double), AvroField("totalScreenWakes", .int), AvroField("totalUnlocks", .int),
            AvroField("totalUnlockDuration", .double), AvroField("version", .string),
            AvroField("applicationUsageByCategory", .string), AvroField("notificationUsageByCategory", .string),
            AvroField("webUsageByCategory", .string),
        ]),
        RadarTopic(topic: "sensorkit_keyboard_metrics", record: "SensorKitKeyboardMetrics", sensor: .keyboardMetrics, specific: [
            AvroField("totalWords", .int), AvroField("totalAlteredWords", .int), AvroField("totalTaps", .int),
            AvroField("totalEmojis", .int), AvroField("totalTypingDuration", .double), AvroField("totalPauses", .int),
            AvroField("totalTypingEpisodes", .int),
        ]),
        RadarTopic(topic: "sensorkit_message_usage", record: "SensorKitMessageUsage", sensor: .messagesUsageReport, specific: [
            AvroField("duration", .double), AvroField("totalIncomingMessages", .int), AvroField("totalOutgoingMessages", .int),
            AvroField("totalUniqueContacts", .int),
        ]),
        RadarTopic(topic: "sensorkit_phone_usage", record: "SensorKitPhoneUsage", sensor: .phoneUsageReport, specific: [
            AvroField("duration", .double), AvroField("totalIncomingCalls", .int), AvroField("totalOutgoingCalls", .int),
            AvroField("totalPhoneCallDuration", .double), AvroField("totalUniqueContacts", .int),
        ]),
        RadarTopic(topic: "sensorkit_on_wrist", record: "SensorKitOnWrist", sensor: .onWristState, specific: [
            AvroField("crownOrientation", .enumeration(name: "CrownOrientation", symbols: sideSymbols)),
            AvroField("onWrist", .boolean),
            AvroField("wristLocation", .enumeration(name: "WristLocation", symbols: sideSymbols)),
            AvroField("offWristDate", .double), AvroField("onWristDate", .double),
        ]),
        RadarTopic(topic: "sensorkit_visits", record: "SensorKitVisits", sensor: .visits, specific: [
            AvroField("identifier", .string),
            AvroField("arrivalDateIntervalStart", .double), AvroField("arrivalDateIntervalEnd", .double),
            AvroField("arrivalDateIntervalDuration", .double),
            AvroField("departureDateIntervalStart", .double), AvroField("departureDateIntervalEnd", .double),
            AvroField("departureDateIntervalDuration", .double),
            AvroField("distanceFromHome", .double),
            AvroField("locationCategory", .enumeration(name: "LocationCategory", symbols: locationSymbols), default: "\"UNKNOWN\""),
        ]),
        RadarTopic(topic: "sensorkit_telephony_speech_metrics", record: "SensorKitTelephonySpeechMetrics",
                   sensor: .telephonySpeechMetrics, specific: [
            "audioLevelStart", "audioLevelDuration", "audioLevelLoudness", "soundClassificationStart",
            "soundClassificationDuration",
        ].map { AvroField($0, .nullable(.double), default: "null") }
            + [AvroField("soundClassification", .nullable(.string), default: "null")]
            + ["speechExpressionStart", "speechExpressionDuration", "speechExpressionActivation", "speechExpressionConfidence",
               "speechExpressionDominance", "speechExpressionMood", "speechExpressionValence"]
            .map { AvroField($0, .nullable(.double), default: "null") }),
    ]
}
