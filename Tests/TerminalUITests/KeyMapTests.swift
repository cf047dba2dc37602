import Testing
import Simulation
@testable import TerminalUI

@Suite struct KeyMapTests {
    func command(_ key: Key, _ sim: ConsentSimulation, width: Int = 80, height: Int = 24) -> Command? {
        KeyMap.command(for: key, in: sim.snapshot, screen: AppView.render(sim.snapshot, width: width, height: height))
    }

    @Test func keysOnTheSheet() {
        let sim = Fixtures.sensorPage()
        #expect(command(.tab, sim) == .action(.focusNext))
        // The arrows go by where the controls are: Deny under Allow, Back and Cancel above it.
        #expect(command(.down, sim) == .action(.focus(.sheetDeny)))
        #expect(command(.right, sim) == .action(.focus(.sheetCancel)))
        #expect(command(.backTab, sim) == .action(.focusPrevious))
        #expect(command(.up, sim) == .action(.focus(.sheetBack)))
        #expect(command(.left, sim) == .action(.focus(.sheetBack)))
        #expect(command(.enter, sim) == .action(.activateFocused))
        #expect(command(.space, sim) == .action(.activateFocused))
        #expect(command(.escape, sim) == .action(.escape))
        #expect(command(.char("q"), sim) == .quit)
        #expect(command(.char("?"), sim) == .action(.toggleHelp))
        #expect(command(.char("s"), sim) == nil)          // Settings cannot open over the sheet
        #expect(command(.char("p"), sim) == .action(.togglePause))
        #expect(command(.char("+"), sim) == .action(.faster))
        #expect(command(.char("="), sim) == .action(.faster))
        #expect(command(.char("-"), sim) == .action(.slower))
        #expect(command(.char("]"), sim) == .action(.advance(3600)))
        #expect(command(.char("}"), sim) == .action(.advance(86_400)))
        #expect(command(.char("x"), sim) == nil)
        #expect(command(.resize, sim) == nil)
    }

    /// ↑ from the intro's Next goes to the privacy link above it, then to Cancel at the top,
    /// and no further; ↓ comes back the same way (the Tab order would wrap Next round to Cancel).
    @Test func arrowsMoveTheFocusByTheScreensLayout() {
        let sim = ConsentSimulation(profile: .sleepStudy, privacyPolicyURL: "https://example.org/privacy")
        sim.send(.launch)
        #expect(sim.snapshot.focusedControl == .sheetNext)
        #expect(command(.backTab, sim) == .action(.focusPrevious))
        #expect(command(.up, sim) == .action(.focus(.sheetPrivacyPolicy)))
        sim.send(.focus(.sheetPrivacyPolicy))
        #expect(sim.snapshot.focusedControl == .sheetPrivacyPolicy)
        #expect(command(.up, sim) == .action(.focus(.sheetCancel)))
        sim.send(.focus(.sheetCancel))
        #expect(command(.up, sim) == nil, "nothing is above Cancel")
        #expect(command(.down, sim) == .action(.focus(.sheetPrivacyPolicy)))
        let sensorPage = Fixtures.sensorPage()
        sensorPage.send(.focus(.sheetCancel))
        #expect(sensorPage.snapshot.focusedControl == .sheetCancel)
        #expect(command(.left, sensorPage) == .action(.focus(.sheetBack)), "Back sits left of Cancel on the sensor page")
    }

    @Test func keysOnTheDashboard() {
        let sim = Fixtures.dashboard()
        #expect(command(.tab, sim) == nil)                 // no controls on the home screen
        #expect(command(.enter, sim) == nil)
        #expect(command(.escape, sim) == nil)
        #expect(command(.char("s"), sim) == .action(.openSettings))
        #expect(command(.char("f"), sim) == .action(.fetchNow))
        // Without a drawn screen the log pages by a fixed count; drawn, by what it shows.
        #expect(KeyMap.command(for: .pageUp, in: sim.snapshot) == .action(.scrollLog(KeyMap.logPage)))
        #expect(command(.pageDown, sim) == nil)            // already at the newest line
        guard case .action(.scrollLog(let back)) = command(.pageUp, sim) else { Issue.record("PgUp does not scroll the log"); return }
        sim.send(.scrollLog(back))
        #expect(command(.pageDown, sim) == .action(.scrollLog(-back)))
        #expect(command(.mouse(x: 5, y: 5), sim) == nil)
    }

    @Test func escapeClosesTheHelpAndAClickDoesToo() {
        let sim = Fixtures.dashboard()
        sim.send(.toggleHelp)
        #expect(command(.escape, sim) == .action(.escape))
        #expect(command(.mouse(x: 1, y: 1), sim) == .action(.toggleHelp))
        let sheet = Fixtures.sensorPage()
        sheet.send(.toggleHelp)
        #expect(command(.enter, sheet) == nil)             // the help hides the focused button
        #expect(command(.tab, sheet) == nil)
        #expect(command(.char("]"), sheet) == nil)         // the clock stays: an hour would pass unseen
    }

