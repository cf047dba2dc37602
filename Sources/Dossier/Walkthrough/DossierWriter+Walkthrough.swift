import Simulation

/// The walkthrough's files: per language an overview of the paths, and per path a slideshow
/// (each screen's picture with the participant's action under it) and an asciicast of the
/// same screens.
extension DossierWriter {
    /// `<lang>/walkthrough.html`, and per walked path `<lang>/walkthrough/<path>.html`, its
    /// `.cast` and one picture per screen (`<path>-<n>.svg`).
    func walkthroughFiles(_ part: DossierLanguage) -> [(path: String, text: String)] {
        guard !part.walkthroughs.isEmpty else { return [] }
        var files = [(path: "\(part.language)/walkthrough.html", text: walkthroughOverview(part))]
        for case .walked(let walk) in part.walkthroughs {
            let base = "\(part.language)/walkthrough/\(walk.path.rawValue)"
            for (i, frame) in walk.frames.enumerated() {
                files.append(("\(base)-\(i + 1).svg", PhonePicture.svg(of: frame.snapshot)))
            }
            files.append(("\(base).html", slideshow(walk, in: part)))
            files.append(("\(base).cast", WalkthroughCast.text(walk, title: "\(study.appName): \(walk.path.title) (\(part.language))")))
        }
        return files
    }

    /// The index's line leading to a language's walkthrough.
    func walkthroughLink(_ part: DossierLanguage) -> String {
        guard !part.walkthroughs.isEmpty else { return "" }
        let walked = part.walkthroughs.filter { if case .walked = $0 { true } else { false } }.count
        return "<p><a href=\"\(part.language)/walkthrough.html\">Walkthrough</a>: \(walked) of the main consent paths, played on the phone, \(walked == 1 ? "as a slideshow and an asciicast" : "as slideshows and asciicasts").</p>\n"
    }

    /// The index's word on the one page its list leaves out: “Enable Research Sensor & Usage
    /// Data”, which the screens' app never meets and the collection-off path shows.
    func enablePageNote(_ part: DossierLanguage) -> String {
        guard let walk = part.walkthroughs.lazy.compactMap({ if case .walked(let w) = $0, w.path == .collectionOff { w } else { nil } }).first,
              let frame = walk.frames.firstIndex(where: { $0.snapshot.foreground == .sheet(.enableCollection) }) else { return "" }
        let text = walk.frames[frame].snapshot.text
        return "<p class=\"answers-note\">Not in this list: " + HTMLText.phone(HTMLText.escape(text.enableCollectionTitle), part.language)
            + ", which iOS shows in the sheet’s place when an app asks while " + HTMLText.phone(HTMLText.escape(text.collection), part.language)
            + " is off in Settings. The screens here are found with an app that asks only for sensors not yet answered, which then asks for none; "
            + "<a href=\"\(part.language)/walkthrough/\(walk.path.rawValue).html#\(frame + 1)\">the walkthrough’s collection-off path</a> shows it, and what leads to it.</p>\n"
    }

    private func walkthroughOverview(_ part: DossierLanguage) -> String {
        var body = "<p class=\"crumbs\"><a href=\"../index.html\">\(HTMLText.escape(study.appName)) dossier</a> › \(HTMLText.escape(part.language))</p>\n"
        body += "<h1>Walkthrough (\(HTMLText.escape(part.language)))</h1>\n"
        body += WordingNote.html(for: part.exploration)
        body += "<p>Each path is played on the simulated phone from the home screen before the study app’s first launch: the participant picks a control on each screen the phone shows, and the phone decides what comes next. A slideshow shows each screen with the participant’s action under it, in the phone’s language (← and → step through it); the asciicast is the same screens as the terminal draws the phone, to play with <code>asciinema play</code>.</p>\n"
        for outcome in part.walkthroughs {
            let path = outcome.path
            body += "<h2 id=\"\(path.rawValue)\">\(HTMLText.escape(path.title))</h2>\n<p>\(path.summaryHTML(part.exploration.screens[0].snapshot.text, language: part.language))</p>\n"
            switch outcome {
            case .walked(let walk):
                body += "<p>\(Plural.of(walk.frames.count, "screen")): <a href=\"walkthrough/\(path.rawValue).html\">slideshow</a> · <a href=\"walkthrough/\(path.rawValue).cast\">asciicast</a></p>\n"
                if let stopped = walk.stopped { body += "<p class=\"stopped\">The path stops early: \(HTMLText.escape(stopped)).</p>\n" }
            case .omitted(_, let reason):
                body += "<p class=\"omitted\">\(HTMLText.escape(reason))</p>\n"
            }
        }
        return page("Walkthrough (\(part.language))", depth: 1, body)
    }

