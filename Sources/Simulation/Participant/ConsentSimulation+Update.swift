import SensorKitSim

extension ConsentSimulation {
    /// The journal's account of what moving from `old` to `new` means for this participant,
    /// and the one thing SensorKit does at once: a stake the new entitlement no longer covers goes.
    func noteWhatChanged(from old: StudyProfile, to new: StudyProfile) {
        let sk = phone.sensorKit
        let change = UpdateConsequences(from: old, to: new, status: sk.status(of:))
        if !change.noLongerRequested.isEmpty { phone.note(.install(.noLongerRequested(change.noLongerRequested))) }
        if !change.noLongerEntitled.isEmpty {
            phone.note(.install(.entitlementRemoved(change.noLongerEntitled)))
            for sensor in change.noLongerEntitled { sk.dropStake(new.bundleIdentifier, from: sensor) }
        }
        if !change.deniedNowRequired.isEmpty { phone.note(.install(.requiredNotAskedAgain(change.deniedNowRequired))) }
    }

    /// Why `version` cannot be installed over the app now; nil when it can. The one rule the
    /// `update:` step, the demo's key and `send` all read.
    public func updateRefusal(_ version: AppVersion) -> String? {
        let installed = content.profile.bundleIdentifier, offered = version.profile.bundleIdentifier
        if installed != offered {
            return "the new version's bundle identifier is \(offered), the installed app's is \(installed); "
                + "an update keeps the bundle identifier (another one is another app)" + version.standInHint(beside: self.installed)
        }
        if VersionOrder.isEarlier(version.version, than: self.installed.version) {
            return "version \(version.versionText) is older than the installed \(self.installed.versionText); "
                + "an update never installs an earlier version"
        }
        // The same files at the same version are the app already installed: the App Store has
        // nothing to install, and a step that "updated from 1.2.0 to 1.2.0" only relaunched it.
        if version.version == self.installed.version && version.fingerprint == self.installed.fingerprint {
            return "version \(version.versionText) is the installed version and its files say the same; "
                + "an update installs another version (a later version number, or files that say something else)"
        }
        if ui.sheet != nil || ui.motionAlert != nil {
            let shown = ui.sheet != nil ? "the Research Sensor & Usage Data sheet" : "the Motion & Fitness alert"
            return "\(shown) is up; iOS installs an update while the app is in the background, so answer it first"
        }
        return nil
    }

    /// Installs `version` over the app, keeping the participant: what SensorKit and CoreMotion
    /// hold is the phone's, so every answer, Settings switch, stake and recorded sample stays.
    /// Returns the launch that follows (the app comes back on the new version), or nothing when
    /// the update is refused. The journal says what the update means for the participant.
    func prepareUpdate(_ version: AppVersion) -> [PhoneEffect] {
        if let refusal = updateRefusal(version) {
            phone.note(.install(.updateRefused(refusal)))
            return []
        }
        let old = content.profile
        phone.note(.install(.updated(bundleIdentifier: version.profile.bundleIdentifier, from: installed.versionText,
                                     to: version.versionText)))
        phone.install(version.profile)
        content = StudyContent(profile: version.profile, sensorDescriptions: version.sensorDescriptions,
                               privacyPolicyURL: version.privacyPolicyURL, text: content.text, studyErrors: version.studyErrors)
        installed = version
        noteWhatChanged(from: old, to: version.profile)
        if version.studyErrors > 0 { phone.note(.studyErrors(version.studyErrors)) }
        return [.launch]
    }
}
