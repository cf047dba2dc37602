import Foundation

/// Apple's `SRAmbientLightSample`: illuminance, chromaticity and where the light fell on the phone.
public final class SRAmbientLightSample: NSObject, Sendable {
    public enum SensorPlacement: Int, Sendable {
        case unknown = 0, frontTop, frontBottom, frontRight, frontLeft, frontTopRight, frontTopLeft, frontBottomRight, frontBottomLeft
    }

    /// CIE 1931 xy chromaticity.
    public struct Chromaticity: Sendable {
        public var x: Float32, y: Float32
        public init(x: Float32, y: Float32) { self.x = x; self.y = y }
        /// Zero, as the C struct's default initializer gives it.
        public init() { self.init(x: 0, y: 0) }
    }

    public let placement: SensorPlacement
    public let chromaticity: Chromaticity
    public let lux: Measurement<UnitIlluminance>

    init(placement: SensorPlacement, chromaticity: Chromaticity, lux: Double) {
        self.placement = placement
        self.chromaticity = chromaticity
        self.lux = Measurement(value: lux, unit: .lux)
    }
}
