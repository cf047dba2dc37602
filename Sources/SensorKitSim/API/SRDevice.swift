import Foundation

/// A device that records SensorKit data: the iPhone the app runs on, or its paired Apple Watch.
///
/// Apple's documentation calls `model` the "user-defined name" and `name` the
/// "framework-defined name"; real exports show `model` = "iPhone" and `name` = "Ann's iPhone",
/// which is what the simulator does (FIDELITY.md).
public final class SRDevice: NSObject, Sendable {
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

    /// The iPhone the current simulated app runs on.
    public class var current: SRDevice {
        guard let d = SRAbsoluteTime.runtime().service(SensorKitDaemon.self) else {
            preconditionFailure("SensorKit is not installed on this simulated device")
        }
        return d.iPhoneDevice
    }

    package static func defaultPhone() -> SRDevice {
        SRDevice(kind: .iPhone, name: "Participant’s iPhone", model: "iPhone", systemName: "iOS",
                 systemVersion: "26.1", productType: "iPhone17,1")
    }

    package static func defaultWatch() -> SRDevice {
        SRDevice(kind: .appleWatch, name: "Participant’s Apple Watch", model: "Apple Watch", systemName: "watchOS",
                 systemVersion: "26.1", productType: "Watch7,12")
    }

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
