import Foundation

/// CoreMotion's `CMAmbientPressureData`: pressure in kilopascals and temperature in degrees Celsius.
public class CMAmbientPressureData: CMLogItem, @unchecked Sendable {
    public let pressure: Measurement<UnitPressure>
    public let temperature: Measurement<UnitTemperature>

    init(timestamp: TimeInterval, kilopascals: Double, celsius: Double) {
        pressure = Measurement(value: kilopascals, unit: SampleUnits.kilopascals)
        temperature = Measurement(value: celsius, unit: SampleUnits.celsius)
        super.init(timestamp: timestamp)
    }

    public override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(pressure.converted(to: SampleUnits.kilopascals).value, forKey: "kilopascals")
        coder.encode(temperature.converted(to: SampleUnits.celsius).value, forKey: "celsius")
    }

    public required init?(coder: NSCoder) {
        guard let kPa = coder.decodeNumber(forKey: "kilopascals"), let celsius = coder.decodeNumber(forKey: "celsius")
        else { return nil }
        pressure = Measurement(value: kPa, unit: SampleUnits.kilopascals)
        temperature = Measurement(value: celsius, unit: SampleUnits.celsius)
        super.init(coder: coder)
    }
}

/// One barometer sample in a SensorKit `ambientPressure` result (an array of these), an
/// `NSObject` subclass as on iOS.
public final class CMRecordedPressureData: CMAmbientPressureData, @unchecked Sendable {
    public let identifier: UInt64
    public let startDate: Date

    package init(_ v: RecordedPressure) {
        identifier = v.identifier
        startDate = v.startDate
        super.init(timestamp: v.timestamp, kilopascals: v.kilopascals, celsius: v.celsius)
    }

    public override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encodeRecorded(identifier: identifier, startDate: startDate)
    }

    public required init?(coder: NSCoder) {
        guard let recorded = coder.decodeRecorded() else { return nil }
        (identifier, startDate) = recorded
        super.init(coder: coder)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? CMRecordedPressureData else { return false }
        return o.identifier == identifier && o.startDate == startDate && o.timestamp == timestamp
            && o.pressure == pressure && o.temperature == temperature
    }

    public override var hash: Int { identifier.hashValue }
}
