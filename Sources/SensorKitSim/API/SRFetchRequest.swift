import Foundation

/// Apple's `SRFetchRequest`: the window `(from, to]` and the device to read.
///
/// The window excludes `from` and includes `to`, as SRFetchRequest.h says ("exclusive of start
/// time and inclusive of end time: (start, end]"), so the next window can start at the last
/// one's `to` (FIDELITY.md). Leaving either unset makes the fetch fail with
/// `fetchRequestInvalid`; leaving `device` unset reads the current device.
///
/// Open, as an Objective-C class is in Swift (SRFetchRequest.h declares no
/// `objc_subclassing_restricted`): a team's test double subclasses it, and SensorKit reads the
/// window and the device through these properties, so an override is what a fetch reads.
open class SRFetchRequest: NSObject {
    private var _from: SRAbsoluteTime?
    private var _to: SRAbsoluteTime?
    private var _device: SRDevice?

    public override init() { super.init() }

    /// NaN until set, as SensorKit's own initializer leaves both ends.
    open var from: SRAbsoluteTime {
        get { _from ?? SRAbsoluteTime(.nan) }
        set { _from = newValue }
    }
    open var to: SRAbsoluteTime {
        get { _to ?? SRAbsoluteTime(.nan) }
        set { _to = newValue }
    }
    open var device: SRDevice {
        get { _device ?? (SRFetchRequest.askingForExplicitDevice ? SRFetchRequest.unset : SRDevice.current) }
        set { _device = newValue }
    }

    /// Whether an end was given, set or answered by a subclass's override: unset ends are NaN.
    var isFromSet: Bool { !from.rawValue.isNaN }
    var isToSet: Bool { !to.rawValue.isNaN }

    /// The device the app named, nil for the current one. A subclass's override of `device` is
    /// read without resolving `SRDevice.current` (which would ask the phone again, and log on an iPad).
    var explicitDevice: SRDevice? {
        if let _device { return _device }
        if type(of: self) == SRFetchRequest.self { return nil }
        let device = SRFetchRequest.$askingForExplicitDevice.withValue(true) { self.device }
        return device === SRFetchRequest.unset ? nil : device
    }

    @TaskLocal private static var askingForExplicitDevice = false
    /// What the base getter answers `explicitDevice` for an unset device.
    private static let unset = SRDevice()

    open override var description: String {
        let f = _from.map { String(format: "%.0f", $0.rawValue) } ?? "unset"
        let t = _to.map { String(format: "%.0f", $0.rawValue) } ?? "unset"
        return "SRFetchRequest(from: \(f), to: \(t), device: \(_device?.model ?? "current"))"
    }
}
