import Foundation
import Testing
import SensorKitSim
@testable import Simulation

/// A snapshot read without the dashboard's rows (a frame the phone covers) and read again with
/// them holds the same rows as one counted at once: the state it shows is the same state.
@Suite struct SnapshotRowsTests {
    func walked() -> ConsentSimulation {
        let sim = ConsentSimulation(profile: .sleepStudy)
        sim.send(.launch)
        sim.send(.press(.sheetNext))
        for _ in 0..<4 { sim.send(.press(.sheetAllow)) }
        sim.send(.press(.sheetDone))
        sim.send(.advance(2 * 86_400))
        return sim
    }

    @Test func rowsCountedAfterARowlessReadAreTheRowsCountedAtOnce() {
        let first = walked()
        let rowless = first.snapshot(countingRows: false)
        #expect(rowless.dashboard.rows == nil)
        let counted = first.snapshot
        let direct = walked().snapshot
        #expect(counted.dashboard.rows != nil && counted == direct)
        #expect((counted.dashboard.rows ?? []).contains { $0.samples > 0 }, "two days recorded")
        // Read again without rows, the snapshot keeps the rows it has: nothing changed since.
        #expect(first.snapshot(countingRows: false) == direct)
    }

    @Test func aChangeAfterARowlessReadIsCountedInTheNextRows() {
        let sim = walked()
        _ = sim.snapshot(countingRows: false)
        sim.send(.advance(86_400))
        let after = sim.snapshot
        let fresh = walked()
        fresh.send(.advance(86_400))
        #expect(after.dashboard.rows == fresh.snapshot.dashboard.rows)
    }
}
