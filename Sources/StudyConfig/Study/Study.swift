import Foundation
import SensorKitSim

/// A study app's configuration as it ships: Info.plist, the entitlements file and the
/// localized strings, plus the model the consent screens and the checks read from them.
public struct Study: Sendable {
    /// The folder's name, the name of the Info.plist's folder when paths were given explicitly,
    /// or the target's name for an Xcode project.
    public let name: String
    public let info: PlistDocument
    public let entitlements: PlistDocument?
    /// One table per `<lang>.lproj/InfoPlist.strings` file and one per language of the string
    /// catalog, so a language can have two.
    public let localizations: [LocalizedTable]
    /// What reading the localized strings found wrong: files that could not be read (errors) and
    /// keys a strings file defines twice (warnings). `check` reports them.
    public let localizationProblems: [Diagnostic]
    /// False when the folder had localized strings but no Info.plist (Beiwe ships like that).
    public let hasInfoPlist: Bool
    /// What resolving build variables and reading an Xcode project found: names taken from
    /// file names, variables nothing defines, files a setting names that do not exist, keys set
    /// twice, configurations that differ. `check` reports them.
    public let buildDiagnostics: [Diagnostic]
    /// The project target and configuration the study was read from; nil for a study folder.
    public let xcode: XcodeTarget?

    public init(name: String, info: PlistDocument, entitlements: PlistDocument?, localizations: [LocalizedTable],
                localizationProblems: [Diagnostic] = [], hasInfoPlist: Bool = true,
                buildDiagnostics: [Diagnostic] = [], xcode: XcodeTarget? = nil) {
        self.name = name
        self.buildDiagnostics = buildDiagnostics
        self.xcode = xcode
        self.hasInfoPlist = hasInfoPlist
        self.info = info
        self.entitlements = entitlements
        self.localizations = localizations
        self.localizationProblems = localizationProblems
        usageDetails = Study.usageDetails(in: info.root.dict?["NSSensorKitUsageDetail"]?.dict)
        var bySensor: [SRSensor: UsageDetail] = [:]
        for detail in usageDetails { for sensor in detail.sensors { bySensor[sensor] = detail } }
        usageDetailBySensor = bySensor
        entitledSensors = Study.entitledSensors(entitlements)
    }

    /// Info.plist's top-level dictionary.
    public var root: PlistDict { info.root.dict ?? PlistDict() }

    // MARK: Info.plist keys

    /// The app's name as a phone in the development language shows it (see `appName(language:)`).
    public var appName: String { appName(language: nil) }

    /// The app's name as iOS shows it on a phone set to `language`: `CFBundleDisplayName`, else
    /// `CFBundleName`, whichever the Info.plist has, as the chosen localization translates it
    /// (a strings file only translates keys the Info.plist has), else the study's name.
    /// mindLAMP's `en.lproj` names the app "mindLAMP 2" over its `$(PRODUCT_NAME)` this way.
    public func appName(language: String?) -> String {
        guard let (key, written) = appNameEntry else { return name }
        return translation(of: key, value: written, language: language) ?? written
    }

    /// The Info.plist key that names the app and its text: `CFBundleDisplayName`, else
    /// `CFBundleName`, the first the Info.plist has as text; nil when it has neither.
    public var appNameEntry: (key: String, written: String)? {
        for key in ["CFBundleDisplayName", "CFBundleName"] {
            if let written = root[key]?.string { return (key, written) }
        }
        return nil
    }

    /// The language of the name `appName(language:)` gives (`language(of:)`); the study's own
    /// name, when Info.plist names none, counts as the development language's.
    public func appNameLanguage(_ language: String?) -> String {
        guard let (key, written) = appNameEntry else { return developmentLanguage }
        return self.language(of: written, infoKey: key, language: language)
    }

