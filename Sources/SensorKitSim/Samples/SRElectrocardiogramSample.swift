import Foundation

/// One sample in a SensorKit `electrocardiogram` result (an array of these).
///
/// An `NSObject` as on iOS, where `data` holds a batch of values starting at `date`. Here each
/// sample holds one reading, built into `data` only when read. It adopts `NSCopying` and
/// `NSSecureCoding`, as SRElectrocardiogramSample.h declares; its archive holds its session.
///
/// Final, unlike the sample classes a test double stands in for: SRElectrocardiogramSample.h declares its `init` and
/// `new` `NS_UNAVAILABLE`, so on iOS too a test double of it cannot be made with `init()` (only decoded from an archive; FIDELITY.md).
public final class SRElectrocardiogramSample: NSObject, NSCopying, NSSecureCoding, Sendable {
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

    // MARK: NSCopying and NSSecureCoding (SRElectrocardiogramSample.h)

    /// The sample itself: it never changes.
    public func copy(with zone: NSZone? = nil) -> Any { self }
    public class var supportsSecureCoding: Bool { true }

    public func encode(with coder: NSCoder) {
        coder.encodeDate(date, forKey: "date")
        coder.encode(frequency.converted(to: .hertz).value, forKey: "hertz")
        session.encode(with: coder, prefix: "session.")
        coder.encodeRaw(lead, forKey: "lead")
        coder.encode(Int64(flags.rawValue), forKey: "flags")
        coder.encode(microvolts, forKey: "microvolts")
    }

    public convenience init?(coder: NSCoder) {
        guard let date = coder.decodeDate(forKey: "date"), let hertz = coder.decodeNumber(forKey: "hertz"),
              let session = SRElectrocardiogramSession(coder: coder, prefix: "session."),
              let lead = coder.decodeRaw(Lead.self, forKey: "lead"), coder.containsValue(forKey: "flags"),
              let flags = UInt(exactly: coder.decodeInt64(forKey: "flags")),
              let microvolts = coder.decodeNumber(forKey: "microvolts") else { return nil }
        self.init(date: date, frequency: Measurement(value: hertz, unit: .hertz), session: session, lead: lead,
                  flags: SRElectrocardiogramData.Flags(rawValue: flags), microvolts: microvolts)
    }
}
