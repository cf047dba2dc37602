import Simulation
import TerminalUI

/// The screen scenarios see: the same frame the terminal shows, rendered in memory without
/// colour, at 80×24 unless the scenario's `screen:` says otherwise. At 80×24 the phone covers
/// the dashboard while a sheet, alert or Settings is up, and the dashboard fills the screen otherwise.
public enum ScenarioScreen {
    public static func render(_ snapshot: Snapshot, size: ScreenSize = .standard, colour: Bool = false) -> Screen {
        AppView.render(snapshot, width: size.width, height: size.height, colour: colour)
    }

    public static func text(_ snapshot: Snapshot) -> String { render(snapshot).text }

    /// `sim`'s frame now at `size`. Most steps answer the phone, which at 80×24 covers the
    /// dashboard: such a frame is drawn from a snapshot that did not count the dashboard's rows.
    static func frame(_ sim: ConsentSimulation, size: ScreenSize, colour: Bool = false) -> Screen {
        let table = AppView.drawsDashboard(sim.foreground, width: size.width, height: size.height)
        return render(sim.snapshot(countingRows: table), size: size, colour: colour)
    }

    /// The words a check reads in `region`: in `frame`, the frame the scenario's screen shows,
    /// or, when that frame leaves the part out at this size (a narrow screen shows the phone or
    /// the dashboard, not both), in the frame of the same size that shows it. Also the frame
    /// read, for what its scrolling page holds out of view.
    static func reading(_ region: Screen.Region, in frame: Screen, of sim: ConsentSimulation,
                        size: ScreenSize) -> (text: String, frame: Screen) {
        if let text = frame.reading(region) { return (text, frame) }
        let shown = AppView.render(sim.snapshot, width: size.width, height: size.height, colour: false,
                                   showingPhone: region == .phone)
        return (shown.reading(region) ?? "", shown)
    }
}
