import Foundation
import Export

extension SensorDataTable {
    /// The table as an HTML fragment (a `<div>`, no page around it) for the dossier's pages:
    /// the study's facts, then a row per sensor. Every text is escaped.
    /// Rows of the sensors in `changed` (raw values) are marked as changed since an earlier dossier.
    /// `note` (HTML: whose wording the names are) follows the heading, on the table's own page
    /// when printed; `idPrefix` keeps the rows' ids unique on a page holding several tables, and
    /// `headingPrefix` (HTML) names the table's language there, as each screen's heading does.
    public func html(changed: Set<String> = [], note: String = "", idPrefix: String = "", headingPrefix: String = "") -> String {
        // The table's words are the dossier's own (English); the sensor and device names are the phone's.
        var out = "<div class=\"data-table\">\n"
        let lang = HTMLText.lang(language)
        out += "<h2>\(headingPrefix)What each answer leads to</h2>\n" + note + "<dl class=\"study-facts\">\n"
        // The study's own texts carry the language they are in; "none given" is the dossier's.
        let app: String = study.appName + (study.version.map { " \($0)" } ?? "")
        let motionLanguage: String? = study.motionText == nil ? nil : study.motionTextLanguage
        let facts: [(String, String?, String?)] = [
            ("App", app, study.appNameLanguage),
            ("Study purpose", study.purpose.isEmpty ? nil : study.purpose, study.purposeLanguage),
            ("Privacy policy", study.privacyPolicyURL, nil),
            ("Motion & Fitness", study.motionText ?? "not used", motionLanguage),
            ("Study files’ fingerprint", study.fingerprint, nil),
            ("Holding period", holdingPeriod, nil),
            ("Look-back", lookBack, nil),
            ("Deletion", deletion, nil),
        ]
        for (term, value, language) in facts {
            let lang: String = value == nil ? "" : language.map(HTMLText.lang) ?? ""
            out += "<dt>\(HTMLText.escape(term))</dt><dd\(lang)>\(HTMLText.escape(value ?? "none given"))</dd>\n"
        }
        out += "</dl>\n"
        if rows.contains(where: \.rateIsAssumption) {
            out += "<p class=\"rate-note\">A rate marked <em class=\"assumption\">assumption</em> is this simulator’s choice: "
                + "Apple does not publish it (FIDELITY.md, “Samples”), so a real device may record more or less often, "
                + "and the samples and bytes per participant-day that follow from it are estimates.</p>\n"
        }
        // The table may be wider than the page's text: it takes the window's width, and scrolls.
        out += "<div class=\"wide\"><table>\n<thead><tr>"
        for header in ["Sensor", "What is collected", "Device", "Rate", "Required", "Declining means",
                       "Held", "Look-back", "Samples per participant-day", "RADAR CSV per participant-day"] {
            out += "<th scope=\"col\">\(HTMLText.escape(header))</th>"
        }
        out += "</tr></thead>\n<tbody>\n"
        for row in rows {
            let retention = Self.retention(of: row.sensor)
            let cells = [
                row.collected, row.devices, row.rate, row.required ? "Required" : "optional",
                row.onSheet ? row.declining : "Not asked: \(row.notAskedReason ?? "")",
                retention.held, retention.lookBack, Self.grouped(row.samplesPerDay),
                row.radarCSVBytesPerDay.map(Self.bytes) ?? "no RADAR topic",
            ]
            // The columns whose value is the simulator's assumption: devices, rate, held, look-back.
            let assumed = [1: Self.devicesAreAssumption(row.sensor), 2: row.rateIsAssumption,
                           5: retention.isAssumption, 6: retention.isAssumption]
            let mark = changed.contains(row.sensor.rawValue) ? " class=\"changed\"" : ""
            out += "<tr id=\"\(HTMLText.escape(idPrefix))sensor-\(HTMLText.escape(row.sensor.description))\"\(mark)><th scope=\"row\"\(lang)>\(HTMLText.escape(row.name))</th>"
            out += cells.enumerated().map { i, cell in
                let mark = assumed[i] == true ? " <em class=\"assumption\">assumption</em>" : ""
                // The devices are named in the phone's words ("Nur Apple Watch").
                return "<td\(i == 1 ? lang : "")>\(HTMLText.escape(cell))\(mark)</td>"
            }.joined() + "</tr>\n"
        }
        out += "</tbody>\n</table></div>\n"
        if rows.contains(where: { Self.devicesAreAssumption($0.sensor) }) {
            out += "<p class=\"rate-note\">A device marked <em class=\"assumption\">assumption</em>: Apple names no device for this sensor; "
                + "the simulator records it there (FIDELITY.md, “SensorKit: recording and the store”).</p>\n"
        }
        for note in Set(rows.compactMap { Self.retention(of: $0.sensor).observed }).sorted() {
            out += "<p class=\"rate-note\">\(HTMLText.escape(note))</p>\n"
        }
        return out + "</div>\n"
    }

    /// `4 320 000`: digits in threes, the same in every language's page.
    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out += "\u{202F}" }
            out.append(d)
        }
        return out
    }

    /// `12.3 MB`, `850 kB`, `312 B` (decimal units).
    static func bytes(_ n: Int) -> String { ByteSize.text(n) }
}
