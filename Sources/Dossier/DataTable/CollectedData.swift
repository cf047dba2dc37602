import SensorKitSim

/// What each sensor's samples hold, in plain words for a board member: the sample type's
/// fields (`Sources/SensorKitSim/Samples`, reference/sensorkit-facts.md) without API names.
/// One table; a sensor missing from it says so rather than guess.
enum CollectedData {
    static func description(of sensor: SRSensor) -> String {
        table[sensor.parentSensor] ?? "Not described yet: the sample type's fields are not listed here."
    }

    static let table: [SRSensor: String] = [
        .ambientLightSensor: "The light around the phone: its brightness (lux), its colour (chromaticity) and where the light falls on the screen.",
        .accelerometer: "How the device moves: acceleration along three axes, with the time of each sample.",
        .rotationRate: "How the device turns: rotation speed around three axes, with the time of each sample.",
        .visits: "Places visited: when the participant arrived and left, how far the place is from home, and the kind of place (home, work, school, gym). No coordinates.",
        .pedometerData: "Steps: the number of steps, distance, floors climbed and descended, pace and cadence, over each interval.",
        .deviceUsageReport: "How the device is used: how often and how long the screen is on and unlocked, time in each kind of app and website, and notifications received. No message or page contents.",
        .messagesUsageReport: "Messaging: how many messages were sent and received and with how many people. No contents or names.",
        .phoneUsageReport: "Phone calls: how many calls were made and received, their total length, and with how many people. No numbers or names.",
        .onWristState: "Whether the Watch is on the wrist, which wrist and which way the crown faces.",
        .keyboardMetrics: "How the participant types: words and characters typed, typing speed, corrections and pauses, and counts of words by sentiment category. No text.",
        .siriSpeechMetrics: "How the participant speaks to Siri: loudness, pitch and voice quality, speaking rate and the emotion estimated from the voice. No recording or words.",
        .telephonySpeechMetrics: "How the participant speaks on phone calls: loudness, pitch and voice quality, speaking rate and the emotion estimated from the voice. No recording or words.",
        .ambientPressure: "Air pressure and temperature around the device.",
        .mediaEvents: "When images and videos are shown or hidden in messaging apps. No media.",
        .wristTemperature: "Skin temperature at the wrist during sleep, with how reliable each reading is.",
        .heartRate: "Heart rate in beats per minute, with a confidence for each reading.",
        .faceMetrics: "Facial expressions the front (TrueDepth) camera measures when the participant unlocks the phone with Face ID or uses a messaging app: which expressions and how strongly, and the face's position and shape as ARKit tracks it (a face anchor). No image.",
        .odometer: "Distance travelled, speed, altitude change and slope over each interval, with their accuracy and which device measured them.",
        .electrocardiogram: "Electrocardiogram recordings: the voltage over time, the recording's frequency and the lead.",
        .photoplethysmogram: "Optical heart-sensor readings: light measured through the skin at several wavelengths, with the Watch's movement during the reading.",
        .acousticSettings: "The iPhone's hearing and audio settings: accessibility audio, headphone accommodations and music EQ.",
        .sleepSessions: "Sleep sessions: when each night's sleep started and how long it lasted.",
        .headphoneMotion: "How the head moves while wearing headphones: attitude, rotation and acceleration.",
        .headphoneSettings: "The headphones' settings: listening (noise-control) mode, Adaptive Audio strength, personalized volume, conversation awareness, spatial audio and the hearing-aid (Hearing Assistance) settings.",
    ]
}
