import Testing
import Simulation
@testable import TerminalUI

/// A frame knows which of its cells are the phone's screen, the dashboard, the log and the
/// status line, and reads each as a participant does.
@Suite struct ScreenRegionTests {
    /// The Required alert over the sleep study's sheet: Accelerometer denied.
    static func requiredAlert() -> ConsentSimulation {
        let sim = ConsentSimulation(profile: .sleepStudy)
        sim.send(.launch); sim.send(.press(.sheetNext)); sim.send(.press(.sheetAllow)); sim.send(.press(.sheetDeny))
        return sim
    }

    @Test func besideTheDashboardThePhoneReadsItsOwnWordsOnly() throws {
        let screen = AppView.render(Self.requiredAlert().snapshot, width: 120, height: 40, colour: false)
        let phone = try #require(screen.reading(.phone))
        #expect(phone.contains("Accelerometer Is Required For this Study"))
        #expect(!phone.contains("Log"))
        #expect(!phone.contains("│") && !phone.contains("  "))
        let dashboard = try #require(screen.reading(.dashboard))
        #expect(dashboard.contains("Sleep Study · running"))
        #expect(!dashboard.contains("Is Required"))
        #expect(try #require(screen.reading(.log)).hasPrefix("Log"))
        #expect(try #require(screen.reading(.statusLine)).contains("help"))
    }

    @Test func aNarrowFrameDrawsOnePartAndAskedShowsTheOther() {
        let state = Self.requiredAlert().snapshot
        let shown = AppView.render(state, width: 80, height: 24, colour: false)
        #expect(shown.reading(.phone) != nil && shown.reading(.dashboard) == nil && shown.reading(.log) == nil)
        let other = AppView.render(state, width: 80, height: 24, colour: false, showingPhone: false)
        #expect(other.reading(.phone) == nil && other.reading(.dashboard)?.contains("Sleep Study") == true)
    }

    @Test func theHelpOverlayCoversWhatIsUnderIt() {
        let sim = ConsentSimulation(profile: .sleepStudy)
        sim.send(.launch); sim.send(.toggleHelp)
        let screen = AppView.render(sim.snapshot, width: 120, height: 40, colour: false)
        #expect(screen.reading(.phone) == nil && screen.reading(.dashboard) == nil)
        #expect(screen.reading(.statusLine) != nil)
    }

    /// A region read from its cells reads what its rows, made into text and read as words, read:
    /// wide characters, emoji of many scalars, combining marks, a no-break space and the frame.
    @Test func readingTheCellsReadsWhatTheRowsRead() throws {
        var screen = AppView.render(Self.requiredAlert().snapshot, width: 120, height: 40, colour: false)
        let phone = try #require(screen.regions[.phone])
        screen.put("│ 日本語の文 👩‍👩‍👧 e\u{301}t\u{00A0}é ▲\u{2003}x ─ ║", x: phone.x, y: phone.y + 1)
        screen.put("  \t 🇩🇪 ok│", x: phone.x + 2, y: phone.y + 2)
        for region in Screen.Region.allCases {
            guard let rect = screen.regions[region] else { continue }
            let rows = (rect.y..<rect.maxY).map { y in (rect.x..<rect.maxX).map { screen[$0, y].text }.joined() }
            #expect(screen.reading(region) == Screen.words(rows), "\(region)")
        }
        let read = try #require(screen.reading(.phone))
        #expect(read.contains("日本語の文 👩‍👩‍👧 e\u{301}t é x"))
        #expect(read.contains("🇩🇪 ok"))
    }

    @Test func wordsJoinWrappedLinesAndDropTheFrame() {
        #expect(Screen.words(["│ Heart Rate Is  │", "│ Required ▼", "", "  ─── for this ┃"]) == "Heart Rate Is Required for this")
        #expect(Screen.words([" ", "│"]) == "")
    }
}

/// The Motion & Fitness alert covers the app that asked, in the terminal as in the dossier's
/// pictures (one rule, `Snapshot.alertBackdrop`): the app's name and state show above it.
@Suite struct AlertBackdropViewTests {
    @Test func theMotionAlertIsDrawnOverTheStudyApp() throws {
        let snapshot = Fixtures.motionAlert().snapshot
        #expect(snapshot.foreground == .motionAlert && snapshot.alertBackdrop == .studyApp)
        let screen = AppView.render(snapshot, width: 120, height: 40, colour: false)
        let phone = try #require(screen.reading(.phone))
        let app = snapshot.studyAppScreen
        let name = try #require(phone.range(of: app.title + " " + app.status))
        let title = try #require(phone.range(of: "would like to access your Motion"))
        #expect(name.upperBound < title.lowerBound, "the app is above the alert: \(phone)")
    }
}
