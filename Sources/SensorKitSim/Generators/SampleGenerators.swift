/// The generator for each sensor.
package enum SampleGenerators {
    private static let table: [SRSensor: any SampleGenerator] = [
        .accelerometer: MotionGenerator(sensor: .accelerometer, kind: .acceleration),
        .rotationRate: MotionGenerator(sensor: .rotationRate, kind: .rotation),
        .ambientLightSensor: AmbientLightGenerator(),
        .visits: VisitsGenerator(),
        .pedometerData: PedometerGenerator(),
        .deviceUsageReport: DeviceUsageGenerator(),
        .messagesUsageReport: MessagesUsageGenerator(),
        .phoneUsageReport: PhoneUsageGenerator(),
        .onWristState: OnWristStateGenerator(),
        .keyboardMetrics: KeyboardMetricsGenerator(),
        .siriSpeechMetrics: SpeechMetricsGenerator(sensor: .siriSpeechMetrics, kind: .siri),
        .telephonySpeechMetrics: SpeechMetricsGenerator(sensor: .telephonySpeechMetrics, kind: .telephony),
        .ambientPressure: AmbientPressureGenerator(),
        .mediaEvents: MediaEventsGenerator(),
        .wristTemperature: WristTemperatureGenerator(),
        .heartRate: HeartRateGenerator(),
        .faceMetrics: FaceMetricsGenerator(),
        .odometer: OdometerGenerator(),
        .electrocardiogram: ElectrocardiogramGenerator(),
        .photoplethysmogram: PhotoplethysmogramGenerator(),
        .acousticSettings: AcousticSettingsGenerator(),
        .sleepSessions: SleepSessionsGenerator(),
        .headphoneMotion: HeadphoneMotionGenerator(),
        .headphoneSettings: HeadphoneSettingsGenerator(),
    ]

    package static func generator(for sensor: SRSensor) -> (any SampleGenerator)? { table[sensor.parentSensor] }
}
