import Foundation
import Testing
@testable import ConsentSimCLI

/// `export --out x` (or `--out o/x`) ended in "Illegal instruction", exit 132: the free-space
/// check walked up to the nearest existing folder with NSString's deletingLastPathComponent,
/// which traps on Linux for a one-character name without a slash.
@Suite struct FreeSpaceTests {
    @Test func aShortRelativeFolderThatDoesNotExistYetIsMeasuredWhereItWouldBe() throws {
        // Relative to the working directory, where none of these exists.
        for out in ["q", "z/\(UUID().uuidString)", "j/k/l"] {
            #expect(!FileManager.default.fileExists(atPath: out))
            #expect(FreeSpace.bytes(at: out) != nil, "\(out)")
        }
    }
}
