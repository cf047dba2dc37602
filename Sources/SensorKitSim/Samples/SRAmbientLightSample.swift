import Foundation

/// Apple's `SRAmbientLightSample`: illuminance, chromaticity and where the light fell on the phone.
///
/// Open, as SRAmbientLightSample.h's class is in Swift (no `objc_subclassing_restricted`, no
/// unavailable `init`): a team's test double is made with `init()` and overrides what it reports.
open class SRAmbientLightSample: NSObject, @unchecked Sendable {
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

    // Immutable after init, which is what makes the class safe to share (`@unchecked`: a
    // non-final class cannot be checked).
    private let _placement: SensorPlacement
    private let _chromaticity: Chromaticity
    private let _lux: Measurement<UnitIlluminance>

    open var placement: SensorPlacement { _placement }
    open var chromaticity: Chromaticity { _chromaticity }
    open var lux: Measurement<UnitIlluminance> { _lux }

    init(placement: SensorPlacement, chromaticity: Chromaticity, lux: Double) {
        _placement = placement
        _chromaticity = chromaticity
        _lux = Measurement(value: lux, unit: .lux)
        super.init()
    }

    /// No light at an unknown placement, as NSObject's `init()` leaves Apple's (an assumption,
    /// FIDELITY.md). A test double starts here.
    public override init() {
        _placement = .unknown
        _chromaticity = Chromaticity()
        _lux = Measurement(value: 0, unit: .lux)
        super.init()
    }
}
