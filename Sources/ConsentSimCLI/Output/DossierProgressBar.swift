/// The dossier's exploration on standard error: the language, screens found and still to
/// explore, redrawn in place; silent when standard error is not a terminal.
final class DossierProgressBar {
    private let enabled: Bool
    private let write: (String) -> Void
    private var drawn = false

    init(enabled: Bool, write: @escaping (String) -> Void) {
        self.enabled = enabled
        self.write = write
    }

    static func line(language: String, done: Int, of count: Int, found: Int, queued: Int, width: Int = 24) -> String {
        // Within a language the share is the screens explored of those known so far.
        let within = found > 0 ? Double(found - queued) / Double(found) : 0
        let share = count > 0 ? (Double(done) + within) / Double(count) : 1
        let filled = max(0, min(width, Int((share * Double(width)).rounded(.down))))
        return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            + " \(language) (\(done + 1)/\(count))  screens \(found)  to explore \(queued)"
    }

    func update(language: String, done: Int, of count: Int, found: Int, queued: Int) {
        guard enabled else { return }
        drawn = true
        write("\r\u{1B}[2K" + Self.line(language: language, done: done, of: count, found: found, queued: queued))
    }

    func finish() {
        guard enabled, drawn else { return }
        write("\n")
    }
}
