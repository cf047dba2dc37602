import Simulation
import SensorKitSim

/// The alert iOS raises when a Required sensor is declined: "<Sensor> Is Required For this
/// Study.", with Don’t Enroll in Study and Change Choice, over the sheet.
enum RequiredAlertView {
    /// Draws the alert centred in `area` (the rows under the sensor's heading) of `panel`.
    static func draw(_ sensor: SRSensor, _ ctx: ViewContext, in panel: Rect, within area: Rect, on screen: inout Screen) {
        AlertView.draw(title: ctx.state.text.requiredAlertTitle(sensor), message: nil,
                       buttons: ctx.controls.map(\.id), arrangement: .stacked, ctx, in: panel, within: area, on: &screen)
    }
}
