import Foundation
import SimCore

/// A device that records SensorKit data: the iPhone the app runs on, or its paired Apple Watch.
///
/// Apple's documentation calls `model` the "user-defined name" and `name` the
/// "framework-defined name"; real exports show `model` = "iPhone" and `name` = "Ann's iPhone",
/// and the iPhone's `name` is the generic "iPhone" from iOS 16 on, which is what the
/// simulator does (FIDELITY.md).
///
/// Open, as an Objective-C class is in Swift (SRDevice.h declares no `objc_subclassing_restricted`):
/// a team's test double subclasses it, is made with `init()` and overrides what it reports
/// (`override var model: String { "Apple Watch" }`). Which device's data a fetch reads is still
/// the kind the object was made as (an iPhone for `init()`), since SensorKit matches devices by
/// its own record of them, not by their names.
open class SRDevice: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {
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

    // Immutable after init, which is what makes the class safe to share (`@unchecked`: a
    // non-final class cannot be checked, as Apple's NS_SWIFT_SENDABLE classes are not).
    package let kind: Kind
    private let _name, _model, _systemName, _systemVersion, _productType: String

    open var name: String { _name }
    open var model: String { _model }
    open var systemName: String { _systemName }
    open var systemVersion: String { _systemVersion }
    /// The device's model identifier (`iPhone17,1`; iOS 17). Read on a phone before iOS 17, it
    /// is noted in the system log (`NewerAPIMember`); the device's own equality, hash,
    /// description and archive read it without a note, as Apple's do not need the property.
    open var productType: String {
        NewerAPIMember.deviceProductType.noteUse()
        return _productType
    }

    package init(kind: Kind, name: String, model: String, systemName: String, systemVersion: String, productType: String) {
        self.kind = kind; _name = name; _model = model
        _systemName = systemName; _systemVersion = systemVersion; _productType = productType
        super.init()
    }

    /// An iPhone with every detail empty, as NSObject's `init()` leaves Apple's (an assumption,
    /// FIDELITY.md). A test double starts here and overrides the details it needs.
    public override init() {
        kind = .iPhone; _name = ""; _model = ""
        _systemName = ""; _systemVersion = ""; _productType = ""
        super.init()
    }

    /// The iPhone the current simulated app runs on. On an iPad, which has no SensorKit.framework,
    /// the iPad's own details, with a system-log line (`SensorKitDaemon.currentDevice`).
    open class var current: SRDevice {
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

    /// Whether `text` is written as Apple's Watch identifiers are (`Watch7,12`): the one rule a
    /// scenario's `watch:` and a saved participant's Watch model are read by.
    package static func isWatchProductType(_ text: String) -> Bool {
        guard text.hasPrefix("Watch") else { return false }
        let digits = text.dropFirst("Watch".count).split(separator: ",", omittingEmptySubsequences: false)
        return digits.count == 2 && digits.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    }

    /// The watchOS released alongside `os`, which a Watch kept up to date runs when paired with
    /// that iPhone: after 18 (iOS and watchOS 26) both carry the same number; before, watchOS
    /// was 7 behind (iOS 14 and watchOS 7, …, iOS 18 and watchOS 11), with the same minor and
    /// patch (an assumption: the point releases did not always match; FIDELITY.md).
    package static func watchOSVersion(pairedWith os: OSVersion) -> OSVersion {
        os.major > 18 ? os : OSVersion(os.major - 7, os.minor, os.patch)
    }

    // MARK: NSSecureCoding and NSCopying, which Apple's SRDevice adopts (SRDevice.h)

    open class var supportsSecureCoding: Bool { true }

    open func encode(with coder: NSCoder) {
        coder.encode(kind.rawValue as NSString, forKey: "kind")
        coder.encode(name as NSString, forKey: "name")
        coder.encode(model as NSString, forKey: "model")
        coder.encode(systemName as NSString, forKey: "systemName")
        coder.encode(systemVersion as NSString, forKey: "systemVersion")
        coder.encode(NewerAPIMember.unnoted { productType } as NSString, forKey: "productType")
    }

    public required init?(coder: NSCoder) {
        func text(_ key: String) -> String? { coder.decodeObject(of: NSString.self, forKey: key).map { $0 as String } }
        guard let kind = text("kind").flatMap(Kind.init(rawValue:)), let name = text("name"), let model = text("model"),
              let systemName = text("systemName"), let systemVersion = text("systemVersion"),
              let productType = text("productType") else { return nil }
        self.kind = kind; _name = name; _model = model
        _systemName = systemName; _systemVersion = systemVersion; _productType = productType
        super.init()
    }

    /// The device itself: an `SRDevice` never changes.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let b = object as? SRDevice else { return false }
        return kind == b.kind && NewerAPIMember.unnoted { productType == b.productType } && name == b.name
    }

    open override var hash: Int {
        var h = Hasher()
        h.combine(kind); h.combine(NewerAPIMember.unnoted { productType }); h.combine(name)
        return h.finalize()
    }

    open override var description: String {
        "\(model) (\(NewerAPIMember.unnoted { productType }), \(systemName) \(systemVersion))"
    }
}
