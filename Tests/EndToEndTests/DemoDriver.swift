import Foundation

/// The steps every end-to-end test shares, in the participant's terms.
extension TmuxSession {
    /// Runs `consent-sim ARGUMENTS` at the prompt, printing `EXIT=<status>` when it ends, and
    /// waits for the consent sheet's opening page.
    func launchDemo(_ arguments: String = "") async throws {
        try type("\(try Self.binary()) \(arguments); echo EXIT=$?")
        try await waitFor("Research Sensor & Usage Data Request")
        try await waitFor("Next")
    }

    /// From the opening page: Next, then Allow on every sensor page, then Done; waits until the
    /// sheet is gone.
    func allowEverything() async throws {
        try press("Enter")                                 // Next (focused)
        try await waitFor("Allow Collection & Sharing")
        try await answerSheetAllowingTheRest()
    }

    /// From the phone's home screen: Settings › Research Sensor & Usage Data › the study's page.
    func openTheStudysSettingsPage() async throws {
        try press("s")
        try await waitFor("Research Sensor & Usage Data")
        try press("Enter")                                 // Research Sensor & Usage Data
        try await waitFor("Sensor & Usage Data Collection")
        try press("Down", "Enter")                         // the study
        try await waitFor("Delete Unshared Data")
    }

    /// On a sensor page: Allow until the review, then Done.
    func answerSheetAllowingTheRest() async throws {
        while true {
            let screen = try await waitUntil("a sensor page or the review") {
                $0.contains("Allow Collection & Sharing") || $0.contains("Authorization Review")
            }
            if screen.contains("Authorization Review") { break }
            let page = try pageCounter(screen)
            try press("Enter")                             // Allow (focused)
            try await waitUntil("the page after \(page)") { (try? pageCounter($0)) != page }
        }
        try press("Enter")                                 // Done (focused)
        try await waitUntil("the sheet to close") { !$0.contains("Research Sensor & Usage Data Request") }
    }

    /// The sheet's "2 of 4", or "review" on the review page.
    private func pageCounter(_ screen: String) throws -> String {
        if screen.contains("Authorization Review") { return "review" }
        guard let range = screen.range(of: #"\d+ of \d+"#, options: .regularExpression) else { return "?" }
        return String(screen[range])
    }

    /// Clicks mouse button 1 on the first place the window shows `text`, as a terminal reports
    /// it in xterm's SGR mouse mode (which `TERM=xterm-256color` selects): press, then release.
    func click(_ text: String) throws {
        let lines = try capture().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let row = lines.firstIndex(where: { $0.contains(text) }),
              let range = lines[row].range(of: text) else {
            throw Failure(description: "nothing on screen reads “\(text)”")
        }
        let column = lines[row][..<range.lowerBound].count + 1          // SGR coordinates start at 1
        try press("-l", "\u{1B}[<0;\(column);\(row + 1)M\u{1B}[<0;\(column);\(row + 1)m")
    }

    /// Pages the event log back (PageUp, a page of the lines it shows at a time) until `marker`
    /// shows, for lines that newer ones have pushed out of view.
    func scrollLogBack(toFind marker: String, pages: Int = 20) async throws {
        var back = 0
        for _ in 1...pages {
            let screen = try capture()
            if screen.contains(marker) { return }
            back = Self.linesBack(screen)
            try press("PageUp")
            // Long timeouts: in a full test run, suites waiting on child processes can keep this
            // test from running for a minute; the usual case returns at once.
            let before = back
            try await waitUntil("the log further back than \(before) lines", timeout: 60) {
                $0.contains(marker) || Self.linesBack($0) > before
            }
        }
        try await waitFor(marker, timeout: 60)
    }

    /// The log title's "N lines back" (0 at the newest line).
    static func linesBack(_ screen: String) -> Int {
        guard let range = screen.range(of: #"Log · \d+ lines? back"#, options: .regularExpression) else { return 0 }
        return Int(screen[range].split(separator: " ")[2]) ?? 0
    }
}
