import Foundation

/// Apple's `SRElectrocardiogramData`: one ECG value and the conditions it was recorded in.
public struct SRElectrocardiogramData: Sendable, Equatable {
    public struct Flags: OptionSet, Sendable, Equatable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let signalInvalid = Flags(rawValue: 1 << 0)
        public static let crownTouched = Flags(rawValue: 1 << 1)
    }

    public let flags: Flags
    /// Microvolts.
    public let value: Measurement<UnitElectricPotentialDifference>
}
