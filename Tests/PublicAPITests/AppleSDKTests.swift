import Foundation
import Testing
import SensorKitSim
import CoreMotionSim

/// The products against Apple's own symbol lists (`AppleSDK/*.txt`): every member Apple's SDK
/// declares must exist with Apple's declaration, and every public name Apple lacks must be
/// explained in `PublicAPI/<Module>.txt`.
@Suite struct AppleSDKTests {
    static let frameworks = ["SensorKit", "CoreMotion"]
    static let modules = ["SensorKitSim", "CoreMotionSim"]

    private static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    private static let packageRoot = here.deletingLastPathComponent().deletingLastPathComponent()

    /// Members the extractor hides (underscored argument labels), referenced here so that this
    /// file compiles only while they exist with Apple's signatures.
    static let compiled: [String: @Sendable (Double) -> SRAbsoluteTime] = [
        "SRAbsoluteTime.fromCFAbsoluteTime(_cf:)": { SRAbsoluteTime.fromCFAbsoluteTime(_cf: $0) },
        "SRAbsoluteTime.fromContinuousTime(_continuous:)": { SRAbsoluteTime.fromContinuousTime(_continuous: UInt64($0)) },
    ]

    /// What the comparison found, for one framework or all of them.
    struct Tally: CustomStringConvertible {
        var matched = 0, mismatched: [String] = [], missing: [String] = [], absent: [String] = [], pending = 0
        var extra: [String] = [], extraExplained = 0

        var description: String {
            "matched \(matched), mismatched \(mismatched.count), missing \(missing.count), extra \(extra.count + extraExplained) "
                + "(\(extraExplained) with a stated reason), absent on Linux \(absent.count), pending on other branches \(pending)"
        }
    }

    /// Each module's symbols by path, normalized, from the built modules.
    static func productSymbols() throws -> [String: Set<String>] {
        var byPath: [String: Set<String>] = [:]
        for module in modules {
            for line in try SymbolGraph(module: module, packageRoot: packageRoot).lines {
                guard let bar = line.range(of: " | ") else { continue }
                byPath[String(line[..<bar.lowerBound]), default: []].insert(AppleSymbolList.normalized(String(line[bar.upperBound...])))
            }
        }
        return byPath
    }

    static func appleList(_ framework: String) throws -> AppleSymbolList {
        let url = here.appendingPathComponent("AppleSDK").appendingPathComponent(framework + ".txt")
        return AppleSymbolList(text: try String(contentsOf: url, encoding: .utf8))
    }

    /// Whether a product declaration stands for Apple's: equal once normalized, so a class Apple
    /// leaves open for subclassing must be open (a team's test double subclasses it from its own
    /// module), while a sample class may be final.
    static func matches(_ apple: String, _ product: Set<String>) -> Bool {
        let a = AppleSymbolList.normalized(apple)
        if product.contains(a) { return true }
        if a.hasPrefix("class ") { return product.contains("final " + a) }
        return false
    }

    static func compare(_ framework: String, _ product: [String: Set<String>]) throws -> Tally {
        var tally = Tally()
        for entry in try appleList(framework).entries {
            let name = "\(entry.path) | \(entry.declaration)  [\(entry.section)]"
            if entry.pendingOn != nil { tally.pending += 1; continue }
            if let reason = entry.absentBecause { tally.absent.append(name + ": " + reason); continue }
            if entry.compiled {
                if compiled[entry.path] != nil { tally.matched += 1 } else { tally.missing.append(name) }
                continue
            }
            guard let found = product[entry.path] else { tally.missing.append(name); continue }
            if matches(entry.declaration, found) { tally.matched += 1 } else {
                tally.mismatched.append(name + "\n      the simulator: " + found.sorted().joined(separator: " ; "))
            }
        }
        return tally
    }

