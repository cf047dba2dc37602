import Foundation

/// The error domain of every CoreMotion error: `"CMErrorDomain"`.
public let CMErrorDomain = "CMErrorDomain"

/// Apple's `CMError`, as Swift imports the C enum: a struct with a `UInt32` raw value and one
/// global constant per code, so `Int(CMErrorMotionActivityNotAuthorized.rawValue)` compares
/// with `(error as NSError).code` exactly as apps do.
///
/// Handlers receive real `NSError`s (`nsError()`), not a Swift error type: on Linux a bridged
/// `CustomNSError` loses its domain and code under `error as? NSError`.
public struct CMError: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init(_ rawValue: UInt32) { self.rawValue = rawValue }

    /// Every code Apple defines, in raw-value order (100...113).
    package static let allCodes: [CMError] = (100...113).map { CMError(UInt32($0)) }

    /// The constant's name without the `CMError` prefix (`MotionActivityNotAuthorized`).
    package var name: String {
        switch rawValue {
        case 100: "NULL"
        case 101: "DeviceRequiresMovement"
        case 102: "TrueNorthNotAvailable"
        case 103: "Unknown"
        case 104: "MotionActivityNotAvailable"
        case 105: "MotionActivityNotAuthorized"
        case 106: "MotionActivityNotEntitled"
        case 107: "InvalidParameter"
        case 108: "InvalidAction"
        case 109: "NotAvailable"
        case 110: "NotEntitled"
        case 111: "NotAuthorized"
        case 112: "NilData"
        case 113: "Size"
        default: "\(rawValue)"
        }
    }

    /// What the code means, in the words of Apple's header comments where they exist.
    package var meaning: String {
        switch rawValue {
        case 100: "No error"
        case 101: "The device must move for a sample to be recorded"
        case 102: "True north is not available on this device"
        case 103: "An unknown error occurred (for example a query range with no samples)"
        case 104: "Motion activity is not available on this device"
        case 105: "Motion activity is not authorized by the user"
        case 106: "The app is not entitled to motion activity"
        case 107: "A parameter is invalid"
        case 108: "The action is invalid"
        case 109: "The feature is not available on this device"
        case 110: "The app is not entitled to this feature"
        case 111: "The feature is not authorized by the user"
        case 112: "No data was returned"
        case 113: "The requested size is out of range"
        default: "Unknown CoreMotion error code"
        }
    }

    /// `CMErrorDomain 105 (MotionActivityNotAuthorized)`.
    public var description: String { "\(CMErrorDomain) \(rawValue) (\(name))" }

    /// The error a handler receives: this code in `CMErrorDomain` and nothing else. CoreMotion's
    /// errors carry no userInfo (device logs print `Error Domain=CMErrorDomain Code=103 "(null)"`),
    /// so `localizedDescription` is Foundation's generic text naming the domain and code, never
    /// `meaning`, which is the simulator's own words for its logs (FIDELITY.md).
    package func nsError() -> NSError {
        NSError(domain: CMErrorDomain, code: Int(rawValue), userInfo: nil)
    }
}

public let CMErrorNULL = CMError(100)
public let CMErrorDeviceRequiresMovement = CMError(101)
public let CMErrorTrueNorthNotAvailable = CMError(102)
public let CMErrorUnknown = CMError(103)
public let CMErrorMotionActivityNotAvailable = CMError(104)
public let CMErrorMotionActivityNotAuthorized = CMError(105)
public let CMErrorMotionActivityNotEntitled = CMError(106)
public let CMErrorInvalidParameter = CMError(107)
public let CMErrorInvalidAction = CMError(108)
public let CMErrorNotAvailable = CMError(109)
public let CMErrorNotEntitled = CMError(110)
public let CMErrorNotAuthorized = CMError(111)
public let CMErrorNilData = CMError(112)
public let CMErrorSize = CMError(113)
