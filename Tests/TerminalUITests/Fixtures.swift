import Foundation
import Simulation
import SensorKitSim

/// Simulations in the states the screens show, built with the same actions keys produce.
enum Fixtures {
    static let sleepDescriptions: [SRSensor: String] = [
        .ambientLightSensor: "The study records the brightness and color of the light around your iPhone while its screen is on. We use it to see how light in the evening relates to the time you fall asleep.",
        .accelerometer: "The study records movement from the accelerometer in your iPhone and Apple Watch. Movement during the night lets us estimate when you sleep and how restless your sleep is. It does not show where you are.",
        .wristTemperature: "While you sleep, Apple Watch measures the skin temperature at your wrist. We compare its changes from night to night with your sleep and with your answers to the morning questionnaire.",
        .onWristState: "The study records whether you are wearing your Apple Watch and on which wrist. This tells us which nights have complete data, so that gaps are not mistaken for poor sleep.",
    ]

    /// The sleep study on an iPhone set to `language` (nil: English).
    static func sleep(_ language: String? = nil) -> ConsentSimulation {
        let sim = ConsentSimulation(profile: .sleepStudy, descriptions: sleepDescriptions,
                                    privacyPolicyURL: "https://example.org/sleep-study/privacy", language: language)
        sim.send(.launch)
        return sim
    }

    /// “Enable Research Sensor & Usage Data”: collection off in Settings, the sleep study's app
    /// asking whatever its sensors read (every one reads denied while collection is off).
    static func enableCollection(_ language: String? = nil) -> ConsentSimulation {
        var options = SimulatedPhone.Options()
        options.behavior.requestOnlyUndetermined = false
        let sim = ConsentSimulation(profile: .sleepStudy, options: options, descriptions: sleepDescriptions,
                                    privacyPolicyURL: "https://example.org/sleep-study/privacy", language: language)
        sim.send(.setCollection(false))
        sim.send(.press(.collectionOffTurnOff))
        sim.send(.launch)
        return sim
    }

    /// The sheet's opening page.
    static func intro(_ language: String? = nil) -> ConsentSimulation { sleep(language) }

    /// The accelerometer's page (Required, recorded on iPhone and Apple Watch).
    static func sensorPage(_ language: String? = nil) -> ConsentSimulation {
        let sim = sleep(language)
        sim.send(.press(.sheetNext))
        sim.send(.press(.sheetAllow))
        return sim
    }

    /// The review page after allowing all but ambient light.
    static func review(_ language: String? = nil) -> ConsentSimulation {
        let sim = sleep(language)
        sim.send(.press(.sheetNext))
        sim.send(.press(.sheetDeny))
        while case .sheet(.sensor) = sim.snapshot.foreground { sim.send(.press(.sheetAllow)) }
        return sim
    }

    static func requiredAlert(_ language: String? = nil) -> ConsentSimulation {
        let sim = sensorPage(language)
        sim.send(.press(.sheetDeny))
        return sim
    }

    /// Everything allowed and the sheet closed.
    static func allowed(_ sim: ConsentSimulation = sleep()) -> ConsentSimulation {
        sim.send(.press(.sheetNext))
        while case .sheet(.sensor) = sim.snapshot.foreground { sim.send(.press(.sheetAllow)) }
        sim.send(.press(.sheetDone))
        return sim
    }

    /// Two days after allowing everything: fetched results and sparklines.
    static func dashboard() -> ConsentSimulation {
        let sim = allowed()
        sim.send(.advance(2 * 86_400))
        return sim
    }

    static func settings(_ path: [ControlID], _ language: String? = nil) -> ConsentSimulation {
        let sim = allowed(sleep(language))
        sim.send(.advance(3600))
        sim.send(.openSettings)
        for id in path { sim.send(.press(id)) }
        return sim
    }

    static let mobility = StudyProfile(
        appName: "Mobility Study", bundleIdentifier: "org.example.mobility",
        purpose: "We study how daily movement changes during recovery from knee surgery.",
        sensors: [.accelerometer, .pedometerData], entitled: [.accelerometer, .pedometerData],
        motionUsageDescription: "Mobility Study counts your steps and notes when you walk, so your care team can see how your recovery is going.",
        usesMotionActivity: true)

    /// The Motion & Fitness alert, after the sheet.
    static func motionAlert(_ language: String? = nil) -> ConsentSimulation {
        let sim = ConsentSimulation(profile: mobility, descriptions: [
            .accelerometer: "Movement shows how much you walk each day.",
            .pedometerData: "Step counts show how far you walk each day.",
        ], language: language)
        sim.send(.launch)
        return allowed(sim)
    }

    /// A study without NSMotionUsageDescription: the app crashes at its first motion query.
    static func crashed() -> ConsentSimulation {
        let broken = StudyProfile(appName: "Broken Study", bundleIdentifier: "org.example.broken", purpose: "p", sensors: [],
                                  entitled: [], motionUsageDescription: nil, usesMotionActivity: true)
        let sim = ConsentSimulation(profile: broken)
        sim.send(.launch)
        return sim
    }

    /// A Japanese study whose Watch-only sensor is described with CJK text and an emoji.
    static func japanese() -> ConsentSimulation {
        let profile = StudyProfile(
            appName: "睡眠研究", bundleIdentifier: "jp.example.sleep",
            purpose: "光と体の動き、皮膚温が睡眠の質とどう関係するかを調べます。",
            sensors: [.wristTemperature, .accelerometer], required: [.wristTemperature],
            entitled: [.wristTemperature, .accelerometer])
        let sim = ConsentSimulation(profile: profile, descriptions: [
            .wristTemperature: "眠っている間に Apple Watch が手首の皮膚温を測ります。😴 夜ごとの変化を、睡眠と朝のアンケートの回答（気分・眠気）と比べます。",
            .accelerometer: "夜間の動きから、眠った時刻と眠りの深さを推定します。",
        ])
        sim.send(.launch)
        sim.send(.press(.sheetNext))
        while sim.snapshot.sheet?.currentSensor == .accelerometer { sim.send(.press(.sheetAllow)) }
        return sim
    }
}
