/// Where a phone set to a language reads one of the study's texts from. iOS looks a text up
/// key by key, so a partial `de.lproj` shows German beside another language's text (FIDELITY.md).
public enum TextSource: Sendable, Equatable {
    /// The phone's own language: its localization or a shorter form of it (`de` for `de-CH`),
    /// or, for a phone in the development language (any region of it), the text as written.
    case own
    /// Another localization's text, as the study spells it (`Base` counts as the development
    /// language, whose text it holds).
    case otherLanguage(String)
    /// Info.plist's own text, in the development language.
    case infoPlist
    /// A Description written as a lookup key that no localization translates: the key itself.
    case lookupKey
}

extension Study {
    /// The one decider of whether a text falls back: `check`'s `missing-translation` and the
    /// dossier's translation report both ask it. Nil when Info.plist has no such text.
    public func source(of text: StudyText, on language: String) -> TextSource? {
        guard let text = lookup(of: text) else { return nil }
        return source(key: text.key, written: text.written, on: language)
    }

    /// The key a text is translated under, and Info.plist's text for it (nil for a sensor's
    /// Description, whose text is its own key); the app's name is `appNameEntry`'s.
    public func lookup(of text: StudyText) -> (key: String, written: String?)? {
        switch text {
        case .appName: return appNameEntry.map { ($0.key, $0.written) }
        case .purpose: return usageDescription.map { ("NSSensorKitUsageDescription", $0) }
        case .motion: return motionUsageDescription.map { ("NSMotionUsageDescription", $0) }
        case .description(let sensor): return usageDetail(for: sensor)?.description.map { ($0, nil) }
        }
    }

    /// `source(of:on:)` for Info.plist key `key` written as `written`, or a Description `key`.
    func source(key: String, written: String?, on language: String) -> TextSource {
        let lookupKey = written == nil && TextQuality.looksLikeLookupKey(key)
        let speaksDevelopment = LanguageTag.sameLanguage(language, developmentLanguage)
        guard let found = found(key, value: written ?? key, language: language) else {
            return lookupKey ? .lookupKey : speaksDevelopment ? .own : .infoPlist
        }
        if LanguageTag.withParents(language).contains(where: { LanguageTag.same($0, found.language) }) { return .own }
        let base = LanguageTag.same(found.language, "Base")
        if speaksDevelopment, base || LanguageTag.sameLanguage(found.language, developmentLanguage) { return .own }
        return .otherLanguage(base ? developmentLanguage : found.language)
    }
}
