extension SourceDevice {
    /// Where a sensor's data comes from, as the sheet says it: the devices joined with " & "
    /// (SensorKitUI's "iPhone & Apple Watch"), or the Watch with iOS's "%@ Only" for a sensor
    /// no iPhone records. The one rule the sheet (in every language) and `check` both read;
    /// `name` and `only` give the words of a language.
    package static func label(_ devices: [SourceDevice], name: (SourceDevice) -> String, only: (String) -> String) -> String {
        if devices == [.appleWatch] { return only(name(.appleWatch)) }
        return devices.map(name).joined(separator: " & ")
    }

    /// The English words (the sheet's, and `check`'s).
    package static func englishLabel(_ devices: [SourceDevice]) -> String {
        label(devices, name: { $0 == .headphones ? "Headphones" : $0.rawValue }, only: { "\($0) Only" })
    }
}
