import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import SensorKitSim
@testable import Simulation
@testable import Dossier

/// The phone pictures: well-formed SVG, text inside the phone, alerts with their buttons, PNGs at 2×.
@Suite struct PhonePictureTests {
    static let motionStudy = StudyProfile(
        appName: "Movement Study", bundleIdentifier: "org.example.movement",
        purpose: "We learn how daily movement relates to mood.", sensors: [.visits, .accelerometer],
        required: [.visits], entitled: [.visits, .accelerometer],
        motionUsageDescription: "Your steps and activity help us understand how you move through the day.",
        usesMotionActivity: true)

    /// A simulation of `profile` in `language`, launched.
    static func launched(_ profile: StudyProfile = .sleepStudy, language: String? = nil) -> ConsentSimulation {
        let sim = ConsentSimulation(profile: profile,
                                    descriptions: Dictionary(uniqueKeysWithValues: profile.sensors.map { ($0, "We use this to see how your days and nights differ, and to relate it to how rested you feel in the morning.") }),
                                    privacyPolicyURL: "https://example.org/privacy", language: language)
        sim.send(.launch)
        return sim
    }

    /// Every screen the pictures draw, named, in `language`.
    static func screens(language: String?) -> [(String, Snapshot)] {
        var out: [(String, Snapshot)] = []
        let sim = launched(language: language)
        out.append(("intro", sim.snapshot))
        sim.send(.press(.sheetNext))
        out.append(("sensor", sim.snapshot))
        sim.send(.press(.sheetAllow))
        sim.send(.press(.sheetDeny))
        out.append(("required-alert", sim.snapshot))
        sim.send(.press(.alertChangeChoice))
        while case .sheet(.sensor) = sim.snapshot.foreground { sim.send(.press(.sheetAllow)) }
        out.append(("review", sim.snapshot))
        sim.send(.press(.sheetDone))
        out.append(("home", sim.snapshot))
        sim.send(.openSettings)
        out.append(("settings-privacy", sim.snapshot))
        sim.send(.press(.settingsOpenResearch))
        out.append(("settings-research", sim.snapshot))
        sim.send(.press(.settingsOpenStudy))
        out.append(("settings-study", sim.snapshot))
        let motion = launched(motionStudy, language: language)
        motion.send(.press(.sheetNext))
        while case .sheet = motion.snapshot.foreground {
            motion.send(.press(motion.snapshot.accepts(.press(.sheetAllow)) ? .sheetAllow : .sheetDone))
        }
        out.append(("motion-alert", motion.snapshot))
        return out
    }

    @Test(arguments: ["en", "de"]) func everyScreenIsWellFormedXML(language: String) throws {
        for (name, snapshot) in Self.screens(language: language) {
            let svg = PhonePicture.svg(of: snapshot)
            #expect(throws: Never.self, "\(name)") { try XMLDocument(xmlString: svg) }
            if let folder = ProcessInfo.processInfo.environment["PICTURE_OUT"] {
                try svg.write(toFile: "\(folder)/\(language)-\(name).svg", atomically: true, encoding: .utf8)
            }
        }
    }

    /// Privacy & Security's back button leads out of Settings; an iPhone labels it with the
    /// Settings app's name ("‹ Settings", "‹ Réglages"). The picture drew the simulator's own
    /// control name, "‹ Close Settings" ("‹ Fermer Réglages"), which no iPhone shows.
    @Test(arguments: [("en", "Settings"), ("de", "Einstellungen"), ("fr", "Réglages"), ("es", "Ajustes")])
    func privacyAndSecurityGoesBackToSettings(language: String, settings: String) throws {
        let privacy = try #require(Self.screens(language: language).first { $0.0 == "settings-privacy" }?.1)
        let svg = PhonePicture.svg(of: privacy)
        let buttons = svg.matches(of: #/data-role="button">([^<]*)</#).map { String($0.1) }
        #expect(buttons.first == settings, "\(buttons)")
        #expect(!svg.contains(privacy.text.closeSettings), "\(language)")
    }

    @Test func motionAlertScreenIsTheAlert() {
        let last = Self.screens(language: nil).last!.1
        #expect(last.foreground == .motionAlert)
    }
}
