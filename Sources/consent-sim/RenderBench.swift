import Foundation
import Simulation
import StudyConfig
import TerminalUI

/// Times one 200 × 60 dashboard frame: `AppView.render` plus the diff against the previous
/// frame, which is what the event loop does each time the clock moves.
enum RenderBench {
    /// The median over `frames` frames, in milliseconds.
    static func measure(frames: Int = 300) -> Double {
        let simulation = fullDashboard()
        var previous = AppView.render(simulation.snapshot, width: 200, height: 60)
        var times: [Double] = []
        var changedRuns = 0
        for _ in 0..<frames {
            simulation.send(.advance(1))
            let t0 = Monotonic.seconds()
            let next = AppView.render(simulation.snapshot, width: 200, height: 60)
            changedRuns += ScreenDiff.runs(from: previous, to: next).count
            times.append((Monotonic.seconds() - t0) * 1000)
            previous = next
        }
        if changedRuns < 0 { print("impossible") }
        return times.sorted()[times.count / 2]
    }

    /// The sleep study with every sensor allowed, two days on: every dashboard row has data,
    /// fetch results and a log behind it.
    static func fullDashboard() -> ConsentSimulation {
        let study = BundledStudy.folder().flatMap { try? StudyLoader.load(folder: $0) }
        let simulation = DemoSimulation.make(study: study)
        simulation.send(.launch)
        for _ in 0..<50 {
            switch simulation.snapshot.foreground {
            case .sheet(.intro): simulation.send(.press(.sheetNext))
            case .sheet(.sensor): simulation.send(.press(.sheetAllow))
            case .sheet(.review): simulation.send(.press(.sheetDone))
            case .motionAlert: simulation.send(.press(.motionAllow))
            default: break
            }
        }
        simulation.send(.advance(2 * 86_400))
        return simulation
    }
}
