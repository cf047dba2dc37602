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

    /// Pages the event log back (PageUp) until `marker` shows, for lines newer ones have pushed
    /// out of view.
    func scrollLogBack(toFind marker: String, pages: Int = 12) async throws {
        for _ in 0..<pages {
            if try capture().contains(marker) { return }
            let before = try capture()
            try press("PageUp")
            try await waitUntil("the log to scroll", timeout: 2) { $0 != before }
        }
        try await waitFor(marker, timeout: 1)
    }
}