    /// With the help open, every other key acted unseen on the screen beneath it: R reset the
    /// participant's answers, s opened Settings, ] ran an hour of fetches. Only ?, Esc and q
    /// act; another key says the help is open, and the bottom line offers only those three.
    @Test func underTheHelpOnlyItsOwnKeysAct() throws {
        let sim = Fixtures.dashboard()
        sim.send(.toggleHelp)
        let screen = AppView.render(sim.snapshot, width: 120, height: 40)
        for c: Character in ["R", "r", "s", "f", "p", "+", "-", "]", "}", "d", "l", "c", "u"] {
            #expect(KeyMap.command(for: .char(c), in: sim.snapshot, screen: screen) == nil, "\(c) acts under the help")
            #expect(KeyMap.refusal(for: .char(c), in: sim.snapshot, screen: screen) == "\(c): the help is open (? or Esc closes it)")
        }
        for key in [Key.pageUp, .pageDown, .enter, .tab] {
            #expect(KeyMap.command(for: key, in: sim.snapshot, screen: screen) == nil, "\(key) acts under the help")
        }
        #expect(KeyMap.command(for: .char("?"), in: sim.snapshot, screen: screen) == .action(.toggleHelp))
        #expect(KeyMap.command(for: .escape, in: sim.snapshot, screen: screen) == .action(.escape))
        #expect(KeyMap.command(for: .char("q"), in: sim.snapshot, screen: screen) == .quit)
        let status = try #require(screen.reading(.statusLine))
        #expect(status.contains("? help") && status.contains("q quit") && status.contains("Esc close"))
        #expect(!status.contains("Settings") && !status.contains("pause") && !status.contains("speed"), Comment(rawValue: status))
        sim.send(.toggleHelp)
        let closed = AppView.render(sim.snapshot, width: 120, height: 40)
        #expect(KeyMap.command(for: .char("p"), in: sim.snapshot, screen: closed) == .action(.togglePause))
    }

    /// The status line names what Esc does now: with the help or the legend up it closes them,
    /// so it said "Esc back" over a page Esc would not leave.
    @Test func theStatusLineSaysEscClosesAnOverlay() throws {
        func status(_ sim: ConsentSimulation) throws -> String {
            try #require(AppView.render(sim.snapshot, width: 132, height: 43).reading(.statusLine))
        }
        let sheet = Fixtures.sensorPage()
        #expect(try status(sheet).contains("Esc back"))
        sheet.send(.toggleHelp)
        #expect(try status(sheet).contains("Esc close"))
        sheet.send(.toggleHelp)
        sheet.send(.toggleLegend)
        #expect(try status(sheet).contains("Esc close"))
        #expect(try status(Fixtures.intro()).contains("Esc cancel"))
        // On Delete Unshared Data's confirmation Esc is its Cancel, not a way back a page.
        let confirming = Fixtures.settings([.settingsOpenResearch, .settingsOpenStudy, .settingsDeleteUnshared])
        #expect(try status(confirming).contains("Esc cancel"))
        confirming.send(.escape)
        #expect(confirming.snapshot.foreground == .settings(.study))
    }

    @Test func theMotionAlertIgnoresEscape() {
        let sim = Fixtures.motionAlert()
        #expect(command(.escape, sim) == nil)
        #expect(command(.enter, sim) == .action(.activateFocused))
    }

    @Test func aCrashedAppCannotFetch() {
        let sim = Fixtures.crashed()
        #expect(command(.char("f"), sim) == nil)
        #expect(command(.enter, sim) == .action(.activateFocused))
        #expect(command(.tab, sim) == nil)                 // one control: nowhere to move
    }

    @Test func speedLimits() {
        let sim = Fixtures.intro()
        for _ in SystemUI.speeds { sim.send(.faster) }
        #expect(command(.char("+"), sim) == nil)
        for _ in SystemUI.speeds { sim.send(.slower) }
        #expect(command(.char("-"), sim) == nil)
    }

    @Test func aTooSmallWindowOnlyQuits() {
        let sim = Fixtures.intro()
        #expect(command(.enter, sim, width: 60, height: 20) == nil)
        #expect(command(.char("]"), sim, width: 60, height: 20) == nil)
        #expect(command(.char("q"), sim, width: 60, height: 20) == .quit)
    }

    @Test func clicksDriveTheWholeConsentFlow() {
        let sim = Fixtures.intro()
        func click(_ id: ControlID) {
            let screen = AppView.render(sim.snapshot, width: 120, height: 40)
            let spot = screen.hotspots.first { $0.control == id }!
            guard case .action(let action)? = KeyMap.command(for: .mouse(x: spot.x, y: spot.y), in: sim.snapshot, screen: screen) else {
                Issue.record("no command for \(id)"); return
            }
            sim.send(action)
        }
        click(.sheetNext)
        while case .sheet(.sensor) = sim.snapshot.foreground { click(.sheetAllow) }
        click(.sheetDone)
        #expect(sim.snapshot.foreground == .home)
        #expect(sim.snapshot.status(of: .accelerometer) == .authorized)
    }
}
