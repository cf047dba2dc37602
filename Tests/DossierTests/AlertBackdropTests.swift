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

    /// Under the Required alert the sensor's page is dimmed whole, as iOS dims it: its Back,
    /// Cancel and the two buttons stay drawn (marked as not pressable), where they were dropped.
    @Test func theRequiredAlertsPictureKeepsTheDimmedPagesButtons() throws {
        let alert = try #require(PhonePictureTests.screens(language: nil).first { $0.0 == "required-alert" }?.1)
        guard case .requiredAlert = alert.foreground else { Issue.record("not the Required alert"); return }
        let svg = PhonePicture.svg(of: alert)
        for label in [alert.text.allow, alert.text.deny, alert.text.back, alert.text.cancel] {
            #expect(svg.contains("data-role=\"dimmed-button\">\(HTMLText.escape(label))<"), "\(label)")
        }
        #expect(svg.contains("data-role=\"button\">\(HTMLText.escape(alert.text.changeChoice))<"), "the alert's own buttons are pressable")
        #expect(alert.controls.allSatisfy { $0.id == .alertDontEnroll || $0.id == .alertChangeChoice }, "only the alert's buttons can be pressed")
    }
}
