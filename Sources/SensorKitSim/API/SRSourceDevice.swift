import Foundation

/// Apple's `SRSourceDevice` (iOS 27): the peripheral, such as a headset, that supplied a
/// result's data. Not the `SRDevice` (iPhone or Watch) that stored it. It adopts
/// `NSSecureCoding` and `NSCopying`, as SRSourceDevice.h declares.
///
/// Final, unlike the sample classes a test double stands in for: SRSourceDevice.h declares its `init` and
/// `new` `NS_UNAVAILABLE`, so on iOS too a test double of it cannot be made with `init()` (only decoded from an archive; FIDELITY.md).
public final class SRSourceDevice: NSObject, NSCopying, NSSecureCoding, Sendable {
    /// Tells apart the peripherals one device used; stable for one simulated headset.
    public let localIdentifier: String
    public let manufacturer: String?
    public let model: String?
    public let hardwareVersion: String?
    public let firmwareVersion: String?

    package init(localIdentifier: String, manufacturer: String?, model: String?, hardwareVersion: String?,
                 firmwareVersion: String?) {
        self.localIdentifier = localIdentifier
        self.manufacturer = manufacturer
        self.model = model
        self.hardwareVersion = hardwareVersion
        self.firmwareVersion = firmwareVersion
    }

    // MARK: NSCopying and NSSecureCoding (SRSourceDevice.h)

    /// The device itself: it never changes.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    public class var supportsSecureCoding: Bool { true }

    public func encode(with coder: NSCoder) {
        coder.encodeText(localIdentifier, forKey: "localIdentifier")
        coder.encodeText(manufacturer, forKey: "manufacturer")
        coder.encodeText(model, forKey: "model")
        coder.encodeText(hardwareVersion, forKey: "hardwareVersion")
        coder.encodeText(firmwareVersion, forKey: "firmwareVersion")
    }

    public init?(coder: NSCoder) {
        guard let id = coder.decodeText(forKey: "localIdentifier") else { return nil }
        localIdentifier = id
        manufacturer = coder.decodeText(forKey: "manufacturer")
        model = coder.decodeText(forKey: "model")
        hardwareVersion = coder.decodeText(forKey: "hardwareVersion")
        firmwareVersion = coder.decodeText(forKey: "firmwareVersion")
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? SRSourceDevice else { return false }
        return o.localIdentifier == localIdentifier && o.manufacturer == manufacturer && o.model == model
            && o.hardwareVersion == hardwareVersion && o.firmwareVersion == firmwareVersion
    }

    public override var hash: Int { localIdentifier.hashValue }

    /// The format of Apple's own description.
    public override var description: String {
        "localIdentifier:\(localIdentifier), manufacturer:\(manufacturer ?? "nil"), model:\(model ?? "nil"), "
            + "hardwareVersion:\(hardwareVersion ?? "nil"), firmwareVersion:\(firmwareVersion ?? "nil")"
    }
}
