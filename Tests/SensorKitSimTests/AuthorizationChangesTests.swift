import Testing
@testable import SensorKitSim

/// `authorizationChanges` moves with every change to what `status(of:)`, `isRecording(_:)` and
/// `appHasStake(in:)` answer, and not when they are only read: the phone's state reads every
/// sensor's answers again only when it moved, so a change it missed would show a stale screen.
@Suite struct AuthorizationChangesTests {
    @Test func everyChangeToTheAnswersMovesTheCountAndReadingDoesNot() throws {
        let phone = Phone()
        let daemon = phone.daemon
        var last = daemon.authorizationChanges
        func moved(_ what: String) {
            #expect(daemon.authorizationChanges != last, "\(what) did not move the count")
            last = daemon.authorizationChanges
        }
        daemon.setStatus(.authorized, for: .accelerometer)
        moved("a status")
        daemon.addStake(daemon.app.bundleIdentifier, to: .accelerometer)
        moved("a stake")
        daemon.setStatus(.authorized, for: .rotationRate)
        moved("a second status")
        try daemon.startRecording(.rotationRate)
        moved("the app starting to record")
        #expect(daemon.isRecording(.rotationRate) && daemon.appHasStake(in: .rotationRate))
        // A sensor another holder keeps recording: the app's stake changes only the stakes.
        daemon.addStake("com.apple.other", to: .ambientLightSensor)
        moved("another holder's stake")
        #expect(daemon.isRecording(.ambientLightSensor) && !daemon.appHasStake(in: .ambientLightSensor))
        daemon.addStake(daemon.app.bundleIdentifier, to: .ambientLightSensor)
        moved("the app's stake beside another")
        for sensor in SensorCatalog.all.map(\.sensor) {
            _ = daemon.status(of: sensor); _ = daemon.isRecording(sensor); _ = daemon.appHasStake(in: sensor)
        }
        #expect(daemon.authorizationChanges == last, "reading moved the count")
        daemon.setCollectionEnabled(false)
        moved("the collection switch")
        daemon.app.bundleIdentifier = "org.example.other"
        moved("the app")
        daemon.dropStake("org.example.study", from: .accelerometer)
        moved("a dropped stake")
        let saved = daemon.saved
        daemon.setStatus(.denied, for: .rotationRate)
        moved("another status")
        try daemon.restore(saved)
        moved("a restored participant")
    }
}