    /// `CFBundleIdentifier`; `org.example.<name>` when it is absent or still holds a build variable
    /// nothing defined (`$(PRODUCT_BUNDLE_IDENTIFIER)`), so a log or an export folder never shows
    /// an unexpanded variable as if it were the app's identifier (`check` warns about it). The
    /// name is made a valid identifier as Xcode's `:rfc1034identifier` makes one (a folder named
    /// `Supporting Files` gives `org.example.Supporting-Files`).
    public var bundleIdentifier: String {
        guard let written = root["CFBundleIdentifier"]?.string, !written.containsText("$(") else {
            // Labels that are empty or start or end with a hyphen are not valid: `.hidden` is `hidden`.
            let labels = BuildSettingOperator.apply("rfc1034identifier", to: name).split(separator: ".")
                .map { $0.drop { $0 == "-" }.reversed().drop { $0 == "-" }.reversed() }.filter { !$0.isEmpty }.map { String($0) }
            return "org.example." + (labels.isEmpty ? "study" : labels.joined(separator: "."))
        }
        return written
    }
    /// `CFBundleIdentifier` as written when it still holds a build variable nothing defined
    /// (`$(PRODUCT_BUNDLE_IDENTIFIER)`): `bundleIdentifier` is then only a stand-in.
    public var unexpandedBundleIdentifier: String? {
        root["CFBundleIdentifier"]?.string.flatMap { $0.containsText("$(") ? $0 : nil }
    }
    /// The build variable an unexpanded `CFBundleIdentifier` is, when it is one variable alone
    /// (`PRODUCT_BUNDLE_IDENTIFIER` for `$(PRODUCT_BUNDLE_IDENTIFIER)`), for a `--set` to fill.
    public var bundleIdentifierVariable: String? {
        guard let written = unexpandedBundleIdentifier, written.hasPrefix("$("), written.hasSuffix(")") else { return nil }
        let inner = written.dropFirst(2).dropLast()
        return !inner.isEmpty && inner.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? String(inner) : nil
    }
    /// When `bundleIdentifier` only stands in for an unexpanded `CFBundleIdentifier`: what it
    /// stands in for; nil when the study says its identifier.
    public var bundleIdentifierStandIn: BundleIdentifierStandIn? {
        unexpandedBundleIdentifier.map { BundleIdentifierStandIn(shown: bundleIdentifier, written: $0, variable: bundleIdentifierVariable) }
    }
    /// When `bundleIdentifier` only stands in, what it stands in for and the `--set` that would
    /// make it `real` (another version's identifier): "org.example.x stands in for …"; nil otherwise.
    public func standInNote(real: String) -> String? { bundleIdentifierStandIn?.note(real: real) }
    public var usageDescription: String? { root["NSSensorKitUsageDescription"]?.string }
    public var privacyPolicyURL: String? { root["NSSensorKitPrivacyPolicyURL"]?.string }
    public var motionUsageDescription: String? { root["NSMotionUsageDescription"]?.string }
    /// The language Xcode falls back to (`CFBundleDevelopmentRegion`, a legacy name such as
    /// `English` read as its code); "en" when it is absent or a build setting such as
    /// `$(DEVELOPMENT_LANGUAGE)`.
    public var developmentLanguage: String {
        let s = root["CFBundleDevelopmentRegion"]?.string ?? "en"
        return s.hasPrefix("$(") ? "en" : LanguageTag.canonical(s)
    }

    /// Why `developmentLanguage` is an assumption (`en`, Xcode's default): the key is missing,
    /// or names a build variable nothing set; nil when the study says it.
    public var developmentLanguageAssumption: String? {
        guard let s = root["CFBundleDevelopmentRegion"]?.string else { return "no CFBundleDevelopmentRegion" }
        return s.hasPrefix("$(") ? "CFBundleDevelopmentRegion is \(s), which nothing set" : nil
    }

    /// True when the app configures SensorKit at all (any NSSensorKit key or the entitlement).
    public var usesSensorKit: Bool {
        root.keys.contains { $0.hasPrefix("NSSensorKit") } || entitlementValues != nil
    }

    /// Whether the simulated study app asks for Motion & Fitness: true when Info.plist has a
    /// non-empty `NSMotionUsageDescription` (a real app declares it because it queries motion
    /// activity), or the older simulator hint `ConsentSimStudyApp.UsesMotionActivity` is true
    /// (which, without the description, reproduces the crash a real app would have).
    public var usesMotionActivity: Bool {
        let text = motionUsageDescription?.trimmedOfWhitespace ?? ""
        return !text.isEmpty || root["ConsentSimStudyApp"]?.dict?["UsesMotionActivity"]?.bool == true
    }

