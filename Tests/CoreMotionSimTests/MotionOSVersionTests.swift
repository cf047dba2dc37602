import Foundation
import Testing
@testable import CoreMotionSim
import SimCore

@Test func beforeIOS18TheAlertHasItsTitleCaseFormWithOK() {
    let d = MotionDevice()
    d.runtime.osVersion = OSVersion(17, 4)
    d.query(d.ago(hour), d.now)
    let prompt = d.prompter.prompts[0]
    #expect(prompt.title == "“Trips” Would Like to Access Your Motion & Fitness Activity")
    #expect(prompt.buttons == ["Don’t Allow", "OK"])
}

@Test func motionManagerAuthorizationStatusReadsTheAppsMotionAndFitnessStatus() {
    let d = MotionDevice()
    d.runtime.osVersion = OSVersion(27, 2)
    #expect(d.runtime.perform { CMMotionManager.authorizationStatus } == .notDetermined)
    #expect(d.prompter.prompts.isEmpty, "reading the status never shows the alert")
    d.authorize()
    #expect(d.runtime.perform { CMMotionManager.authorizationStatus } == .authorized)
    d.daemon.setFitnessTracking(false)
    #expect(d.runtime.perform { CMMotionManager.authorizationStatus } == .restricted)
}

@Test func motionManagerAuthorizationStatusBefore27Point2AnswersAndSaysADeviceWouldEndTheApp() {
    let d = MotionDevice()
    d.runtime.osVersion = OSVersion(27, 1)
    #expect(d.runtime.perform { CMMotionManager.authorizationStatus } == .notDetermined)
    #expect(d.runtime.events.last?.message == "CMMotionManager.authorizationStatus arrived in iOS 27.2; on this phone's iOS 27.1 "
            + "a device ends the app (unrecognized selector) unless the call is guarded with if #available(iOS 27.2, *)")
}

@Test func motionManagerAuthorizationStatusBefore27Point2IsNotedOnceNotOnEveryRead() {
    let d = MotionDevice()
    d.runtime.osVersion = OSVersion(26, 4)
    for _ in 0..<3 { #expect(d.runtime.perform { CMMotionManager.authorizationStatus } == .notDetermined) }
    #expect(d.runtime.events.filter { $0.message.hasPrefix("CMMotionManager.authorizationStatus arrived") }.count == 1)
}
