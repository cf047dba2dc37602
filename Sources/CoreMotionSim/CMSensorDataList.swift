import Foundation
import SensorKitSim

/// Apple's `CMSensorDataList`: the accelerometer samples `CMSensorRecorder` recorded, iterated
/// with `for sample in list` (each a `CMRecordedAccelerometerData`).
///
/// Samples are built batch by batch while iterating, so a list of three days at 50 Hz costs
/// memory for one batch only.
public final class CMSensorDataList: NSObject, Sequence {
    private let batches: () -> [() -> [Any]]

    init(batches: @escaping () -> [() -> [Any]]) {
        self.batches = batches
    }

    /// Apple's list iterates with `NSFastEnumerationIterator`, which Foundation on Linux lacks;
    /// this iterator yields the same elements, typed `Any` as that one's are.
    public func makeIterator() -> Iterator { Iterator(batches()) }

    public struct Iterator: IteratorProtocol {
        private var pending: [() -> [Any]]
        private var current: [Any] = []
        private var index = 0

        init(_ batches: [() -> [Any]]) { pending = batches.reversed() }

        public mutating func next() -> Any? {
            while index >= current.count {
                guard let make = pending.popLast() else { return nil }
                current = make()
                index = 0
            }
            defer { index += 1 }
            return current[index]
        }
    }
}
