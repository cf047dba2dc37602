import Foundation

/// Apple's `SRAudioLevel`: the loudness of a range of speech.
///
/// Apple also gives the range as a `CMTimeRange`; CoreMedia does not exist on Linux.
public final class SRAudioLevel: NSObject, NSCopying, NSSecureCoding, Sendable {
    /// Decibels.
    public let loudness: Double

    init(loudness: Double) { self.loudness = loudness }

    // MARK: NSCopying and NSSecureCoding (SRSpeechMetrics.h)

    /// The object itself: it never changes.
    public func copy(with zone: NSZone? = nil) -> Any { self }
    public class var supportsSecureCoding: Bool { true }
    public func encode(with coder: NSCoder) { encode(with: coder, prefix: "") }
    public convenience init?(coder: NSCoder) { self.init(coder: coder, prefix: "") }

    /// Written under `p`, so a speech metric's archive holds its audio level.
    func encode(with coder: NSCoder, prefix p: String) { coder.encode(loudness, forKey: p + "loudness") }

    convenience init?(coder: NSCoder, prefix p: String) {
        guard let loudness = coder.decodeNumber(forKey: p + "loudness") else { return nil }
        self.init(loudness: loudness)
    }
}
