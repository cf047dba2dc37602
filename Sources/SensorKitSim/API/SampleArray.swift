import Foundation

/// The `NSArray` an array sensor's `SRFetchResult.sample` holds: Apple's sample objects, kept
/// as the Swift array they were built in.
///
/// Bridging a Swift array to `AnyObject` the usual way copies it into an `NSArray` of boxed
/// elements, and casting that back with `as! [CMRecordedAccelerometerData]` unboxes each one;
/// this subclass skips both, so the cast costs only Foundation's per-element type check (about
/// five times faster on Linux, measured by `bench`).
final class SampleArray: NSArray {
    private let items: [AnyObject]

    init(_ items: [AnyObject]) {
        self.items = items
        super.init()
    }

    required init(objects: UnsafePointer<AnyObject>?, count: Int) {
        items = (0..<count).map { objects![$0] }
        super.init()
    }

    required convenience init(arrayLiteral elements: Any...) {
        self.init(elements.map { $0 as AnyObject })
    }

    required init?(coder: NSCoder) { nil }

    override var count: Int { items.count }

    override func object(at index: Int) -> Any { items[index] }
}
