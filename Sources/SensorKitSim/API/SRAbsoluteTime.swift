import Foundation
import SimCore

/// Apple's `SRAbsoluteTime`: seconds on the device's continuous clock, which keeps counting
/// across sleep and reboot and does not follow wall-clock changes.
///
/// In the simulator continuous time starts at the phone's boot. Convert wall times with
/// `fromCFAbsoluteTime(_cf:)`, never with the raw initializer (a common mistake).
public struct SRAbsoluteTime: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: Double
    public init(rawValue: Double) { self.rawValue = rawValue }
    public init(_ rawValue: Double) { self.rawValue = rawValue }

    package static func < (a: SRAbsoluteTime, b: SRAbsoluteTime) -> Bool { a.rawValue < b.rawValue }

    /// Now, on the current simulated device.
    public static func current() -> SRAbsoluteTime {
        let r = runtime()
        return r.driving { SRAbsoluteTime(r.clock.continuousNow) }
    }

    /// Converts a `CFAbsoluteTime` (seconds since 2001) relative to the current device's wall clock.
    public static func fromCFAbsoluteTime(_cf: Double) -> SRAbsoluteTime {
        SRAbsoluteTime(_cf - runtime().clock.bootTime)
    }

    /// Converts a `mach_continuous_time()` value: ticks of the device's timebase since boot.
    /// Every arm64 iPhone ticks at 24 MHz (timebase 125/3 ns per tick), which the simulator uses.
    public static func fromContinuousTime(_continuous: UInt64) -> SRAbsoluteTime {
        SRAbsoluteTime(Double(_continuous) * machTimebase.numer / machTimebase.denom / 1_000_000_000)
    }

    /// `mach_timebase_info` on arm64 devices: 125/3 nanoseconds per `mach_continuous_time` tick.
    package static let machTimebase = (numer: 125.0, denom: 3.0)

    /// The wall time (`CFAbsoluteTime`) this instant corresponds to on the current device.
    public func toCFAbsoluteTime() -> Double { rawValue + SRAbsoluteTime.runtime().clock.bootTime }

    public var description: String { String(format: "SRAbsoluteTime(%.3f)", rawValue) }

    /// The current device, for the app's call `function` in `file`: the installed phone's
    /// thread rule (`DeviceBinding`) holds for a call that names no reader (`current()`, the
    /// class `requestAuthorization`) as for a reader's.
    static func runtime(_ function: StaticString = #function, _ file: StaticString = #fileID) -> DeviceRuntime {
        guard let r = DeviceRuntime.current else {
            preconditionFailure(DeviceRuntime.noDeviceMessage("SensorKit"))
        }
        #if DEBUG
        if !DeviceRuntime.isPerforming { DeviceBinding(r).check(DeviceBinding.callName(function, in: file), on: "the simulated phone") }
        #endif
        return r
    }
}
