import Simulation
import StudyConfig
import SimCore

extension DossierWriter {
    /// `changes.html`: the marked version of the dossier, beside the clean pages. Each change
    /// strikes the old text through and highlights the new, and says what a participant enrolled
    /// on the earlier version sees.
    func changesPage(_ changes: DossierChanges) -> String {
        let e = HTMLText.escape
        var body = "<p class=\"crumbs\"><a href=\"index.html\">\(e(study.appName)) dossier</a></p>\n"
        body += "<h1>What changed since the earlier dossier</h1>\n<table class=\"facts\">\n"
        body += "<tr><th></th><th>Earlier dossier</th><th>This dossier</th></tr>\n"
        for (name, old, new) in [("App", changes.old.app.name, changes.new.app.name),
                                 ("Bundle identifier", changes.old.app.bundleIdentifier, changes.new.app.bundleIdentifier),
                                 ("Version", changes.old.app.version ?? "—", changes.new.app.version ?? "—"),
                                 ("Study files’ fingerprint", changes.old.app.fingerprint, changes.new.app.fingerprint)] {
            body += "<tr><th>\(name)</th><td>\(old == new ? e(old) : "<del>\(e(old))</del>")</td><td>\(old == new ? e(new) : "<ins>\(e(new))</ins>")</td></tr>\n"
        }
        body += "</table>\n"
        guard !changes.isEmpty else {
            body += "<p class=\"no-changes\">No changes: the earlier dossier shows the same screens, texts, actions and data.</p>\n"
            return page("\(study.appName): what changed", depth: 0, body)
        }
        body += "<p>Old text is <del>struck through</del>, new text <ins>highlighted</ins>. Each change says what a participant "
            + "already enrolled on the earlier version sees, by the rules <code>\(ProgramName.current) check --against</code> reports. "
            + "In each language’s navigation graph, new screens and actions are green and changed screens yellow.</p>\n"
        if !changes.setupDifferences.isEmpty {
            body += "<p class=\"setup\">The two dossiers were made differently: \(e(changes.setupDifferences.joined(separator: "; "))). "
                + "Some changes below may come from that rather than from the study.</p>\n"
        }
        if !changes.languagesAdded.isEmpty { body += "<p>Languages added: \(e(changes.languagesAdded.joined(separator: ", "))).</p>\n" }
        if !changes.languagesRemoved.isEmpty { body += "<p>Languages no longer in the dossier: <del>\(e(changes.languagesRemoved.joined(separator: ", ")))</del>.</p>\n" }
        body += "<ul class=\"summary\">\n"
        for part in changes.languages {
            let count = { (kind: DossierChanges.ScreenChange.Kind) in part.screens.filter { $0.kind == kind }.count }
            body += "<li><a href=\"#\(e(part.language))\">\(e(part.language))</a>: \(Plural.of(count(.changed), "screen")) changed, \(count(.added)) new, "
                + "\(count(.removed)) removed; \(Plural.of(part.edges.filter(\.added).count, "action")) new, \(part.edges.filter { !$0.added }.count) gone; "
                + "\(Plural.of(part.rows.count, "sensor row")) and \(Plural.of(part.translations.count, "text")) changed</li>\n"
        }
        body += "</ul>\n"
        body += studySection(changes)
        for part in changes.languages { body += languageSection(part, earlier: changes.old.languages.first { $0.language == part.language }) }
        return page("\(study.appName): what changed", depth: 0, body)
    }

    private func studySection(_ changes: DossierChanges) -> String {
        let e = HTMLText.escape
        guard changes.old.study != nil else {
            return "<p>The earlier dossier does not record its study’s files, so the changes below are not traced to them.</p>\n"
        }
        guard !changes.study.isEmpty else { return "<h2>In the study’s files</h2>\n<p>No change that participants would notice.</p>\n" }
        var out = "<h2>In the study’s files</h2>\n<table class=\"study-changes\">\n"
        out += "<tr><th>Change</th><th>Before → after</th><th>Participants already enrolled</th><th>New participants</th></tr>\n"
        for c in changes.study {
            // The sensor as the dossier's own words name it (Phone Usage), not the API's phoneUsageReport.
            let what = [Self.kindName(c.kind), c.sensor.map(SystemText.english.name(of:)), c.language.map { "[\($0)]" }].compactMap { $0 }.joined(separator: " ")
            let text: String
            if let before = c.before, let after = c.after, c.kind.isText {
                text = TextDiff.words(before, after, escape: e)
            } else {
                text = (c.before.map { "<del>\(e($0))</del>" } ?? "") + (c.before != nil && c.after != nil ? " → " : "") + (c.after.map { "<ins>\(e($0))</ins>" } ?? "")
            }
            out += "<tr class=\"changed\"><td>\(e(what))</td><td>\(text)</td><td>\(e(c.existingParticipants))</td><td>\(e(c.newParticipants))</td></tr>\n"
        }
        return out + "</table>\n"
    }

