import Foundation

/// Apple's `SRElectrocardiogramData`: one ECG value and the conditions it was recorded in.
public final class SRElectrocardiogramData: NSObject, Sendable {
    public struct Flags: OptionSet, Sendable, Equatable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let signalInvalid = Flags(rawValue: 1 << 0)
        public static let crownTouched = Flags(rawValue: 1 << 1)
    }

    public let flags: Flags
    /// Microvolts.
    public let value: Measurement<UnitElectricPotentialDifference>

    init(flags: Flags, value: Measurement<UnitElectricPotentialDifference>) {
        self.flags = flags
        self.value = value
    }
}
