import Foundation
import Testing
@testable import StudyConfig

/// Damages `bytes` in one of the ways an editor, a bad merge or a truncated download would.
private func mutate(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
    let insertions: [[UInt8]] = [[0x22], [0x2F, 0x2A], [0x5C], [0x7B], [0x2C]]  // " /* \ { ,
    let at = random.below(bytes.count + 1)
    switch random.below(5) {
    case 0 where !bytes.isEmpty:
        bytes[min(at, bytes.count - 1)] ^= UInt8(1 + random.below(255))
    case 1:
        bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.below(64)))
    case 2:
        let range = at..<min(bytes.count, at + 1 + random.below(64))
        bytes.insert(contentsOf: bytes[range], at: at)
    case 3:
        bytes.removeSubrange(at...)
    default:
        bytes.insert(contentsOf: insertions[random.below(insertions.count)], at: at)
    }
}

@Suite struct LocalizationRobustnessTests {
    /// Every mutation either reads or throws a located, explained error: never a crash or a hang.
    @Test(.timeLimit(.minutes(1)))
    func mutatedRealFilesNeverCrash() throws {
        let originals = try [RealWorldFixture.beiweStrings, RealWorldFixture.mindLAMPStrings, RealWorldFixture.myHeartCountsCatalog]
            .map { try [UInt8](RealWorldFixture.data($0)) }
        var random = SplitMix64(state: 0x5EED_C0FFEE)
        var read = 0
        var rejected = 0
        for round in 0..<2000 {
            var bytes = originals[round % 3]
            for _ in 0..<(1 + random.below(3)) { mutate(&bytes, &random) }
            do {
                if round % 3 == 2 {
                    _ = try StringCatalog(data: Data(bytes), name: "InfoPlist.xcstrings")
                } else {
                    _ = try StringsFile(data: Data(bytes), name: "InfoPlist.strings")
                }
                read += 1
            } catch {
                rejected += 1
                if error.message.isEmpty || error.line < 1 || (error.column ?? 1) < 1 {
                    Issue.record("round \(round): unlocated or empty error \(error)")
                }
            }
        }
        // Both outcomes must occur, or the mutations are not exercising the parsers.
        #expect(read > 100)
        #expect(rejected > 100)
    }
}
