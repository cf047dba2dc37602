import Testing
import Simulation
@testable import TerminalUI

/// Every screen draws at any window size without trapping (a trap would leave the terminal garbled).
@Suite struct AnySizeTests {
    static func screens() -> [ConsentSimulation] {
        var sims: [ConsentSimulation] = []
        let intro = ConsentSimulation(profile: .sleepStudy); intro.send(.launch); sims.append(intro)
        let alert = ConsentSimulation(profile: .sleepStudy); alert.send(.launch); alert.send(.press(.sheetNext))
        alert.send(.press(.sheetAllow)); alert.send(.press(.sheetDeny)); sims.append(alert)
        let settings = ConsentSimulation(profile: .sleepStudy); settings.send(.launch); settings.send(.press(.sheetCancel))
        settings.send(.openSettings); settings.send(.press(.settingsOpenResearch)); settings.send(.press(.settingsOpenStudy)); sims.append(settings)
        let help = ConsentSimulation(profile: .sleepStudy); help.send(.launch); help.send(.toggleHelp); sims.append(help)
        return sims
    }

    @Test func everyScreenDrawsAtEverySize() {
        let sizes = [(0, 0), (1, 1), (5, 3), (79, 23), (80, 23), (79, 24), (80, 24), (81, 25), (99, 30), (100, 30),
                     (119, 39), (120, 40), (121, 41), (160, 50), (200, 60), (300, 100)]
        for sim in Self.screens() {
            for (w, h) in sizes {
                let screen = AppView.render(sim.snapshot, width: w, height: h)
                #expect(screen.width == w && screen.height == h)
                if w >= 80 && h >= 24 { #expect(!screen.hotspots.isEmpty || sim.snapshot.controls.isEmpty) }
            }
        }
    }

    /// The help lists every key at every size from the minimum up: at 80×24 its last line (`u`)
    /// was dropped without a sign, so a presenter never learnt the key.
    @Test func theHelpListsEveryKeyFromTheSmallestWindowUp() {
        let sim = ConsentSimulation(profile: .sleepStudy)
        sim.send(.launch)
        sim.send(.toggleHelp)
        for (w, h) in [(80, 24), (100, 30), (120, 40)] {
            let text = AppView.render(sim.snapshot, width: w, height: h).text
            for line in KeyMap.helpLines {
                #expect(text.contains(line.text), "\(w)x\(h): the help leaves out \(line.keys) (\(line.text))")
            }
            #expect(text.contains("Press ? or Esc to close."))
        }
    }
}
