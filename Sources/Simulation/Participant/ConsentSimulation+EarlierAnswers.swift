extension ConsentSimulation {
    /// Starts the phone with a participant who already answered (`given:`): the statuses are
    /// where SensorKit and CoreMotion start, before the app's first launch, so its first
    /// request shows only what is still `notDetermined`. The journal says what was given.
    package func startWithEarlierAnswers(_ answers: EarlierAnswers) {
        guard !answers.isEmpty else { return }
        for sensor in answers.authorized { phone.sensorKit.restoreStatus(.authorized, for: sensor) }
        for sensor in answers.denied { phone.sensorKit.restoreStatus(.denied, for: sensor) }
        if let motion = answers.motion { phone.motion.restoreStatus(motion) }
        phone.note(.install(.answeredEarlier(answers)))
        forgetPhoneState()
    }
}
