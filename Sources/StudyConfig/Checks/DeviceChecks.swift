extension Checker {
    /// An app that installs on iPad and links SensorKit Required never starts there: iPadOS has
    /// no SensorKit.framework, so the loader ends it at launch. App Review tests on iPad and
    /// rejects such builds (ResearchKit #1593, LAMP-platform #686). Only a project says both.
    mutating func checkDeviceFamily() {
        guard study.usesSensorKit, let xcode = study.xcode, xcode.deviceFamily.includesIPad,
              xcode.sensorKitLink.link == .required else { return }
        let link = xcode.sensorKitLink, family = xcode.deviceFamily
        let place = link.line != nil ? (link.file, link.line) : (family.file, family.line)
        warning("sensorkit-required-on-ipad", file: place.0, keyPath: link.line != nil ? "" : "TARGETED_DEVICE_FAMILY", line: place.1,
                "target \(xcode.target) builds for \(family.names) (TARGETED_DEVICE_FAMILY = \(family.value)) and links SensorKit Required (\(link.source)): "
                    + "iPadOS has no SensorKit.framework, so on an iPad the app crashes at launch (dyld: Library not loaded: "
                    + "/System/Library/Frameworks/SensorKit.framework/SensorKit), and App Review, which tests on iPad, rejects the build "
                    + "(as it did ResearchKit #1593 and LAMP-platform #686)",
                suggestion: "mark SensorKit.framework Optional in the target's Frameworks phase (or add -weak_framework SensorKit to OTHER_LDFLAGS) "
                    + "and check Bundle(identifier: \"com.apple.SensorKit\") != nil before using it; or set TARGETED_DEVICE_FAMILY = 1")
    }
}
