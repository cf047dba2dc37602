import Testing
import Simulation
@testable import TerminalUI

/// What lets an audience follow the dashboard: the legend, the Watch badge, the first data.
@Suite struct AudienceTests {
    func command(_ key: Key, _ sim: ConsentSimulation) -> Command? {
        KeyMap.command(for: key, in: sim.snapshot, screen: AppView.render(sim.snapshot, width: 120, height: 40))
    }

    @Test func lTogglesTheLegendAndEscClosesIt() {
        let sim = Fixtures.dashboard()
        #expect(command(.char("l"), sim) == .action(.toggleLegend))
        sim.send(.toggleLegend)
        let screen = AppView.render(sim.snapshot, width: 120, height: 40).text
        #expect(screen.contains("Legend") && screen.contains("Press l or Esc to close."))
        #expect(command(.escape, sim) == .action(.escape))
        sim.send(.escape)
        #expect(!sim.snapshot.showsLegend)
    }

    /// Below 120 columns the legend is drawn over the phone: Enter pressed the hidden sheet's
    /// Next, Tab moved its focus unseen and the status line offered both. Beside the phone (120
    /// columns and more) the phone's keys still work under the legend.
    @Test func theLegendOverThePhoneKeepsItsKeysFromActingUnseen() throws {
        let sim = Fixtures.intro()
        sim.send(.toggleLegend)
        let narrow = AppView.render(sim.snapshot, width: 80, height: 24)
        #expect(!narrow.text.contains("Research Sensor & Usage Data Request"), "the legend covers the phone")
        for key in [Key.enter, .space, .tab, .backTab, .up, .down, .left, .right] {
            #expect(KeyMap.command(for: key, in: sim.snapshot, screen: narrow) == nil, "\(key) acts on the hidden phone")
        }
        #expect(KeyMap.command(for: .mouse(x: 40, y: 21), in: sim.snapshot, screen: narrow) == .action(.toggleLegend))
        let status = try #require(narrow.reading(.statusLine))
        #expect(!status.contains("Enter press") && !status.contains("Tab move"), "\(status)")
        let wide = AppView.render(sim.snapshot, width: 120, height: 40)
        #expect(KeyMap.command(for: .enter, in: sim.snapshot, screen: wide) == .action(.activateFocused))
        #expect(try #require(wide.reading(.statusLine)).contains("Enter press"))
    }

    @Test func dJumpsOnlyUntilThereIsData() {
        let sim = Fixtures.allowed()
        #expect(command(.char("d"), sim) == .action(.jumpToFirstData))
        sim.send(.jumpToFirstData)
        #expect(sim.snapshot.firstData != nil)
        #expect(command(.char("d"), sim) == nil, "the first data has come: d has nothing left to find")
        #expect(AppView.render(sim.snapshot, width: 120, height: 40).text.contains("First data: Wed 03:00"))
    }

    @Test func aPhoneWithoutAWatchSaysSo() {
        var options = SimulatedPhone.Options()
        options.watchPaired = false
        let sim = ConsentSimulation(profile: .sleepStudy, options: options)
        sim.send(.launch)
        sim.send(.press(.sheetCancel))
        #expect(AppView.render(sim.snapshot, width: 120, height: 40).text.contains("No Apple Watch paired"))
        // The Watch-only sensors the sheet asked about keep their rows, saying why nothing records them.
        let wide = AppView.render(sim.snapshot, width: 200, height: 50).text.split(separator: "\n")
        #expect(wide.contains { $0.contains("Wrist Temperature") && $0.contains("no Apple Watch paired") }, "\(wide.joined(separator: "\n"))")
        let compact = AppView.render(sim.snapshot, width: 120, height: 40).text.split(separator: "\n")
        #expect(compact.contains { $0.contains("On-Wrist State") && $0.contains("no Watch") }, "\(compact.joined(separator: "\n"))")
        #expect(!AppView.render(Fixtures.dashboard().snapshot, width: 120, height: 40).text.contains("No Apple Watch paired"))
    }
}