    @Test func everyMemberAppleDocumentsExistsWithApplesDeclaration() throws {
        let product = try Self.productSymbols()
        var total = Tally()
        for framework in Self.frameworks {
            let t = try Self.compare(framework, product)
            print("AppleSDK \(framework): \(t)")
            total.matched += t.matched
            total.mismatched += t.mismatched
            total.missing += t.missing
            total.absent += t.absent
            total.pending += t.pending
        }
        // Extras: product paths that no framework list names, conformances and base classes aside.
        let applePaths = Set(try Self.frameworks.flatMap { try Self.appleList($0).entries.map(\.path) })
        var explained: Set<String> = []
        for module in Self.modules {
            let list = try #require(PublicAPITests.checkedInList(module))
            for entry in list.entries where entry.note != nil {
                explained.insert(String(entry.symbol.split(separator: " | ")[0]))
            }
        }
        for (path, declarations) in product where !applePaths.contains(path) {
            let members = declarations.filter { !$0.hasPrefix("conforms to") && !$0.hasPrefix("inherits from") }
            if members.isEmpty { continue }
            if explained.contains(path) { total.extraExplained += 1 } else if !Self.isInherited(path)
                && !Self.overridesApplesBase(path, product, applePaths) { total.extra.append(path) }
        }
        print("AppleSDK total: \(total)")
        #expect(total.mismatched.isEmpty, "declarations that differ from Apple's:\n  \(total.mismatched.joined(separator: "\n  "))")
        #expect(total.missing.isEmpty, "Apple's members the products lack:\n  \(total.missing.joined(separator: "\n  "))")
        #expect(total.extra.isEmpty, """
            public names Apple's SDK does not have, with no reason in PublicAPI/<Module>.txt (add \
            `  # not Apple's: <reason>` to their lines there):
              \(total.extra.sorted().joined(separator: "\n  "))
            """)
    }

    /// A team's test double subclasses Apple's open classes from its own module and is made with
    /// the initializer it inherits: `MockPedometer()`, `ReaderDouble(sensor: .accelerometer)`.
    /// Swift passes an initializer down only when it is designated, or when the subclass can see
    /// every designated one; a public `convenience init` over a `package` designated one passes
    /// nothing outside this package, and the double does not compile ("cannot be constructed
    /// because it has no accessible initializers"). Inside the package it does, so this reads the
    /// built module's declarations.
    @Test func theInitializersOfApplesOpenClassesAreDesignatedAsApplesAre() throws {
        var openClasses: Set<String> = [], convenienceByApple: Set<String> = []
        for framework in Self.frameworks {
            for entry in try Self.appleList(framework).entries {
                if entry.declaration.hasPrefix("open class ") { openClasses.insert(entry.path) }
                if entry.declaration.contains("convenience ") { convenienceByApple.insert(entry.path) }
            }
        }
        var convenience: [String] = []
        for module in Self.modules {
            for line in try SymbolGraph(module: module, packageRoot: Self.packageRoot).lines {
                guard let bar = line.range(of: " | ") else { continue }
                let path = String(line[..<bar.lowerBound]), declaration = line[bar.upperBound...]
                guard let dot = path.range(of: ".init("), openClasses.contains(String(path[..<dot.lowerBound])),
                      declaration.contains("convenience "), !convenienceByApple.contains(path) else { continue }
                convenience.append(line)
            }
        }
        #expect(convenience.isEmpty, """
            initializers of open classes that Apple declares designated but the simulator makes \
            convenience, so a subclass outside this package inherits none:
              \(convenience.sorted().joined(separator: "\n  "))
            """)
    }

    /// A subclass's override of a member Apple declares on one of its base classes, as Swift
    /// makes every `CMLogItem` subclass write `init?(coder:)` and `encode(with:)` again: on iOS the
    /// subclass has them too, inherited from `CMLogItem` (CMLogItem.h: `NSSecureCoding`).
    static func overridesApplesBase(_ path: String, _ product: [String: Set<String>], _ applePaths: Set<String>) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[..<dot].contains("(") else { return false }
        var type = String(path[..<dot])
        let member = path[path.index(after: dot)...]
        while let base = product[type]?.first(where: { $0.hasPrefix("inherits from ") })?.dropFirst("inherits from ".count) {
            if applePaths.contains("\(base).\(member)") { return true }
            type = String(base)
        }
        return false
    }

    /// Members every `NSObject` or raw-value type has on iOS too: NSObject's overrides and the
    /// compiler's `RawRepresentable` and `Hashable` witnesses.
    static func isInherited(_ path: String) -> Bool {
        let member = path.split(separator: ".").last.map(String.init) ?? path
        return ["isEqual(_:)", "hash", "description", "init(rawValue:)", "rawValue", "hash(into:)", "==(_:_:)"].contains(member)
    }
}

// Apple's Objective-C classes are open in Swift: a study team's test double subclasses the reader
// and the managers. These compile only while the simulator's classes and members are open too.
private final class ReaderDouble: SRSensorReader {
    override func fetch(_ request: SRFetchRequest) {}
    override var authorizationStatus: SRAuthorizationStatus { .authorized }
}

private final class PedometerDouble: CMPedometer {
    override func queryPedometerData(from start: Date, to end: Date, withHandler handler: @escaping CMPedometerHandler) {}
}
