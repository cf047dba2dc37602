import Foundation

/// Apple's `CMPedometerEventType`: the person stopped or started moving on foot.
public enum CMPedometerEventType: Int, Sendable {
    case pause = 0, resume = 1
}

/// Apple's `CMPedometerEvent`: a change in the person's walking or running. It adopts
/// `NSSecureCoding` and `NSCopying`, as CMPedometer.h declares. Open, as the header's class is in
/// Swift (no `objc_subclassing_restricted`, no unavailable `init`): a team's test double is made
/// with `init()` and overrides what it reports (`override var type: CMPedometerEventType { .resume }`).
open class CMPedometerEvent: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {
    // Immutable after init, which is what makes the class safe to share (`@unchecked`: a
    // non-final class cannot be checked).
    private let _date: Date
    private let _type: CMPedometerEventType

    open var date: Date { _date }
    open var type: CMPedometerEventType { _type }

    init(date: Date, type: CMPedometerEventType) {
        _date = date
        _type = type
        super.init()
    }

    /// A pause at the reference date, as NSObject's `init()` leaves Apple's (an assumption,
    /// FIDELITY.md). A test double starts here.
    public override init() {
        _date = Date(timeIntervalSinceReferenceDate: 0)
        _type = .pause
        super.init()
    }

    // MARK: NSSecureCoding and NSCopying (CMPedometer.h)

    open class var supportsSecureCoding: Bool { true }

    open func encode(with coder: NSCoder) {
        coder.encodeDate(date, forKey: "date")
        coder.encodeRaw(type, forKey: "type")
    }

    public required init?(coder: NSCoder) {
        guard let date = coder.decodeDate(forKey: "date"), let type = coder.decodeRaw(CMPedometerEventType.self, forKey: "type")
        else { return nil }
        _date = date
        _type = type
        super.init()
    }

    /// The event itself: it never changes.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? CMPedometerEvent else { return false }
        return o.date == date && o.type == type
    }

    open override var hash: Int { date.hashValue }
}
