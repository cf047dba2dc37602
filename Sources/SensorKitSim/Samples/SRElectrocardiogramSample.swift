import Foundation

/// One sample in a SensorKit `electrocardiogram` result (an array of these).
///
/// An `NSObject` as on iOS, where `data` holds a batch of values starting at `date`. Here each
/// sample holds one reading, built into `data` only when read.
public final class SRElectrocardiogramSample: NSObject, Sendable {
    public enum Lead: Int, Sendable { case rightArmMinusLeftArm = 1, leftArmMinusRightArm }

    public let date: Date
    /// Hertz.
    public let frequency: Measurement<UnitFrequency>
    public let session: SRElectrocardiogramSession
    public let lead: Lead
    let flags: SRElectrocardiogramData.Flags
    let microvolts: Double

    init(date: Date, frequency: Measurement<UnitFrequency>, session: SRElectrocardiogramSession, lead: Lead,
         flags: SRElectrocardiogramData.Flags, microvolts: Double) {
        self.date = date
        self.frequency = frequency
        self.session = session
        self.lead = lead
        self.flags = flags
        self.microvolts = microvolts
    }

    public var data: [SRElectrocardiogramData] {
        [SRElectrocardiogramData(flags: flags, value: Measurement(value: microvolts, unit: .microvolts))]
    }
}
