/// How the study app's binary links SensorKit.framework, which decides what an iPad does with it.
///
/// Xcode links a framework Required unless it is told otherwise: an `import SensorKit` that
/// autolinks it, or the framework in the Frameworks build phase as Required. Weak (Xcode's
/// "Optional", `-weak_framework SensorKit`) lets the app start where the framework is missing.
public enum SensorKitLink: String, Sendable, CaseIterable, CustomStringConvertible {
    /// The loader must find the framework, or the app is ended before its first line runs.
    case required
    /// A missing framework leaves SensorKit's classes nil; the app starts and must check.
    case weak

    public var description: String { rawValue }
}
