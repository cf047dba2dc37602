import Foundation
import SensorKitSim

/// A study app's configuration as it ships: Info.plist, the entitlements file and the
/// localized strings, plus the model the consent screens and the checks read from them.
public struct Study: Sendable {
    /// The folder's name, or the Info.plist's folder when paths were given explicitly.
    public let name: String
    public let info: PlistDocument
    public let entitlements: PlistDocument?
    /// One table per language, from `.lproj/InfoPlist.strings` files and the string catalog.
    public let localizations: [LocalizedTable]
    /// Files that were found but could not be read (strings files): reported as errors by `check`.
    public let localizationProblems: [Diagnostic]
    /// False when the folder had localized strings but no Info.plist (Beiwe ships like that).
    public let hasInfoPlist: Bool

    public init(name: String, info: PlistDocument, entitlements: PlistDocument?, localizations: [LocalizedTable],
                localizationProblems: [Diagnostic] = [], hasInfoPlist: Bool = true) {
        self.name = name
        self.hasInfoPlist = hasInfoPlist
        self.info = info
        self.entitlements = entitlements
        self.localizations = localizations
        self.localizationProblems = localizationProblems
    }

    /// Info.plist's top-level dictionary.
    public var root: PlistDict { info.root.dict ?? PlistDict() }

    // MARK: Info.plist keys

    /// `CFBundleDisplayName`, else `CFBundleName`, else the study's name.
    public var appName: String {
        root["CFBundleDisplayName"]?.string ?? root["CFBundleName"]?.string ?? name
    }

    public var bundleIdentifier: String { root["CFBundleIdentifier"]?.string ?? "org.example.\(name)" }
    public var usageDescription: String? { root["NSSensorKitUsageDescription"]?.string }
    public var privacyPolicyURL: String? { root["NSSensorKitPrivacyPolicyURL"]?.string }
    public var motionUsageDescription: String? { root["NSMotionUsageDescription"]?.string }
    /// The language Xcode falls back to (`CFBundleDevelopmentRegion`), "en" when absent.
    public var developmentLanguage: String {
        let s = root["CFBundleDevelopmentRegion"]?.string ?? "en"
        return s.hasPrefix("$(") ? "en" : s
    }

    /// True when the app configures SensorKit at all (any NSSensorKit key or the entitlement).
    public var usesSensorKit: Bool {
        root.keys.contains { $0.hasPrefix("NSSensorKit") } || entitlementValues != nil
    }

    /// The simulator hint `ConsentSimStudyApp.UsesMotionActivity`, or a CoreMotion usage text.
    public var usesMotionActivity: Bool {
        root["ConsentSimStudyApp"]?.dict?["UsesMotionActivity"]?.bool ?? false
    }

    /// The `NSSensorKitUsageDetail` entries in file order; empty when it is missing or not a dictionary.
    public var usageDetails: [UsageDetail] {
        guard let dict = root["NSSensorKitUsageDetail"]?.dict else { return [] }
        return dict.entries.map { e in
            let entry = e.node.dict
            return UsageDetail(key: e.key, sensors: SensorCatalog.sensors(forUsageDetailKey: e.key),
                               description: entry?["Description"]?.string,
                               required: entry?["Required"]?.bool ?? false,
                               line: e.keyLine, node: e.node)
        }
    }

    // MARK: Entitlements

    public static let entitlementKey = "com.apple.developer.sensorkit.reader.allow"

    /// The string values of the SensorKit entitlement; nil when there is no file or no key.
    public var entitlementValues: [String]? {
        guard let node = entitlements?.root.dict?[Study.entitlementKey] else { return nil }
        return node.array?.compactMap(\.string) ?? []
    }

    /// The sensors the entitlement grants; nil when the app has no SensorKit entitlement.
    public var entitledSensors: Set<SRSensor>? {
        entitlementValues.map { Set($0.flatMap(SensorCatalog.sensors(forEntitlement:))) }
    }

    // MARK: Localization

    public var languages: [String] { Array(Set(localizations.map(\.language))).sorted() }

    /// Whether the study is localized for `language` or a base of it (`de` serves `de-CH`).
    public func hasLocalization(_ language: String) -> Bool {
        languages.contains { language == $0 || language.hasPrefix($0 + "-") || language.hasPrefix($0 + "_") }
    }

    /// A participant-facing string in `language`: the translation of the Info.plist key
    /// (`NSSensorKitUsageDescription`) or of the value used as a lookup key (MyHeartCounts'
    /// `SENSORKIT_USAGE_DESC_ECG`), falling back to the base language, the development
    /// language, and finally the text as written.
    public func localized(_ value: String, infoKey: String? = nil, language: String? = nil) -> String {
        for lang in fallbackChain(language) {
            for table in localizations where table.language == lang {
                if let infoKey, let v = table[infoKey] { return v }
                if let v = table[value] { return v }
            }
        }
        return value
    }

    /// True when some table translates `value` (as a lookup key) or `infoKey`.
    public func hasTranslation(_ value: String, infoKey: String? = nil) -> Bool {
        localizations.contains { t in t[value] != nil || (infoKey.map { t[$0] != nil } ?? false) }
    }

    func fallbackChain(_ language: String?) -> [String] {
        var chain: [String] = []
        if let language {
            chain.append(language)
            if let base = language.split(separator: "-").first.map(String.init), base != language { chain.append(base) }
        }
        chain.append(developmentLanguage)
        if !chain.contains("en") { chain.append("en") }
        if !chain.contains("Base") { chain.append("Base") }
        return chain
    }
}
