import Foundation
import SensorKitSim

/// One synthetic participant: their seed, ids, answers, Watch and enrolment date.
public struct Participant: Sendable, Equatable {
    /// 1-based position in the cohort.
    public let number: Int
    public let seed: UInt64
    /// RADAR's `userId`, MHC's account id, mindLAMP's participant id: a UUID derived from the seed.
    public let userId: String
    /// RADAR's `sourceId`: the participant's phone app registration, a UUID derived from the seed.
    public let sourceId: String
    public let watchPaired: Bool
    /// When the participant installs the app and answers the sheet.
    public let start: Date
    /// Sensors the sheet shows (`HeadlessWeek.Options.sheetSensors`); the others are never answered.
    public let asked: [SRSensor]
    /// Sensors answered Don't Allow, in the study's order.
    public let declined: [SRSensor]
    /// False when a Required sensor was declined: the study does not enrol them, so no data.
    public let enrolled: Bool
    /// For one not enrolled: the Required sensor whose Don't Allow brought up the alert they
    /// answered with Don't Enroll in Study, the first declined in the sheet's page order (no
    /// later page is reached). Nil for one enrolled.
    public var endedOn: SRSensor? = nil

    /// A UUID-shaped id (version 4 layout) from two hashes of `seed` and `salt`.
    static func uuid(_ seed: UInt64, _ salt: String) -> String {
        let a = SeededNoiseBridge.hash(seed, salt, 0), b = SeededNoiseBridge.hash(seed, salt, 1)
        let bytes = (0..<8).map { UInt8(truncatingIfNeeded: a >> (8 * $0)) } + (0..<8).map { UInt8(truncatingIfNeeded: b >> (8 * $0)) }
        var u = bytes
        u[6] = (u[6] & 0x0F) | 0x40
        u[8] = (u[8] & 0x3F) | 0x80
        let hex = u.map { String($0 >> 4, radix: 16) + String($0 & 0xF, radix: 16) }.joined()
        let c = Array(hex)
        return String(c[0..<8]) + "-" + String(c[8..<12]) + "-" + String(c[12..<16]) + "-" + String(c[16..<20]) + "-" + String(c[20..<32])
    }
}
