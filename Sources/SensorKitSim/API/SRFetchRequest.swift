import Foundation

/// Apple's `SRFetchRequest`: the window `(from, to]` and the device to read.
///
/// The window excludes `from` and includes `to`, as SRFetchRequest.h says ("exclusive of start
/// time and inclusive of end time: (start, end]"), so the next window can start at the last
/// one's `to` (FIDELITY.md). Leaving either unset makes the fetch fail with
/// `fetchRequestInvalid`; leaving `device` unset reads the current device.
public final class SRFetchRequest: NSObject {
    private var _from: SRAbsoluteTime?
    private var _to: SRAbsoluteTime?
    private var _device: SRDevice?

    public override init() { super.init() }

    /// NaN until set, as SensorKit's own initializer leaves both ends.
    public var from: SRAbsoluteTime {
        get { _from ?? SRAbsoluteTime(.nan) }
        set { _from = newValue }
    }
    public var to: SRAbsoluteTime {
        get { _to ?? SRAbsoluteTime(.nan) }
        set { _to = newValue }
    }
    public var device: SRDevice {
        get { _device ?? SRDevice.current }
        set { _device = newValue }
    }

    var isFromSet: Bool { _from != nil }
    var isToSet: Bool { _to != nil }
    var explicitDevice: SRDevice? { _device }

    public override var description: String {
        let f = _from.map { String(format: "%.0f", $0.rawValue) } ?? "unset"
        let t = _to.map { String(format: "%.0f", $0.rawValue) } ?? "unset"
        return "SRFetchRequest(from: \(f), to: \(t), device: \(_device?.model ?? "current"))"
    }
}
