import Foundation
import Testing
@testable import CoreMotionSim
import SimCore

@Test func errorRawValuesMatchApple() {
    let codes = [CMErrorNULL, CMErrorDeviceRequiresMovement, CMErrorTrueNorthNotAvailable, CMErrorUnknown,
                 CMErrorMotionActivityNotAvailable, CMErrorMotionActivityNotAuthorized, CMErrorMotionActivityNotEntitled,
                 CMErrorInvalidParameter, CMErrorInvalidAction, CMErrorNotAvailable, CMErrorNotEntitled,
                 CMErrorNotAuthorized, CMErrorNilData, CMErrorSize]
    #expect(codes.map(\.rawValue) == Array(100...113))
    #expect(codes == CMError.allCodes)
    #expect(CMErrorDomain == "CMErrorDomain")
    #expect(CMErrorMotionActivityNotAuthorized.name == "MotionActivityNotAuthorized")
    #expect(Set(codes.map(\.meaning)).count == codes.count)
}

@Test func errorBridgesToNSErrorWithDomainAndCode() {
    let error: Error? = CMErrorMotionActivityNotAuthorized.nsError()
    // Exactly what apps write (seed 001).
    if let nsError = (error as? NSError), nsError.code == Int(CMErrorMotionActivityNotAuthorized.rawValue) {
        #expect(nsError.domain == CMErrorDomain)
    } else {
        Issue.record("the error did not bridge to NSError code 105")
    }
    let ns = error! as NSError
    #expect(ns.domain == CMErrorDomain && ns.code == 105)
    #expect(ns.localizedDescription != CMErrorMotionActivityNotAuthorized.meaning)
}

/// A handler's error is CoreMotion's bare one: a code in `CMErrorDomain` with no userInfo, so an
/// app that shows or logs `localizedDescription` sees Foundation's generic text, as on a device,
/// not words the simulator made up.
@Test func aHandlersErrorCarriesNoDescriptionOfItsOwn() {
    let d = MotionDevice()
    let r = d.query(d.ago(hour), d.now)
    d.prompter.prompts[0].deny()
    d.runtime.runUntilIdle()
    let error = r.error
    #expect(error?.domain == CMErrorDomain && error?.code == 105)
    #expect(error?.userInfo.isEmpty == true, "\(String(describing: error?.userInfo))")
    #expect(error?.localizedDescription.contains("CMErrorDomain") == true, "\(String(describing: error?.localizedDescription))")
}

@Test func confidenceRawValuesMatchApple() {
    #expect(CMMotionActivityConfidence.allCases.map(\.rawValue) == [0, 1, 2])
}
