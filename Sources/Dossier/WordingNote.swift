import Foundation
import Simulation
import SimCore

/// The note on a page saying whose wording the phone shows: where a language's table marks a
/// phrase on the screen as this tool's translation rather than Apple's (`SystemText.applesWording`),
/// the page says so, naming which words are ours and which are Apple's. Nothing when all are Apple's.
enum WordingNote {
    /// The phrases of the system's text a screen draws.
    static func phrases(on s: Snapshot) -> [SystemPhrase] {
        switch s.foreground {
        case .sheet: [.sheet, .sensorNames]
        case .requiredAlert: [.sheet, .requiredAlert, .sensorNames]
        case .settings, .deleteConfirmation, .collectionOffAlert: [.settings, .sensorNames]
        case .home, .crashed: []
        case .motionAlert:
            [.motionTitle, .motionDontAllow, s.motionAlert?.form == .titleCase ? .motionOK : .motionAllow]
                + (s.settings == nil ? [] : [.settings, .sensorNames])
        }
    }

    /// The note for one screen, as an HTML paragraph, or "" when its words are all Apple's.
    static func html(for s: Snapshot) -> String {
        html(phrases(on: s), s.text, app: s.profile.appName, motionAlert: s.motionAlert?.form)
    }

    /// The note for a language's index entry and walkthrough: the phrases its screens show
    /// (no Motion & Fitness alert for a study that never asks, its Allow or OK as the phone's
    /// iOS words it), with the app's name as that phone shows it.
    static func html(for exploration: ConsentExploration) -> String {
        let snapshots = exploration.screens.map(\.snapshot)
        guard let first = snapshots.first else { return "" }
        let shown = Set(snapshots.flatMap(phrases(on:)))
        return html(SystemPhrase.allCases.filter(shown.contains), first.text, app: first.profile.appName,
                    motionAlert: snapshots.lazy.compactMap(\.motionAlert?.form).first)
    }

    /// The note for a page that shows `phrases` in `text`'s language (a language's index entry,
    /// its data table), or "" when they are all Apple's.
    /// `motionAlert`: the form the page's Motion & Fitness alert has on the phone's iOS (nil: no
    /// alert), which its title is quoted in; in the current form, a wording seen only on an
    /// older iOS (`SystemText.applesWordingSeenOnOlderIOSOnly`) may have changed.
    static func html(_ phrases: [SystemPhrase], _ text: SystemText, app: String, motionAlert: MotionAlertForm? = nil) -> String {
        let ours = phrases.filter { !text.isApplesWording($0) }
        let older = motionAlert == .sentence ? phrases.filter(text.applesWordingSeenOnOlderIOSOnly.contains) : []
        guard !ours.isEmpty || !older.isEmpty else { return "" }
        let apples = phrases.filter { text.isApplesWording($0) && !older.contains($0) }
        let language = languageName(text.language)
        var note = ""
        if !ours.isEmpty {
            note += "<b>Not Apple’s wording:</b> \(list(ours, text, app: app, motionAlert)) \(ours.count == 1 ? "is" : "are") this tool’s own \(language) translation; "
                + "Apple’s \(language) wording of \(ours.count == 1 ? "it" : "them") is not published, so a real iPhone may word \(ours.count == 1 ? "it" : "them") differently."
        }
        if !older.isEmpty {
            note += (note.isEmpty ? "<b>Apple’s older wording:</b> " : " ")
                + "\(capitalized(list(older, text, app: app, motionAlert))) \(older.count == 1 ? "is" : "are") Apple’s \(language) wording as iOS 12 showed it, "
                + "the most recent Apple wording found; current iOS may word \(older.count == 1 ? "it" : "them") differently."
        }
        if !apples.isEmpty { note += " \(capitalized(list(apples, text, app: app, motionAlert))) \(apples.count == 1 ? "is" : "are") Apple’s." }
        return "<p class=\"wording-note\">\(note) The study’s own texts are the study’s.</p>\n"
    }

    /// "the consent sheet’s titles … and the sensor and device names", with a Motion alert's words
    /// quoted, its title in `form` (the current one when no alert is shown).
    private static func list(_ phrases: [SystemPhrase], _ text: SystemText, app: String, _ form: MotionAlertForm?) -> String {
        let items = phrases.map { phrase -> String in
            let word: String? = switch phrase {
            case .motionTitle: text.motionTitle(app: app, form: form ?? .sentence)
            case .motionDontAllow: text.motionDontAllow
            case .motionOK: text.motionOK
            case .motionAllow: text.motionAllow
            default: nil
            }
            // In italics, not quotes: a title may carry quotes of its own (“App” quiere …).
            return HTMLText.escape(phrase.description) + (word.map { " (<i>\(HTMLText.escape($0))</i>)" } ?? "")
        }
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    private static func capitalized(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }

    /// "German" for `de`, in English (the dossier's own words are English).
    static func languageName(_ code: String) -> String {
        Locale(identifier: "en").localizedString(forLanguageCode: code) ?? code
    }
}
