import Simulation

/// A walkthrough step in words: what the participant does, in the phone's language, from the
/// captions autoplay speaks (`CaptionText`), naming buttons and sensors as the phone does.
enum WalkthroughCaption {
    static func text(_ choice: WalkthroughPath.Choice, on snapshot: Snapshot, _ captions: CaptionText) -> String {
        let system = captions.system
        switch choice {
        // On the home screen the participant taps the Settings app's icon.
        case .openSettings:
            return captions.tap(system.settingsApp)
        case .launch:
            return captions.openApp
        case .press(.sheetAllow), .press(.sheetDeny):
            guard let sensor = snapshot.sheet?.currentSensor else { return captions.tap(label(choice, on: snapshot)) }
            return captions.answer(sensor, allow: choice == .press(.sheetAllow))
        // The simulator's "Close Settings" is drawn as iOS draws it, "‹ Settings"; no caption names
        // a button the picture lacks, so it says where the participant goes.
        case .press(.settingsBack) where snapshot.foreground == .settings(.privacy):
            return captions.leaveSettings
        case .press(.motionAllow), .press(.motionDeny):
            return captions.answer(named: system.motionAndFitness, allow: choice == .press(.motionAllow))
        case .press(let id):
            if let control = snapshot.control(id), case .toggle(let isOn) = control.kind {
                return captions.settings([captions.turn(control.label, on: !isOn)])
            }
            return captions.tap(label(choice, on: snapshot))
        }
    }

    /// The pick named by its label, for a path that could not go on.
    static func named(_ choice: WalkthroughPath.Choice, on snapshot: Snapshot) -> String {
        "“\(label(choice, on: snapshot))”"
    }

    /// The control's label as drawn, or the Settings app's name.
    private static func label(_ choice: WalkthroughPath.Choice, on snapshot: Snapshot) -> String {
        switch choice {
        case .openSettings: snapshot.text.settingsApp
        case .launch: snapshot.profile.appName
        case .press(let id): snapshot.control(id)?.label ?? "\(id)"
        }
    }
}