    /// The `NSSensorKitUsageDetail` entries in file order; empty when it is missing or not a dictionary.
    public let usageDetails: [UsageDetail]
    /// The last entry covering each sensor (a later key wins, as in a dictionary).
    let usageDetailBySensor: [SRSensor: UsageDetail]

    private static func usageDetails(in dict: PlistDict?) -> [UsageDetail] {
        guard let dict else { return [] }
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

    /// The string values of the SensorKit entitlement; nil when there is no file or no key, empty
    /// when the key holds something other than an array.
    public var entitlementValues: [String]? { Study.entitlementValues(entitlements) }

    private static func entitlementValues(_ entitlements: PlistDocument?) -> [String]? {
        guard let node = entitlements?.root.dict?[Study.entitlementKey] else { return nil }
        return node.array?.compactMap(\.string) ?? []
    }

    /// The sensors the entitlement grants; nil when the app has no SensorKit entitlement. Read
    /// once, when the study is made: every sheet, check and simulation asks for it.
    public let entitledSensors: Set<SRSensor>?

    private static func entitledSensors(_ entitlements: PlistDocument?) -> Set<SRSensor>? {
        entitlementValues(entitlements).map { Set($0.flatMap(SensorCatalog.sensors(forEntitlement:))) }
    }

    // MARK: Localization

    /// Every language the study has strings for, as its folders and catalog spell it, sorted.
    public var languages: [String] { Array(Set(localizations.map(\.language))).sorted() }

    /// Whether the study is localized for `language` or a shorter form of it: `de` serves `de-CH`
    /// and `de_CH`, `zh-Hant` serves `zh-Hant-TW`. `_` and `-` match each other, case aside.
    public func hasLocalization(_ language: String) -> Bool {
        LanguageTag.withParents(language).contains { form in languages.contains { LanguageTag.same($0, form) } }
    }

    /// The localization the study's own text shows in on a phone set to `language`, as iOS picks
    /// a bundle's localization: the language or a shorter form of it, else the development
    /// language, `en`, `Base`; nil when the study has none of these (the text is shown as written).
    /// Named as the study spells it (`zh-Hans` for a phone set to `zh_hans`).
    public func textLanguage(for language: String?) -> String? {
        for lang in fallbackChain(language) {
            if let own = languages.first(where: { LanguageTag.same($0, lang) }) { return own }
        }
        return nil
    }

    /// A participant-facing string in `language`: the translation of the Info.plist key
    /// (`NSSensorKitUsageDescription`) or of the value used as a lookup key (MyHeartCounts'
    /// `SENSORKIT_USAGE_DESC_ECG`). Languages are tried in `fallbackChain` order, and the text
    /// as written is the last resort.
    public func localized(_ value: String, infoKey: String? = nil, language: String? = nil) -> String {
        translation(of: infoKey ?? value, value: value, language: language) ?? value
    }

    /// The translation of Info.plist key `infoKey` (or of `value` as a lookup key) in the first
    /// language of `fallbackChain` that has one; nil when none has.
    func translation(of infoKey: String, value: String?, language: String?) -> String? {
        found(infoKey, value: value, language: language)?.text
    }

    /// The language the text `localized` (or `appName(language:)`) gives is in, for marking it
    /// (a dossier's `lang="de"`): the localization whose table translates it, else, as written
    /// in Info.plist or in a `Base` table, the development language. A German phone reading a
    /// study with no German text reads its English.
    public func language(of value: String, infoKey: String? = nil, language: String? = nil) -> String {
        guard let table = found(infoKey ?? value, value: value, language: language)?.language,
              !LanguageTag.same(table, "Base") else { return developmentLanguage }
        return table
    }

    /// The one walk of `fallbackChain`: the first table that translates `infoKey` (or `value`
    /// as a lookup key), and its language.
    func found(_ infoKey: String, value: String?, language: String?) -> (text: String, language: String)? {
        for lang in fallbackChain(language) {
            for table in localizations where LanguageTag.same(table.language, lang) {
                if let v = table[infoKey] { return (v, table.language) }
                if let value, let v = table[value] { return (v, table.language) }
            }
        }
        return nil
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