    /// The language each of the study's texts on a screen is in, by its text: this dossier's
    /// (`Study.language(of:on:)`), else, for a text only the earlier dossier shows, the
    /// localization it recorded for the language.
    private func studyTextLanguages(_ lang: String, earlier: DossierManifest.Language?) -> [String: String] {
        var out: [String: String] = [:]
        if let earlier { for row in earlier.translations { out[row.text] = earlier.studyTextLanguage } }
        guard let part = languages.first(where: { $0.language == lang }) else { return out }
        let profile = part.exploration.screens[0].snapshot.profile
        out[profile.appName] = study.textLanguage?(.appName, lang) ?? study.developmentLanguage
        for row in report(part).rows { out[row.text] = study.textLanguage?(row.study, lang) ?? study.developmentLanguage }
        return out
    }

    private func languageSection(_ part: DossierChanges.Language, earlier: DossierManifest.Language?) -> String {
        // The section's words are the dossier's own (English); the phone's words carry their language.
        let e = HTMLText.escape, lang = part.language, phone = HTMLText.lang(part.language)
        var out = "<div class=\"language\"><h2 id=\"\(e(lang))\">\(e(lang))</h2>\n"
        // A screen's name as the other pages write it: only the phone's words marked (a name
        // this dossier no longer has, from a dossier that did not record its parts, is marked whole).
        let names = languages.first { $0.language == lang }?.names ?? []
        // A name only the earlier dossier has is marked as it recorded it, when it did.
        let recorded = (earlier?.screens ?? []).compactMap { screen in screen.titleParts.map { ScreenName($0) } }
        let byTitle = Dictionary((names + recorded).map { ($0.plain, $0) }, uniquingKeysWith: { a, _ in a })
        func marked(_ title: String) -> String { byTitle[title]?.html(lang, study: studyLanguage(lang)) ?? HTMLText.phone(e(title), lang) }
        guard !part.isEmpty else { return out + "<p class=\"no-changes\">No changes in this language.</p>\n</div>\n" }
        let studyTexts = studyTextLanguages(lang, earlier: earlier)
        if !part.screens.isEmpty {
            out += "<h3>Screens</h3>\n"
            for change in part.screens {
                let screen = change.new ?? change.old!
                let number = screen.page.replacingOccurrences(of: "screen-", with: "").replacingOccurrences(of: ".html", with: "")
                let anchor = change.kind == .removed ? "\(lang)-removed-\(number)" : "\(lang)-screen-\(number)"
                let heading = change.kind == .removed ? "Removed: \(marked(screen.title)) (was screen \(number))"
                    : "\(change.kind == .added ? "New" : "Changed"): <a href=\"\(e(lang))/\(e(screen.page))\">\(number). \(marked(screen.title))</a>"
                out += "<div class=\"change \(change.kind.rawValue)\" id=\"\(e(anchor))\"><h4>\(heading)</h4>\n"
                let old = change.old, new = change.new
                for (name, a, b) in [("Title", old.map { [$0.title] } ?? [], new.map { [$0.title] } ?? []),
                                     ("Text", old?.body ?? [], new?.body ?? []), ("Buttons", old?.buttons ?? [], new?.buttons ?? []),
                                     ("Actions", old?.annotations ?? [], new?.annotations ?? [])] where a != b {
                    // Each line in its language: the phone's, or the one a study's text is in
                    // (a German phone shows an English-only study's purpose in English).
                    let diff = TextDiff.html(a, b, escape: e) { line in HTMLText.lang(studyTexts[line] ?? lang) }
                    out += "<div class=\"field\"><b>\(name)</b>\n\(diff)</div>\n"
                }
                out += consequence(change.causes) + "</div>\n"
            }
        }
        if !part.edges.isEmpty {
            out += "<h3>Actions between screens</h3>\n<ul class=\"edges\">\n"
            for edge in part.edges {
                let from = edge.page.map { "<a href=\"\(e(lang))/\(e($0))\">\(marked(edge.from))</a>" } ?? marked(edge.from)
                let text = "\(from): <b\(phone)>\(e(edge.label))</b> → \(marked(edge.to))"
                out += "<li class=\"\(edge.added ? "added" : "removed")\">\(edge.added ? "<ins>\(text)</ins>" : "<del>\(text)</del>")"
                    + " \(consequence(edge.causes, inline: true))</li>\n"
            }
            out += "</ul>\n"
        }
        if !part.rows.isEmpty {
            out += "<h3><a href=\"\(e(lang))/data.html\">What each answer leads to</a></h3>\n<table class=\"row-changes\">\n"
            out += "<tr><th>Sensor</th><th>What changed</th><th>Participants already enrolled</th></tr>\n"
            for row in part.rows {
                var what: String
                switch row.kind {
                case .added: what = "<ins>a new row: the study now asks for it</ins>"
                case .removed: what = "<del>the row: the study no longer asks for it</del>"
                case .changed: what = row.fields.map { "\(e($0.field)): <del>\(e($0.old))</del> <ins>\(e($0.new))</ins>" }.joined(separator: "<br>")
                }
                out += "<tr class=\"\(row.kind.rawValue)\" id=\"\(e(lang))-sensor-\(e(row.sensor))\"><th\(phone)>\(e(row.name))</th><td>\(what)</td><td>\(consequence(row.causes, inline: true))</td></tr>\n"
            }
            out += "</table>\n"
        }
        if !part.translations.isEmpty {
            out += "<h3><a href=\"\(e(lang))/translations.html\">The study’s texts</a></h3>\n<table class=\"translation-changes\">\n"
            out += "<tr><th>Key</th><th>Text</th><th>Flag</th></tr>\n"
            for t in part.translations {
                func cell(_ a: String?, _ b: String?) -> String {
                    a == b ? e(b ?? "") : (a.map { "<del>\(e($0))</del> " } ?? "") + (b.map { "<ins>\(e($0))</ins>" } ?? "")
                }
                out += "<tr class=\"changed\"><td>\(e(t.key))</td><td>\(cell(t.old?.text, t.new?.text))</td><td>\(cell(t.old?.flag, t.new?.flag))</td></tr>\n"
            }
            out += "</table>\n"
        }
        return out + "</div>\n"
    }

