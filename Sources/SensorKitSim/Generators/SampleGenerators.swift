/// The generator for each sensor.
public enum SampleGenerators {
    private static let table: [SRSensor: any SampleGenerator] = [
        .accelerometer: MotionGenerator(sensor: .accelerometer, kind: .acceleration),
        .rotationRate: MotionGenerator(sensor: .rotationRate, kind: .rotation),
        .ambientLightSensor: AmbientLightGenerator(),
    ]

    public static func generator(for sensor: SRSensor) -> (any SampleGenerator)? { table[sensor.parentSensor] }
}
