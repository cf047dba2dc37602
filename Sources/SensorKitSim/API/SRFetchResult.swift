import Foundation
import SimCore

/// One result of a fetch: a sample (an object, or an array for batch sensors such as the
/// accelerometer) and the `SRAbsoluteTime` at which SensorKit recorded it.
///
/// As on iOS, a result is only valid inside `didFetchResult`: copy what you need, or copy the
/// result itself (`copy()`), as SRFetchResult.h advises and its `NSCopying` allows.
///
/// Final, unlike the other classes a test double stands in for: SRFetchResult.h declares `init` and
/// `new` NS_UNAVAILABLE, so on iOS a subclass has no initializer to call and no double of a result
/// can be made; a test hands its delegate real results by fetching them from the simulator.
public final class SRFetchResult<SampleType: AnyObject>: NSObject, NSCopying, @unchecked Sendable {
    // Stored as `Any`, not `SampleType`: fields of a generic type make every result's release
    // look up generic metadata, a measurable cost when a week of 50 Hz data is a million results.
    private var value: Any?
    private var object: AnyObject?
    private let make: ((Int) -> Any)?
    public let timestamp: SRAbsoluteTime
    /// The peripheral that supplied the data (iOS 27), such as a headset; nil when the data
    /// has no source information, as for every iPhone and Watch sensor. Read on a phone before
    /// iOS 27, it is noted in the system log (`NewerAPIMember`).
    public var sourceDevice: SRSourceDevice? {
        NewerAPIMember.fetchResultSourceDevice.noteUse()
        return source
    }
    /// `sourceDevice` as the simulator itself reads it (exports, copies): nothing is noted.
    package let source: SRSourceDevice?
    /// Simulator addition: how many samples the result holds (the array's length, or 1),
    /// known without building the sample.
    package let sampleCount: Int

    private init(value: Any?, make: ((Int) -> Any)?, timestamp: SRAbsoluteTime, sampleCount: Int,
                 sourceDevice: SRSourceDevice?) {
        self.value = value
        self.make = make
        self.timestamp = timestamp
        self.sampleCount = sampleCount
        self.source = sourceDevice
    }

    /// A result holding `sample` (tests and tools; SensorKit makes results itself).
    package convenience init(sample: SampleType, timestamp: SRAbsoluteTime, sampleCount: Int = 1,
                             sourceDevice: SRSourceDevice? = nil) {
        self.init(value: sample, make: nil, timestamp: timestamp, sampleCount: sampleCount, sourceDevice: sourceDevice)
        object = sample
    }

    /// A result holding a generated value (this package's own generators).
    package convenience init(value: Any, timestamp: SRAbsoluteTime, sampleCount: Int, sourceDevice: SRSourceDevice? = nil) {
        self.init(value: value, make: nil, timestamp: timestamp, sampleCount: sampleCount, sourceDevice: sourceDevice)
    }

    /// A result whose value `make(.max)` builds the first time it is read.
    package convenience init(timestamp: SRAbsoluteTime, sampleCount: Int, sourceDevice: SRSourceDevice? = nil,
                             make: @escaping (_ limit: Int) -> Any) {
        self.init(value: nil, make: make, timestamp: timestamp, sampleCount: sampleCount, sourceDevice: sourceDevice)
    }

    /// A result with the same sample, timestamp and source device (Apple's `NSCopying`).
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = SRFetchResult(value: value, make: make, timestamp: timestamp, sampleCount: sampleCount,
                                 sourceDevice: source)
        copy.object = object
        return copy
    }

    /// The sample as Apple's API gives it: an `NSObject` sample, or an `NSArray` of them, which
    /// casts to `[CMRecordedAccelerometerData]` and the like. Built the first time it is read.
    public var sample: SampleType {
        if let object { return object as! SampleType }
        let o = SampleBridge.object(sampleValue)
        object = o
        return o as! SampleType
    }

    /// The simulator's fast form of the sample: for array sensors a Swift array of plain values
    /// (`[RecordedAcceleration]`, no object per sample), otherwise the sample object itself.
    package var sampleValue: Any {
        if let value { return value }
        let v = make!(.max)
        value = v
        return v
    }
}
