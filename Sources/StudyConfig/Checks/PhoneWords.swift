import SensorKitSim
import SimCore

/// The iPhone's own words that `check`'s preview repeats: the sheet's title, each sensor's
/// name and devices, the Required tag, and the Motion & Fitness alert's title and buttons. The
/// phone's table for each language (the Simulation module's `SystemText`) gives them, so a
/// preview on a German phone reads as that phone does; `EnglishPhoneWords` when none is given.
public protocol PhoneWords: Sendable {
    var sheetTitle: String { get }
    /// The tag beside a Required sensor's name.
    var required: String { get }
    func name(of sensor: SRSensor) -> String
    /// "iPhone & Apple Watch", "Apple Watch Only", in the phone's words.
    func devices(of sensor: SRSensor) -> String
    func motionTitle(app: String, form: MotionAlertForm) -> String
    func motionAllowButton(_ form: MotionAlertForm) -> String
    var motionDontAllow: String { get }
}

/// The phone's words in English, its own language: the sensor catalog's names, the sheet's
/// device labels and Apple's alert wording. `SystemText.english` draws these same words.
public struct EnglishPhoneWords: PhoneWords {
    public static let sheetTitleText = "Research Sensor & Usage Data Request"
    public static let requiredText = "Required"

    public init() {}

    public var sheetTitle: String { Self.sheetTitleText }
    public var required: String { Self.requiredText }
    public func name(of sensor: SRSensor) -> String { SensorCatalog.info(for: sensor)?.displayName ?? sensor.description }
    public func devices(of sensor: SRSensor) -> String {
        SensorCatalog.info(for: sensor).map { SourceDevice.englishLabel($0.sourceDevices) } ?? ""
    }
    public func motionTitle(app: String, form: MotionAlertForm) -> String { form.title(app: app) }
    public func motionAllowButton(_ form: MotionAlertForm) -> String { form.allowButton }
    public var motionDontAllow: String { MotionAlertForm.dontAllowButton }
}
