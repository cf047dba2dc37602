import Testing
import Simulation
@testable import Dossier

/// The picture of “Enable Research Sensor & Usage Data”, which the collection-off walkthrough shows.
@Suite struct EnablePagePictureTests {
    /// The picture titled the page as the normal sheet ("Research Sensor & Usage Data"; on a German
    /// phone "Anfrage für Forschungssensor- & Nutzungsdaten"), while the phone, the slideshow's
    /// heading and the terminal read "Enable Research Sensor & Usage Data".
    @Test(arguments: ["en", "de", "es", "fr"]) func itIsTitledAsThePhoneTitlesIt(language: String) throws {
        var options = SimulatedPhone.Options()
        options.behavior.requestOnlyUndetermined = false
        let sim = ConsentSimulation(profile: .sleepStudy, options: options, language: language)
        sim.send(.setCollection(false))
        // Settings asks first (“Data Is Required For this Study”).
        sim.send(.press(.collectionOffTurnOff))
        sim.send(.launch)
        let snapshot = sim.snapshot
        #expect(snapshot.foreground == .sheet(.enableCollection))
        let svg = PhonePicture.svg(of: snapshot)
        let words = svg.matches(of: #/<text[^>]*>([^<]*)</text>/#).map { String($0.1) }
            .joined(separator: " ").replacingOccurrences(of: "&amp;", with: "&")
        #expect(words.contains(snapshot.text.enableCollectionTitle), "\(words)")
    }
}
