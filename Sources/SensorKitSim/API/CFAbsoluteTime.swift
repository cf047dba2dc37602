import Foundation

// Code written for iOS reads the wall clock with CoreFoundation's `CFAbsoluteTimeGetCurrent()`
// (`SRAbsoluteTime.fromCFAbsoluteTime(_cf: CFAbsoluteTimeGetCurrent() - 86_400)`).
// Foundation on Apple's platforms exports both names; swift-corelibs-foundation does not, so
// they are declared here for Linux only, and nothing is ambiguous where Foundation has them.
#if !canImport(Darwin)
/// CoreFoundation's `CFAbsoluteTime`: seconds since 1 Jan 2001 00:00 GMT.
public typealias CFAbsoluteTime = Double

/// CoreFoundation's `CFAbsoluteTimeGetCurrent()`: the computer's wall clock, as on macOS, and
/// not the simulated phone's clock, so a test behaves the same on both platforms. For the
/// phone's "now" use `SRAbsoluteTime.current()` (or `SRTestSession.now`).
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { Date().timeIntervalSinceReferenceDate }
#endif
