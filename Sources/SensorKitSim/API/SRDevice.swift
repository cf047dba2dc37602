import Foundation
import SimCore

/// A device that records SensorKit data: the iPhone the app runs on, or its paired Apple Watch.
///
/// Apple's documentation calls `model` the "user-defined name" and `name` the
/// "framework-defined name"; real exports show `model` = "iPhone" and `name` = "Ann's iPhone",
/// and the iPhone's `name` is the generic "iPhone" from iOS 16 on, which is what the
/// simulator does (FIDELITY.md).
public final class SRDevice: NSObject, NSSecureCoding, NSCopying, Sendable {
    package enum Kind: String, Sendable, CaseIterable, CustomStringConvertible {
        case iPhone = "iphone"
        case appleWatch = "watch"

        /// The case's name, as printing the case wrote it (`iPhone`, `appleWatch`), without the
        /// runtime's reflection each time.
        package var description: String {
            switch self {
            case .iPhone: "iPhone"
            case .appleWatch: "appleWatch"
            }
        }
    }

    package let kind: Kind
    public let name: String
    public let model: String
    public let systemName: String
    public let systemVersion: String
    public let productType: String

    package init(kind: Kind, name: String, model: String, systemName: String, systemVersion: String, productType: String) {
        self.kind = kind; self.name = name; self.model = model
        self.systemName = systemName; self.systemVersion = systemVersion; self.productType = productType
    }

    /// The iPhone the current simulated app runs on. On an iPad, which has no SensorKit.framework,
    /// the iPad's own details, with a system-log line (`SensorKitDaemon.currentDevice`).
    public class var current: SRDevice {
        let daemon = SensorKitDaemon.currentDaemon()
        return daemon.runtime.driving { daemon.currentDevice }
    }

    /// The iPhone running `os`: its `systemVersion` is the version the simulated phone runs.
    /// SensorKit reads the iPhone's details from `UIDevice.current`, whose `name` is the
    /// generic model name from iOS 16 on (the participant's own name for the phone needs an
    /// entitlement apps do not have), so only an older iPhone carries the participant's name.
    package static func defaultPhone(_ os: OSVersion = .current) -> SRDevice {
        SRDevice(kind: .iPhone, name: os.major >= 16 ? "iPhone" : "Participant’s iPhone", model: "iPhone", systemName: "iOS",
                 systemVersion: os.description, productType: "iPhone17,1")
    }

    /// The iPad an app runs on when it reads `SRDevice.current` there (iPadOS has no
    /// SensorKit.framework, so nothing on it records). `kind` is the role, the device the app runs
    /// on, as the iPhone's; the details are the iPad's, so it never equals an iPhone's device.
    package static func defaultPad(_ os: OSVersion = .current) -> SRDevice {
        SRDevice(kind: .iPhone, name: "iPad", model: "iPad", systemName: "iPadOS", systemVersion: os.description,
                 productType: "iPad16,3")
    }

    /// The Watch paired with an iPhone running `os` (product type `Watch7,12` unless given): it
    /// runs the watchOS released with that iOS (`watchOSVersion(pairedWith:)`).
    package static func defaultWatch(pairedWith os: OSVersion = .current, productType: String? = nil) -> SRDevice {
        SRDevice(kind: .appleWatch, name: "Participant’s Apple Watch", model: "Apple Watch", systemName: "watchOS",
                 systemVersion: watchOSVersion(pairedWith: os).description, productType: productType ?? "Watch7,12")
    }

    /// The watchOS released alongside `os`, which a Watch kept up to date runs when paired with
    /// that iPhone: after 18 (iOS and watchOS 26) both carry the same number; before, watchOS
    /// was 7 behind (iOS 14 and watchOS 7, …, iOS 18 and watchOS 11), with the same minor and
    /// patch (an assumption: the point releases did not always match; FIDELITY.md).
    package static func watchOSVersion(pairedWith os: OSVersion) -> OSVersion {
        os.major > 18 ? os : OSVersion(os.major - 7, os.minor, os.patch)
    }

    // MARK: NSSecureCoding and NSCopying, which Apple's SRDevice adopts (SRDevice.h)

    public class var supportsSecureCoding: Bool { true }

    public func encode(with coder: NSCoder) {
        coder.encode(kind.rawValue as NSString, forKey: "kind")
        coder.encode(name as NSString, forKey: "name")
        coder.encode(model as NSString, forKey: "model")
        coder.encode(systemName as NSString, forKey: "systemName")
        coder.encode(systemVersion as NSString, forKey: "systemVersion")
        coder.encode(productType as NSString, forKey: "productType")
    }

    public init?(coder: NSCoder) {
        func text(_ key: String) -> String? { coder.decodeObject(of: NSString.self, forKey: key).map { $0 as String } }
        guard let kind = text("kind").flatMap(Kind.init(rawValue:)), let name = text("name"), let model = text("model"),
              let systemName = text("systemName"), let systemVersion = text("systemVersion"),
              let productType = text("productType") else { return nil }
        self.kind = kind; self.name = name; self.model = model
        self.systemName = systemName; self.systemVersion = systemVersion; self.productType = productType
    }

    /// The device itself: an `SRDevice` never changes.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let b = object as? SRDevice else { return false }
        return kind == b.kind && productType == b.productType && name == b.name
    }

    public override var hash: Int {
        var h = Hasher()
        h.combine(kind); h.combine(productType); h.combine(name)
        return h.finalize()
    }

    public override var description: String { "\(model) (\(productType), \(systemName) \(systemVersion))" }
}
