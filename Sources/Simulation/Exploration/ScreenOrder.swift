/// The order the dossier lists screens in: as a participant meets them (the sheet's opening
/// page, each sensor page in order, the review page, the Required alert, the Motion & Fitness
/// alert, home, Settings, Data Is Required For this Study after the page it covers, Delete Unshared Data's confirmation), then the fewest actions from
/// the first launch.
enum ScreenOrder {
    static func rank(_ foreground: Foreground, sensors: [String]) -> [Int] {
        switch foreground {
        // Enable Research Sensor & Usage Data comes before the sheet it stands in for.
        case .sheet(.enableCollection): [0]
        case .sheet(.intro): [0, 0]
        case .sheet(.sensor(let i)): [1, i]
        case .sheet(.review): [2]
        case .requiredAlert(let sensor): [3, sensors.firstIndex(of: sensor.rawValue) ?? 0]
        case .motionAlert: [4]
        case .home: [5]
        case .crashed: [6]
        case .settings(.privacy): [7]
        case .settings(.research): [8]
        case .collectionOffAlert: [8, 1]
        case .settings(.study): [9]
        case .deleteConfirmation: [11]
        case .settings(.motion): [10]
        }
    }
}
