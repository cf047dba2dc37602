import Foundation
import Testing
import Simulation
@testable import Dossier

/// The Motion & Fitness alert is drawn over the app that asked, as on iOS: not over the home
/// screen's icons.
@Suite struct AlertBackdropTests {
    @Test func theMotionAlertsPictureShowsTheStudyAppBehindItNotTheHomeScreen() throws {
        let alert = try #require(PhonePictureTests.screens(language: nil).last?.1)
        #expect(alert.foreground == .motionAlert)
        #expect(alert.alertBackdrop == .studyApp)
        let svg = PhonePicture.svg(of: alert)
        #expect(!svg.contains("url(#wallpaper)"), "the home screen's wallpaper is drawn behind the alert")
        #expect(!svg.contains("data-role=\"app-name\""), "the home screen's icons are drawn behind the alert")
        #expect(svg.contains("data-role=\"app-title\">\(alert.profile.appName)<"))
        #expect(svg.contains(">\(alert.text.appRunning)<"))
    }
}
