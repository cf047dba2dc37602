import Foundation
import Testing

/// Each product's public symbols against the checked-in list, so a new public name is a
/// reviewed decision. `RECORD_API=1` rewrites the lists from the built modules, keeping the
/// notes of symbols that are still there.
@Suite struct PublicAPITests {
    static let products = ["SensorKitSim", "CoreMotionSim", "ConsentSimTesting", "ConsentSimInterface"]

    private static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    private static let packageRoot = here.deletingLastPathComponent().deletingLastPathComponent()

    private static func listURL(_ module: String) -> URL {
        here.appendingPathComponent("PublicAPI").appendingPathComponent(module + ".txt")
    }

    /// The checked-in list of `module`, for the Apple comparison's extras.
    static func checkedInList(_ module: String) -> SymbolList? { checkedIn(module) }

    private static func checkedIn(_ module: String) -> SymbolList? {
        (try? String(contentsOf: listURL(module), encoding: .utf8)).map(SymbolList.init(text:))
    }

    @Test(arguments: products)
    func publicSymbolsMatchTheCheckedInList(module: String) throws {
        let actual: [String]
        do {
            actual = try SymbolGraph(module: module, packageRoot: Self.packageRoot).lines
        } catch let failure as SymbolGraph.Failure {
            Issue.record("cannot read \(module)'s public symbols: \(failure)")
            return
        }
        let list = Self.checkedIn(module)
        if ProcessInfo.processInfo.environment["RECORD_API"] == "1" {
            let header = ["# The public symbols of \(module), compared with the built module by PublicAPITests.",
                          "# Re-record with RECORD_API=1; mark each name that is not Apple's with",
                          "# `  # not Apple's: <reason>` at the end of its line."]
            let recorded = (list ?? SymbolList(header: header, entries: [])).recorded(actual)
            try Data(recorded.text.utf8).write(to: Self.listURL(module), options: .atomic)
            return
        }
        guard let list else {
            Issue.record("no PublicAPI/\(module).txt; run with RECORD_API=1 to record it")
            return
        }
        let (added, removed) = list.difference(to: actual)
        if !added.isEmpty || !removed.isEmpty {
            Issue.record("""
                \(module)'s public API differs from PublicAPI/\(module).txt.
                Added (not in the list):
                \(added.map { "  + " + $0 }.joined(separator: "\n"))
                Removed (in the list, not in the module):
                \(removed.map { "  - " + $0 }.joined(separator: "\n"))
                If the change is meant, re-record with `RECORD_API=1 swift test --filter PublicAPITests` \
                and mark each new name that is not Apple's with `  # not Apple's: <reason>`.
                """)
        }
    }

    /// README's Layout said CoreMotionSim holds "CMMotionActivityManager, CMError", though the
    /// classes a study app makes from it are also CMPedometer, CMSensorRecorder and
    /// CMMotionManager: a reader of the layout looked for them in another module. The line names
    /// every open class the product's list holds.
    @Test func readmesLayoutNamesCoreMotionSimsClasses() throws {
        let readme = try String(contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let line = try #require(readme.split(separator: "\n").first { $0.hasPrefix("  CoreMotionSim/") })
        let list = try String(contentsOf: Self.listURL("CoreMotionSim"), encoding: .utf8)
        let classes = list.split(separator: "\n").compactMap { entry -> String? in
            let parts = entry.components(separatedBy: " | ")
            return parts.count == 2 && parts[1].hasPrefix("open class ") ? parts[0] : nil
        }
        #expect(classes.count >= 4)
        for name in classes { #expect(line.contains(name), "README's Layout line for CoreMotionSim does not name \(name): \(line)") }
    }

    /// DESIGN.md: the frameworks' surface is Apple's names; the few others are counted and explained.
    // SensorKitSim's two more are CoreFoundation's CFAbsoluteTime names, which Linux's Foundation lacks.
    @Test(arguments: [("SensorKitSim", 12), ("CoreMotionSim", 10)])
    func namesThatAreNotApplesAreFewAndExplained(module: String, fewerThan limit: Int) throws {
        let list = try #require(Self.checkedIn(module), "no PublicAPI/\(module).txt")
        let others = list.notApple
        let named = others.map { "  \($0.symbol): \($0.reason)" }.joined(separator: "\n")
        #expect(others.count < limit, "\(module) has \(others.count) public names that are not Apple's:\n\(named)")
        for other in others { #expect(!other.reason.isEmpty, "\(other.symbol) is marked not Apple's without a reason") }
    }
}
