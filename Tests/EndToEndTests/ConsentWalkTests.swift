import Foundation
import Testing

/// The participant's paths through the real binary in a real terminal.
@Suite struct ConsentWalkTests {
    @Test func walkTheSleepStudyToFetchedResults() async throws {
        let tmux = try TmuxSession()
        defer { tmux.close() }
        try await tmux.launchDemo("--seed 7")
        try tmux.press("Enter")                                       // Next
        try await tmux.waitFor("1 of 4")
        try tmux.press("Enter")                                       // allow ambient light
        try await tmux.waitFor("2 of 4")
        try tmux.press("Down", "Enter")                               // Don't Allow the accelerometer
        try await tmux.waitUntil("the Required alert") { $0.contains("Accelerometer Is Required For this") && $0.contains("Change Choice") }
        try tmux.press("Enter")                                       // Change Choice (focused)
        try await tmux.waitUntil("the accelerometer page again") {
            $0.contains("2 of 4") && !$0.contains("Is Required For this")
        }
        try await tmux.answerSheetAllowingTheRest()
        try tmux.press("}", "}")                                      // two days on
        try await tmux.waitUntil("a fetch result for the accelerometer") { screen in
            guard let last = ScreenText.lastFetch(of: "Accelerometer", in: screen) else { return false }
            return !last.isEmpty && last != "—" && last != "0" && !last.hasPrefix("err")
        }
        try tmux.press("q")
        try await tmux.waitFor("EXIT=0")
    }

    @Test func revokingASensorInSettingsShowsInTheLog() async throws {
        let tmux = try TmuxSession()
        defer { tmux.close() }
        try await tmux.launchDemo("--seed 8")
        try await tmux.allowEverything()
        try await tmux.openTheStudysSettingsPage()
        try tmux.press("Down", "Enter")                               // the accelerometer's switch: off
        try await tmux.waitFor("accelerometer didChange denied")
        try tmux.press("f")
        // The fetch ran: only it completes fetches this early ("didFetch devices" was already
        // on screen from the launch, so waiting for it raced a slow machine).
        try await tmux.waitFor("didCompleteFetch from")
        try await tmux.scrollLogBack(toFind: "accelerometer: not authorized, skipping fetch")
        try tmux.press("q")
        try await tmux.waitFor("EXIT=0")
    }

    /// Delete Unshared Data asks first, in a real terminal: Esc keeps the data, and Delete All
    /// Unshared Data deletes it. Before, Enter on the row deleted at once.
    @Test func deleteUnsharedDataAsksBeforeItDeletes() async throws {
        let tmux = try TmuxSession()
        defer { tmux.close() }
        try await tmux.launchDemo("--seed 9")
        try await tmux.allowEverything()
        try await tmux.openTheStudysSettingsPage()
        try tmux.press("Down", "Down", "Down", "Down", "Enter")       // past the four switches: Delete Unshared Data
        try await tmux.waitFor("Please confirm that you want to")
        try tmux.press("Escape")                                      // Cancel: nothing is deleted
        try await tmux.waitUntil("the study's page again, nothing deleted") {
            !$0.contains("Please confirm that you want to") && $0.contains("Required for this study") && !$0.contains("collected data deleted")
        }
        try tmux.press("Enter")                                       // the focus is back on Delete Unshared Data
        try await tmux.waitFor("Delete All Unshared Data")
        try tmux.press("Up", "Enter")                                 // Delete All Unshared Data
        try await tmux.waitFor("accelerometer: collected data deleted in")
        try tmux.press("q")
        try await tmux.waitFor("EXIT=0")
    }

    @Test func clickingAButtonPressesIt() async throws {
        let tmux = try TmuxSession()
        defer { tmux.close() }
        try await tmux.launchDemo("--seed 13")
        try tmux.click("[ Next ]")
        try await tmux.waitFor("1 of 4")
        try tmux.click("Don’t Allow Collection & Sharing")        // ambient light is optional
        try await tmux.waitFor("2 of 4")
        try tmux.press("q")
        try await tmux.waitFor("EXIT=0")
    }

    /// Keys whose escape sequences the terminal description does not list (Home and End as tmux
    /// and the Linux console send them, Alt with a letter) came in as Esc followed by stray
    /// characters: Esc went back a page, or on the opening page cancelled the whole request.
    @Test func unlistedKeySequencesAreNotReadAsEscape() async throws {
        let tmux = try TmuxSession()
        defer { tmux.close() }
        try await tmux.launchDemo("--seed 21")
        try tmux.press("Enter")                                       // Next
        try await tmux.waitFor("1 of 4")
        try tmux.press("-l", "\u{1B}[1~\u{1B}[4~\u{1B}x\u{1B}[15;5~")  // Home, End, Alt-x, Ctrl-F5
        try tmux.press("Enter")                                       // allow ambient light
        try await tmux.waitFor("2 of 4")
        #expect(try !tmux.capture().contains("Sheet cancelled"))
        try tmux.press("Escape")                                      // a lone Esc still goes back
        try await tmux.waitFor("1 of 4")
        try tmux.press("q")
        try await tmux.waitFor("EXIT=0")
    }

    /// F5, Home and other keys the demo has no use for did nothing without a word, as `x` did;
    /// the bottom line now names the key and says it is not one of the demo's.
    @Test func anUnlistedKeySaysSoOnTheBottomLine() async throws {
        let tmux = try TmuxSession()
        defer { tmux.close() }
        try await tmux.launchDemo("--seed 22")
        try await tmux.waitFor("Requested Data")
        try tmux.press("F5")
        try await tmux.waitFor("F5: not a key of the demo")
        try tmux.press("-l", "\u{1B}[1~")                              // Home as tmux sends it
        try await tmux.waitFor("Home: not a key of the demo")
        #expect(try tmux.capture().contains("Requested Data"), "the sheet's opening page is still up")
        try tmux.press("q")
        try await tmux.waitFor("EXIT=0")
    }
}
