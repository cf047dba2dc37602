import Testing
import SensorKitSim
@testable import Simulation
@testable import TerminalUI

/// With Research Sensor & Usage Data collection off, every sensor reads `denied` to the study
/// app, one never asked included: the log said "didChange denied" while the dashboard's Auth
/// column, "what the app reads", still showed — for a sensor the participant never answered.
@Suite struct CollectionOffDashboardTests {
    @Test func aSensorNeverAskedReadsDeniedOnTheDashboardWhileCollectionIsOff() throws {
        let sim = Fixtures.sleep()
        sim.send(.press(.sheetCancel))
        #expect(sim.snapshot.dashboard.rows?.allSatisfy { $0.status == .notDetermined } == true)
        sim.send(.setCollection(false))
        sim.send(.press(.collectionOffTurnOff))
        let screen = AppView.render(sim.snapshot, width: 120, height: 40)
        let accelerometer = try #require((0..<screen.height).map(screen.line).first { $0.contains("Accelerometer ") })
        #expect(accelerometer.contains(" denied "), "\(accelerometer)")
        #expect(sim.snapshot.log.contains { $0.text.contains("accelerometer didChange denied") })
        // The study's Settings page still lists no sensor: the participant answered none.
        #expect(SystemUI.studyPageSensors(sim.snapshot.content.profile, sim.snapshot.phone).isEmpty)
        sim.send(.setCollection(true))
        #expect(sim.snapshot.dashboard.rows?.allSatisfy { $0.status == .notDetermined } == true)
    }
}