    private func slideshow(_ walk: Walkthrough, in part: DossierLanguage) -> String {
        let name = walk.path.rawValue, count = walk.frames.count
        let screens = Dictionary(part.exploration.screens.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        var body = "<p class=\"crumbs\"><a href=\"../../index.html\">\(HTMLText.escape(study.appName)) dossier</a> › <a href=\"../walkthrough.html\">\(HTMLText.escape(part.language)) walkthrough</a></p>\n"
        body += "<h1>\(HTMLText.escape(walk.path.title))</h1>\n<p>\(walk.path.summaryHTML(part.exploration.screens[0].snapshot.text, language: part.language))</p>\n"
        body += "<p>\(Plural.of(count, "screen")) · <a href=\"\(name).cast\">the same screens as an asciicast</a></p>\n"
        if let stopped = walk.stopped { body += "<p class=\"stopped\">The path stops early: \(HTMLText.escape(stopped)).</p>\n" }
        body += "<div class=\"slide-controls\" hidden><button type=\"button\" id=\"previous\">← Previous</button> <span id=\"counter\">1 / \(count)</span> <button type=\"button\" id=\"next\">Next →</button></div>\n"
        body += "<ol class=\"frames\">\n"
        for (i, frame) in walk.frames.enumerated() {
            let screenName = ScreenTitle.name(of: frame.snapshot), title = screenName.plain
            let size = PhonePicture.size(of: frame.snapshot)
            body += "<li class=\"frame\" id=\"frame-\(i + 1)\" data-screen=\"\(WalkthroughSlideshow.kind(frame.snapshot))\">\n"
            let lang = HTMLText.lang(part.language)
            body += "<p class=\"step\">\(i + 1) of \(count): \(screenName.html(part.language, study: studyLanguage(part.language)))</p>\n"
            if let caption = frame.caption {
                body += "<p class=\"caption\"\(lang)>\(HTMLText.escape(caption))</p>\n"
            } else {
                body += "<p class=\"caption end\">The path ends here.</p>\n"
            }
            body += WordingNote.html(for: frame.snapshot)
            body += "<img src=\"\(name)-\(i + 1).svg\" width=\"\(Int(size.width.rounded()))\" height=\"\(Int(size.height.rounded()))\" alt=\"\(HTMLText.escape(title))\"\(screenName.singleLanguage(part.language, study: studyLanguage(part.language)).map(HTMLText.lang) ?? "")>\n"
            if let screen = screens[ScreenKey(frame.snapshot)] {
                body += "<p class=\"where\">In the dossier: <a href=\"../\(ScreenTitle.file(screen.index))\">screen \(screen.index + 1)</a>, with every action it offers.</p>\n"
            } else if frame.snapshot.foreground == .sheet(.enableCollection) {
                // The exploration's app asks only for sensors not yet answered: with collection off, for none.
                body += "<p class=\"where\">Not among the dossier’s screens: they are found with an app that asks only for sensors not yet answered, which with collection off asks for none (every sensor reads denied); this path’s app asks whatever its sensors read.</p>\n"
            } else {
                body += "<p class=\"where\">Not among the dossier’s screens, which stop \(part.exploration.maxDepth) actions after the first launch.</p>\n"
            }
            body += "</li>\n"
        }
        body += "</ol>\n<script>\n\(WalkthroughSlideshow.script)</script>"
        return page("\(walk.path.title) (\(part.language))", depth: 2,
                    head: "\n<style>\n\(WalkthroughSlideshow.css)</style>", body)
    }
}
