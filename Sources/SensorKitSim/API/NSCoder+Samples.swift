import Foundation

/// The keyed-archive reads and writes of the sample classes that adopt `NSSecureCoding`, as
/// their headers declare. The keys are the simulator's own (Apple's are private), so an archive
/// made on a device does not read here, nor the other way. A nested class
/// (`SRAcousticSettings.MusicEQ`) writes its fields under its parent's key prefix, so one
/// archive holds the whole sample. Every read is nil when its key is missing or its value is
/// out of range, so a foreign or damaged archive decodes to nil, never to made-up zeros.
extension NSCoder {
    package func encodeDate(_ date: Date, forKey key: String) {
        encode(date.timeIntervalSinceReferenceDate, forKey: key)
    }

    package func decodeDate(forKey key: String) -> Date? {
        decodeNumber(forKey: key).map(Date.init(timeIntervalSinceReferenceDate:))
    }

    package func encodeText(_ text: String?, forKey key: String) {
        if let text { encode(text as NSString, forKey: key) }
    }

    package func decodeText(forKey key: String) -> String? {
        decodeObject(of: NSString.self, forKey: key).map { $0 as String }
    }

    package func decodeNumber(forKey key: String) -> Double? {
        containsValue(forKey: key) ? decodeDouble(forKey: key) : nil
    }

    package func decodeFlag(forKey key: String) -> Bool? {
        containsValue(forKey: key) ? decodeBool(forKey: key) : nil
    }

    package func encodeRaw<E: RawRepresentable>(_ value: E, forKey key: String) where E.RawValue: BinaryInteger {
        encode(Int64(value.rawValue), forKey: key)
    }

    package func decodeRaw<E: RawRepresentable>(_: E.Type, forKey key: String) -> E? where E.RawValue: BinaryInteger {
        guard containsValue(forKey: key), let raw = E.RawValue(exactly: decodeInt64(forKey: key)) else { return nil }
        return E(rawValue: raw)
    }
}

extension NSCoder {
    /// A three-axis value (`CMAcceleration`, `CMRotationRate`, `CMMagneticField`) under `key.x` …
    package func encodeAxes(_ x: Double, _ y: Double, _ z: Double, forKey key: String) {
        encode(x, forKey: key + ".x")
        encode(y, forKey: key + ".y")
        encode(z, forKey: key + ".z")
    }

    package func decodeAxes(forKey key: String) -> (x: Double, y: Double, z: Double)? {
        guard let x = decodeNumber(forKey: key + ".x"), let y = decodeNumber(forKey: key + ".y"),
              let z = decodeNumber(forKey: key + ".z") else { return nil }
        return (x, y, z)
    }

    /// A batch identifier; `UInt64` is kept whole through its bit pattern.
    package func encodeIdentifier(_ id: UInt64, forKey key: String) { encode(Int64(bitPattern: id), forKey: key) }

    package func decodeIdentifier(forKey key: String) -> UInt64? {
        containsValue(forKey: key) ? UInt64(bitPattern: decodeInt64(forKey: key)) : nil
    }

    /// What every recorded CoreMotion sample adds to its parent class's archive: the batch
    /// identifier and the start date, under one pair of keys.
    package func encodeRecorded(identifier: UInt64, startDate: Date) {
        encodeIdentifier(identifier, forKey: "identifier")
        encodeDate(startDate, forKey: "startDate")
    }

    /// Both, or nil when either is missing.
    package func decodeRecorded() -> (identifier: UInt64, startDate: Date)? {
        guard let id = decodeIdentifier(forKey: "identifier"), let start = decodeDate(forKey: "startDate") else { return nil }
        return (id, start)
    }
}
