import Testing
import Simulation
import SensorKitSim
@testable import TerminalUI

/// Pages taller than the phone scroll; pages that fit do not; the phone grows with the window.
@Suite struct PageScrollTests {
    /// A study asking for every sensor: its opening page cannot fit at 80×24.
    static func everySensor() -> ConsentSimulation {
        let all = SensorCatalog.all.map(\.sensor).filter { SensorCatalog.info(for: $0)?.usageDetailKey != nil }
        let profile = StudyProfile(appName: "All Sensors", bundleIdentifier: "org.example.all", purpose: "Everything.",
                                   sensors: all, entitled: Set(all))
        let sim = ConsentSimulation(profile: profile)
        sim.send(.launch)
        return sim
    }

    func command(_ key: Key, _ sim: ConsentSimulation, width: Int = 80, height: Int = 24) -> Command? {
        KeyMap.command(for: key, in: sim.snapshot, screen: AppView.render(sim.snapshot, width: width, height: height))
    }

    @Test func arrowsScrollALongPageThenMoveTheFocusAtItsEnd() throws {
        let sim = Self.everySensor()
        let area = try #require(AppView.render(sim.snapshot, width: 80, height: 24).scrollArea)
        #expect(area.offset == 0 && area.maxOffset > 5)
        #expect(command(.up, sim) == .action(.focus(.sheetCancel)))  // at the top ↑ still moves the focus, to what is above
        #expect(command(.down, sim) == .action(.scrollPage(to: 1)))
        #expect(command(.pageDown, sim) == .action(.scrollPage(to: area.rect.height - 1)))
        sim.send(.scrollPage(to: 10_000))
        let bottom = try #require(AppView.render(sim.snapshot, width: 80, height: 24).scrollArea)
        #expect(bottom.offset == bottom.maxOffset)
        #expect(command(.down, sim) == .action(.focusNext))
        #expect(command(.wheel(x: 40, y: 10, down: false), sim) == .action(.scrollPage(to: bottom.maxOffset - KeyMap.wheelLines)))
        #expect(AppView.render(sim.snapshot, width: 80, height: 24).text.contains("• \(SystemText.english.name(of: .headphoneSettings))"))
    }

    /// A focused link stays in view, and ↓ moves on once the page cannot scroll without
    /// losing it: the keys never get stuck scrolling nowhere.
    @Test func aFocusedLinkStaysInViewAndTheArrowsMoveOnFromIt() throws {
        let purpose = Array(repeating: "A long purpose that takes many lines on a small phone.", count: 12).joined(separator: " ")
        let profile = StudyProfile(appName: "Long", bundleIdentifier: "org.example.long", purpose: purpose,
                                   sensors: [.accelerometer], entitled: [.accelerometer])
        let sim = ConsentSimulation(profile: profile, privacyPolicyURL: "https://example.org/privacy")
        sim.send(.launch)
        sim.send(.focusNext)
        #expect(sim.snapshot.focusedControl == .sheetPrivacyPolicy)
        var screen = AppView.render(sim.snapshot, width: 80, height: 24)
        #expect(screen.text.contains("View Study Privacy Policy"))
        var presses = 0
        while case .action(.scrollPage(let line))? = command(.down, sim), presses < 50 {
            sim.send(.scrollPage(to: line))
            presses += 1
        }
        #expect(presses < 50)
        screen = AppView.render(sim.snapshot, width: 80, height: 24)
        #expect(screen.text.contains("View Study Privacy Policy"))
        #expect(command(.down, sim) == .action(.focus(.sheetNext)))
    }

    @Test func aPageThatFitsDoesNotScroll() {
        let sim = Fixtures.sensorPage()
        #expect(AppView.render(sim.snapshot, width: 80, height: 24).scrollArea == nil)
        #expect(command(.down, sim) == .action(.focus(.sheetDeny)))
        #expect(command(.wheel(x: 40, y: 10, down: true), sim) == nil)
    }

    @Test func aNewPageStartsAtItsTop() {
        let sim = Self.everySensor()
        sim.send(.scrollPage(to: 8))
        #expect(sim.snapshot.pageScroll == 8)
        sim.send(.press(.sheetNext))
        #expect(sim.snapshot.pageScroll == 0)
    }

    /// Settings' rows follow the focus: ↓ keeps moving it, and the page shows the focused row.
    @Test func settingsFollowTheFocus() {
        let sim = Self.everySensor()
        sim.send(.press(.sheetNext))
        while case .sheet(.sensor) = sim.snapshot.foreground { sim.send(.press(.sheetAllow)) }
        sim.send(.press(.sheetDone))
        sim.send(.openSettings)
        sim.send(.press(.settingsOpenResearch))
        sim.send(.press(.settingsOpenStudy))
        #expect(command(.down, sim) == .action(.focus(sim.snapshot.controls[sim.snapshot.focus + 1].id)))
        while sim.snapshot.focusedControl != .settingsDeleteUnshared { sim.send(.focusNext) }
        let screen = AppView.render(sim.snapshot, width: 80, height: 24)
        let focused = sim.snapshot.controls[sim.snapshot.focus].label
        #expect(screen.text.contains(focused))
        #expect(screen.scrollArea?.offset ?? 0 > 0)
    }

    /// Away from the phone the wheel scrolls the log, three lines a notch.
    @Test func theWheelOverTheDashboardScrollsTheLog() {
        let sim = Fixtures.dashboard()
        #expect(command(.wheel(x: 100, y: 30, down: false), sim, width: 120, height: 40) == .action(.scrollLog(KeyMap.wheelLines)))
        #expect(command(.wheel(x: 100, y: 30, down: true), sim, width: 120, height: 40) == nil, "the log is at its newest line")
    }

    /// At 200×60 the phone is wider and taller than at 120×40, and no wider than its maximum.
    @Test func thePhoneGrowsWithTheWindow() throws {
        let small = try #require(Layout.of(width: 120, height: 40, panelUp: true)?.panel)
        let large = try #require(Layout.of(width: 200, height: 60, panelUp: true)?.panel)
        let huge = try #require(Layout.of(width: 400, height: 100, panelUp: true)?.panel)
        #expect(large.width > small.width && large.height > small.height)
        #expect(huge.width == Layout.panelMaxWidth)
        let screen = AppView.render(Self.everySensor().snapshot, width: 200, height: 60)
        #expect(screen.scrollArea == nil, "the whole opening page fits at 200×60")
    }
}