    /// What an enrolled participant sees of a change, from the study's changes it comes from.
    private func consequence(_ causes: [StudyComparison.Change], inline: Bool = false) -> String {
        var texts: [String] = []
        for c in causes where !texts.contains(c.existingParticipants) { texts.append(c.existingParticipants) }
        let text = texts.isEmpty
            ? "Not traced to a change in the study’s files (the dossiers may have been made on another iOS version or by another consent-sim)."
            : "Participants already enrolled: " + texts.joined(separator: "; ") + "."
        return inline ? "<span class=\"consequence\">\(HTMLText.escape(text))</span>" : "<p class=\"consequence\">\(HTMLText.escape(text))</p>\n"
    }

    private static func kindName(_ kind: StudyComparison.Change.Kind) -> String {
        switch kind {
        case .sensorAdded: "sensor added"
        case .sensorRemoved: "sensor removed"
        case .requiredChanged: "Required changed"
        case .descriptionChanged: "description changed"
        case .purposeChanged: "purpose changed"
        case .privacyURLChanged: "privacy policy link changed"
        case .entitlementChanged: "entitlement changed"
        case .motionTextChanged: "Motion & Fitness text changed"
        }
    }
}

extension StudyComparison.Change.Kind {
    /// A change of one text in place (marked word by word), not of which sensors are asked.
    var isText: Bool { [.descriptionChanged, .purposeChanged, .motionTextChanged, .privacyURLChanged].contains(self) }
}
