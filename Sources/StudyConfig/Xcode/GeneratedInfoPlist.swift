/// The Info.plist keys Xcode writes from build settings when `GENERATE_INFOPLIST_FILE = YES`.
///
/// Which wins when a key is both in the target's Info.plist file and an `INFOPLIST_KEY_*`
/// setting: the build setting. Xcode's build system (swift-build, `InfoPlistProcessorTaskAction`)
/// adds the generated content to the file's dictionary as additional content, and for two
/// scalar values "we overwrite with the new value"; arrays are appended without duplicates.
/// swift-build issue #5 confirms the overwrite is silent, which is why `check` reports it.
enum GeneratedInfoPlist {
    /// Keys whose settings hold YES or NO and become Booleans in the plist.
    private static let booleanKeys: Set<String> = [
        "ITSAppUsesNonExemptEncryption", "LSRequiresIPhoneOS", "UIApplicationSupportsIndirectInputEvents",
        "UIRequiresFullScreen", "UIStatusBarHidden", "LSSupportsOpeningDocumentsInPlace", "UISupportsDocumentBrowser",
        "NSSupportsLiveActivities", "UIFileSharingEnabled",
    ]
    /// Keys whose settings hold a space-separated list and become arrays.
    private static let listKeys: Set<String> = [
        "UIRequiredDeviceCapabilities", "UISupportedInterfaceOrientations",
        "UISupportedInterfaceOrientations~ipad", "UISupportedInterfaceOrientations~iphone",
    ]
    /// Standard keys filled from ordinary settings when the setting is defined, as Xcode fills
    /// them. PRODUCT_NAME, EXECUTABLE_NAME, PRODUCT_BUNDLE_PACKAGE_TYPE and DEVELOPMENT_LANGUAGE
    /// always are (the target's defaults), so the file's values for those never survive.
    private static let standardKeys: [(key: String, setting: String)] = [
        ("CFBundleName", "PRODUCT_NAME"), ("CFBundleExecutable", "EXECUTABLE_NAME"),
        ("CFBundleVersion", "CURRENT_PROJECT_VERSION"), ("CFBundleDevelopmentRegion", "DEVELOPMENT_LANGUAGE"),
        ("CFBundleIdentifier", "PRODUCT_BUNDLE_IDENTIFIER"), ("CFBundlePackageType", "PRODUCT_BUNDLE_PACKAGE_TYPE"),
        ("CFBundleShortVersionString", "MARKETING_VERSION"),
    ]

    /// The file's dictionary with the generated keys merged in, and a warning for every
    /// `INFOPLIST_KEY_*` that replaces a value the file sets.
    static func merge(into dict: PlistDict, settings: inout BuildSettings, infoFile: String?) throws(StudyLoadError) -> (PlistDict, [Diagnostic]) {
        var entries = dict.entries
        var problems: [Diagnostic] = []
        var generated: [(key: String, value: String, from: BuildSettingAssignment?)] = []
        for (key, setting) in standardKeys where settings.isDefined(setting) {
            generated.append((key, try settings.value(setting) ?? "", nil))
        }
        var seen = Set<String>()
        for a in settings.assignments where a.name.hasPrefix("INFOPLIST_KEY_") && seen.insert(a.name).inserted {
            let key = String(a.name.dropFirst("INFOPLIST_KEY_".count))
            generated.append((key, try settings.value(a.name) ?? "", settings.assignment(a.name)))
        }
        for g in generated {
            let node = PlistNode(value(for: g.key, g.value), line: nil)
            guard let i = entries.lastIndex(where: { $0.key == g.key }) else {
                entries.append(PlistDict.Entry(key: g.key, keyLine: nil, node: node))
                continue
            }
            let old = entries[i]
            if case .array(let items) = old.node.value, case .array(let more) = node.value {
                entries[i] = PlistDict.Entry(key: g.key, keyLine: old.keyLine, node: PlistNode(.array(items + more.filter { !items.contains($0) }), line: old.node.line))
                continue
            }
            entries[i] = PlistDict.Entry(key: g.key, keyLine: old.keyLine, node: node)
            if let from = g.from, let infoFile {
                let place = old.keyLine.map { "\(infoFile):\($0)" } ?? infoFile
                problems.append(Diagnostic(.warning, code: "info-plist-key-set-twice", file: from.file, keyPath: from.name, line: from.line,
                                           message: "\(g.key) is set both in \(place) and as \(from.name): the built app gets the build setting's value (\"\(g.value.prefix(60))\"), and the file's is ignored",
                                           suggestion: "keep one of them: delete the key from \(infoFile) or the build setting"))
            }
        }
        return (PlistDict(entries), problems)
    }

    private static func value(for key: String, _ text: String) -> PlistValue {
        if booleanKeys.contains(key), text == "YES" || text == "NO" { return .bool(text == "YES") }
        if listKeys.contains(key) { return .array(text.split(separator: " ").map { PlistNode(.string(String($0)), line: nil) }) }
        return .string(text)
    }
}
