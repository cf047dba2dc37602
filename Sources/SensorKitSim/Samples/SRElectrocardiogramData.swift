import Foundation

/// Apple's `SRElectrocardiogramData`: one ECG value and the conditions it was recorded in. It
/// adopts `NSCopying` and `NSSecureCoding`, as SRElectrocardiogramSample.h declares.
///
/// Final, unlike the sample classes a test double stands in for: SRElectrocardiogramData.h declares its `init` and
/// `new` `NS_UNAVAILABLE`, so on iOS too a test double of it cannot be made with `init()` (only decoded from an archive; FIDELITY.md).
public final class SRElectrocardiogramData: NSObject, NSCopying, NSSecureCoding, Sendable {
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

    // MARK: NSCopying and NSSecureCoding (SRElectrocardiogramSample.h)

    /// The value itself: it never changes.
    public func copy(with zone: NSZone? = nil) -> Any { self }
    public class var supportsSecureCoding: Bool { true }

    public func encode(with coder: NSCoder) {
        coder.encode(Int64(flags.rawValue), forKey: "flags")
        coder.encode(value.converted(to: .microvolts).value, forKey: "microvolts")
    }

    public convenience init?(coder: NSCoder) {
        guard coder.containsValue(forKey: "flags"), let flags = UInt(exactly: coder.decodeInt64(forKey: "flags")),
              let microvolts = coder.decodeNumber(forKey: "microvolts") else { return nil }
        self.init(flags: Flags(rawValue: flags), value: Measurement(value: microvolts, unit: .microvolts))
    }
}
