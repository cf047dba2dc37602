import Foundation
import Testing
@testable import StudyConfig

/// Thousands of deterministic mutations of the bundled plists: each one loads, or fails with
/// a message naming the file. Nothing crashes or hangs.
@Suite struct LoaderFuzzTests {
    static let sources = ["sleep-study/Info.plist", "broken-study/Info.plist", "mood-study/MoodStudy.entitlements",
                          "mobility-study/MobilityStudy.entitlements", "mobility-study/Info.plist"]

    static func mutate(_ data: Data, _ rng: inout SplitMix64) -> Data {
        var bytes = [UInt8](data)
        let tokens: [[UInt8]] = ["<", ">", "</dict>", "<dict>", "<key>", "&", "<string>", "<!--", "bplist00", "\u{0}"].map { Array($0.utf8) }
        for _ in 0...rng.below(3) {
            guard !bytes.isEmpty else { break }
            let p = rng.below(bytes.count)
            switch rng.below(5) {
            case 0: bytes[p] = UInt8(truncatingIfNeeded: rng.next())
            case 1: bytes.removeSubrange(p..<min(bytes.count, p + 1 + rng.below(40)))
            case 2: bytes.insert(contentsOf: tokens[rng.below(tokens.count)], at: p)
            case 3: bytes = Array(bytes.prefix(p))
            default: let q = min(bytes.count, p + rng.below(60)); bytes.insert(contentsOf: bytes[p..<q], at: q)
            }
        }
        return Data(bytes)
    }

    @Test func mutatedPlistsLoadOrFailWithAMessage() throws {
        var rng = SplitMix64(state: 2026)
        var loaded = 0, failed = 0
        for source in Self.sources {
            let data = try Data(contentsOf: Repo.study(source))
            for _ in 0..<600 {
                let m = Self.mutate(data, &rng)
                do {
                    let doc = try PlistDocument.read(m, file: "X.plist")
                    _ = doc.root.dict
                    loaded += 1
                } catch {
                    #expect(!error.message.isEmpty)
                    #expect(error.file == "X.plist")
                    #expect(error.line.map { $0 >= 1 } ?? true)
                    failed += 1
                }
            }
        }
        #expect(loaded + failed == Self.sources.count * 600)
        #expect(failed > 0 && loaded > 0)
    }

    @Test func mutatedStudiesAlwaysCheckOrFailToLoadCleanly() throws {
        var rng = SplitMix64(state: 7)
        let info = try Data(contentsOf: Repo.study("broken-study/Info.plist"))
        let strings = try Data(contentsOf: Repo.study("sleep-study/de.lproj/InfoPlist.strings"))
        let t = TempStudy(info: nil)
        t.write("S.entitlements", try Data(contentsOf: Repo.study("broken-study/BrokenStudy.entitlements")))
        for _ in 0..<150 {
            t.write("Info.plist", Self.mutate(info, &rng))
            t.write("de.lproj/InfoPlist.strings", Self.mutate(strings, &rng))
            do {
                let report = CheckReport(study: try t.load())
                #expect(!report.text(colour: false).isEmpty)
            } catch let e as StudyLoadError {
                #expect(!e.message.isEmpty)
            }
        }
    }
}
