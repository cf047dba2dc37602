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

    /// Every language the study has strings for, as its folders and catalog spell it, sorted.
    public var languages: [String] { Array(Set(localizations.map(\.language))).sorted() }

    /// Whether the study is localized for `language` or a shorter form of it: `de` serves `de-CH`
    /// and `de_CH`, `zh-Hant` serves `zh-Hant-TW`. `_` and `-` match each other, case aside.
    public func hasLocalization(_ language: String) -> Bool {
        LanguageTag.withParents(language).contains { form in languages.contains { LanguageTag.same($0, form) } }
    }

    /// A participant-facing string in `language`: the translation of the Info.plist key
    /// (`NSSensorKitUsageDescription`) or of the value used as a lookup key (MyHeartCounts'
    /// `SENSORKIT_USAGE_DESC_ECG`). Languages are tried in `fallbackChain` order, and the text
    /// as written is the last resort.
    public func localized(_ value: String, infoKey: String? = nil, language: String? = nil) -> String {
        for lang in fallbackChain(language) {
            for table in localizations where LanguageTag.same(table.language, lang) {
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

    /// The languages `localized` tries, in order: `language` and each shorter form of it
    /// (`de_CH`, `de`; `zh-Hant-TW`, `zh-Hant`, `zh`), the development language, `en`, and `Base`.
    func fallbackChain(_ language: String?) -> [String] {
        var chain = language.map(LanguageTag.withParents) ?? []
        for fallback in [developmentLanguage, "en", "Base"] where !chain.contains(where: { LanguageTag.same($0, fallback) }) {
            chain.append(fallback)
        }
        return chain
    }
}
