/// The kind of device the simulated phone is: an iPhone, or an iPad running iPadOS.
///
/// It decides whether SensorKit is there at all: iPadOS ships no SensorKit.framework, although
/// Apple's documentation lists iPadOS for the framework (FIDELITY.md, "Devices").
public enum DeviceFamily: String, Sendable, CaseIterable, CustomStringConvertible {
    case iphone
    case ipad

    /// Whether `/System/Library/Frameworks/SensorKit.framework` exists on the device.
    public var hasSensorKit: Bool { self == .iphone }

    /// `iPhone`, `iPad`: as the device's own name reads in messages.
    public var name: String { self == .iphone ? "iPhone" : "iPad" }

    /// The operating system's name on the device.
    public var systemName: String { self == .iphone ? "iOS" : "iPadOS" }

    public var description: String { rawValue }
}
