import Foundation

/// CoreMotion's `CMAmbientPressureData`: pressure in kilopascals and temperature in degrees Celsius.
/// Open, as CMAltimeter.h leaves it in Swift: a team's test double is made with `init()` and
/// overrides what it reports.
open class CMAmbientPressureData: CMLogItem, @unchecked Sendable {
    private let _pressure: Measurement<UnitPressure>
    private let _temperature: Measurement<UnitTemperature>

    open var pressure: Measurement<UnitPressure> { _pressure }
    open var temperature: Measurement<UnitTemperature> { _temperature }

    init(timestamp: TimeInterval, kilopascals: Double, celsius: Double) {
        _pressure = Measurement(value: kilopascals, unit: SampleUnits.kilopascals)
        _temperature = Measurement(value: celsius, unit: SampleUnits.celsius)
        super.init(timestamp: timestamp)
    }

    /// 0 kPa and 0 °C at boot, as NSObject's `init()` leaves Apple's (an assumption, FIDELITY.md).
    public override init() {
        _pressure = Measurement(value: 0, unit: SampleUnits.kilopascals)
        _temperature = Measurement(value: 0, unit: SampleUnits.celsius)
        super.init()
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(pressure.converted(to: SampleUnits.kilopascals).value, forKey: "kilopascals")
        coder.encode(temperature.converted(to: SampleUnits.celsius).value, forKey: "celsius")
    }

    public required init?(coder: NSCoder) {
        guard let kPa = coder.decodeNumber(forKey: "kilopascals"), let celsius = coder.decodeNumber(forKey: "celsius")
        else { return nil }
        _pressure = Measurement(value: kPa, unit: SampleUnits.kilopascals)
        _temperature = Measurement(value: celsius, unit: SampleUnits.celsius)
        super.init(coder: coder)
    }
}

/// One barometer sample in a SensorKit `ambientPressure` result (an array of these), an
/// `NSObject` subclass as on iOS. Open, as its header leaves it: a team's extractor tests feed
/// doubles made with `init()`.
open class CMRecordedPressureData: CMAmbientPressureData, @unchecked Sendable {
    private let _identifier: UInt64
    private let _startDate: Date

    open var identifier: UInt64 { _identifier }
    open var startDate: Date { _startDate }

    package init(_ v: RecordedPressure) {
        _identifier = v.identifier
        _startDate = v.startDate
        super.init(timestamp: v.timestamp, kilopascals: v.kilopascals, celsius: v.celsius)
    }

    /// Batch 0 at the reference date, as NSObject's `init()` leaves Apple's (an assumption, FIDELITY.md).
    public override init() {
        _identifier = 0
        _startDate = Date(timeIntervalSinceReferenceDate: 0)
        super.init()
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encodeRecorded(identifier: identifier, startDate: startDate)
    }

    public required init?(coder: NSCoder) {
        guard let recorded = coder.decodeRecorded() else { return nil }
        (_identifier, _startDate) = recorded
        super.init(coder: coder)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? CMRecordedPressureData else { return false }
        return o.identifier == identifier && o.startDate == startDate && o.timestamp == timestamp
            && o.pressure == pressure && o.temperature == temperature
    }

    open override var hash: Int { identifier.hashValue }
}
