import Foundation

/// Apple's `SRAudioLevel`: the loudness of a range of speech.
///
/// Apple also gives the range as a `CMTimeRange`; CoreMedia does not exist on Linux.
public final class SRAudioLevel: NSObject, Sendable {
    /// Decibels.
    public let loudness: Double

    init(loudness: Double) { self.loudness = loudness }
}
