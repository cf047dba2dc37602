import Testing
@testable import Simulation
@testable import TerminalUI

/// The dashboard's header at 80 columns for a study with a long name: the name took the whole
/// line and the app's state ("running", "crashed") was cut off, so the audience could not
/// tell whether the study app was running.
@Suite struct LongAppNameHeaderTests {
    static let longName = "Cardiovascular Recovery and Everyday Activity Research Study 2026"

    func header(width: Int, _ configure: (ConsentSimulation) -> Void = { _ in }) -> String {
        var profile = StudyProfile.sleepStudy
        profile.appName = Self.longName
        let sim = ConsentSimulation(profile: profile)
        sim.send(.launch)
        sim.send(.press(.sheetCancel))
        configure(sim)
        return AppView.render(sim.snapshot, width: width, height: 24).line(0)
    }

    @Test func theAppsStateStaysWhenALongNameIsCut() {
        let line = header(width: 80)
        #expect(line.contains("Cardiovascular Recovery"), "\(line)")
        #expect(line.contains("… · running"), "\(line)")
        #expect(line.contains("×60"), "\(line)")
    }

    @Test func aNameThatFitsIsNotCut() {
        let line = header(width: 200)
        #expect(line.contains(Self.longName + " · running · 1 launch"), "\(line)")
    }
}
