import Testing
import Simulation
@testable import TerminalUI

/// Every control on screen can be clicked, and the focused one is drawn so you can see it.
@Suite struct ControlHotspotTests {
    static let states: [(String, @Sendable () -> ConsentSimulation)] = GoldenScreenTests.states.filter { $0.0 != "help" }

    @Test(arguments: 0..<states.count)
    func everyControlHasAHotspotThatPressesIt(_ index: Int) {
        let (name, make) = Self.states[index]
        let sim = make()
        for (w, h) in GoldenScreenTests.sizes {
            let screen = AppView.render(sim.snapshot, width: w, height: h)
            for control in sim.snapshot.controls {
                // One hotspot, or one on each row of a label too long for one (a French link).
                let spots = screen.hotspots.filter { $0.control == control.id }.sorted { $0.y < $1.y }
                #expect(!spots.isEmpty && zip(spots, spots.dropFirst()).allSatisfy { $1.y == $0.y + 1 },
                        "\(name) \(w)x\(h): \(control.label) has hotspots on rows \(spots.map(\.y))")
                for spot in spots {
                    let command = KeyMap.command(for: .mouse(x: spot.x + spot.width / 2, y: spot.y + spot.height / 2), in: sim.snapshot, screen: screen)
                    #expect(command == (control.enabled ? .action(.press(control.id)) : nil), "\(name) \(w)x\(h): \(control.label)")
                }
                // The hotspots sit on the control's label, whole when it wraps.
                if spots.count == 1, let spot = spots.first {
                    #expect(screen.line(spot.y).contains(TextWrap.truncate(control.label, width: spot.width)), "\(name): \(control.label) not drawn on its hotspot row")
                } else {
                    let drawn = spots.map { spot in String(screen.line(spot.y).dropFirst(spot.x).prefix(spot.width)) }
                        .joined(separator: " ").split(whereSeparator: { $0 == " " || $0 == "›" }).joined(separator: " ")
                    #expect(drawn.hasPrefix(control.label), "\(name) \(w)x\(h): \(control.label) drawn as \(drawn)")
                }
            }
            // No hotspot for anything that is not a live control.
            for spot in screen.hotspots { #expect(sim.snapshot.controls.contains { $0.id == spot.control }, "\(name): stray hotspot \(spot.control)") }
        }
    }

    @Test func focusIsDrawnInReverseAndMovesWithTheFocus() {
        let sim = Fixtures.sensorPage()
        func reversed(_ id: ControlID, _ screen: Screen) -> Bool {
            let spot = screen.hotspots.first { $0.control == id }!
            return (spot.x ..< spot.x + spot.width).allSatisfy { screen[$0, spot.y].style.reverse }
        }
        var screen = AppView.render(sim.snapshot, width: 80, height: 24)
        #expect(reversed(.sheetAllow, screen))
        #expect(!reversed(.sheetDeny, screen))
        sim.send(.focusNext)
        screen = AppView.render(sim.snapshot, width: 80, height: 24)
        #expect(reversed(.sheetDeny, screen))
        #expect(!reversed(.sheetAllow, screen))
        // Only the focused control is reversed.
        let reversedCells = screen.cells.filter { $0.style.reverse }.count
        #expect(reversedCells == screen.hotspots.first { $0.control == .sheetDeny }!.width)
    }

    @Test func noColourKeepsFocusAndEmphasis() {
        for (_, make) in GoldenScreenTests.states {
            let sim = make()
            let plain = AppView.render(sim.snapshot, width: 120, height: 40, colour: false)
            #expect(plain.cells.allSatisfy { $0.style.foreground == nil && $0.style.background == nil })
            #expect(plain.cells.contains { $0.style.bold })
            if !sim.snapshot.controls.isEmpty { #expect(plain.cells.contains { $0.style.reverse }) }
            // Same text either way.
            #expect(plain.text == AppView.render(sim.snapshot, width: 120, height: 40).text)
        }
        let coloured = AppView.render(Fixtures.dashboard().snapshot, width: 80, height: 24)
        #expect(coloured.cells.contains { $0.style.foreground != nil })
        #expect(coloured.cells.allSatisfy { $0.style.background == nil })
    }

    @Test func settingsSwitchShowsItsState() {
        let sim = Fixtures.settings([.settingsOpenResearch, .settingsOpenStudy])
        let before = AppView.render(sim.snapshot, width: 80, height: 24)
        let row = before.hotspots.first { $0.control == .settingsSensor(.accelerometer) }!.y
        #expect(before.line(row).contains("On  [  ●]"))
        sim.send(.press(.settingsSensor(.accelerometer)))
        #expect(AppView.render(sim.snapshot, width: 80, height: 24).line(row).contains("Off [○  ]"))
    }
}
