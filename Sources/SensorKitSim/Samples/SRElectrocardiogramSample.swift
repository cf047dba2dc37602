import Foundation

/// One sample in a SensorKit `electrocardiogram` result (an array of these).
///
/// On iOS a class whose `data` holds a batch of values starting at `date`. Here each sample is a
/// value holding one reading, built into `data` only when read, so a 30-second recording at
/// 512 Hz streams without an allocation per reading.
public struct SRElectrocardiogramSample: Sendable {
    public enum Lead: Int, Sendable { case rightArmMinusLeftArm = 1, leftArmMinusRightArm }

    public let date: Date
    /// Hertz.
    public let frequency: Measurement<UnitFrequency>
    public let session: SRElectrocardiogramSession
    public let lead: Lead
    let flags: SRElectrocardiogramData.Flags
    let microvolts: Double

    public var data: [SRElectrocardiogramData] {
        [SRElectrocardiogramData(flags: flags, value: Measurement(value: microvolts, unit: .microvolts))]
    }
}
