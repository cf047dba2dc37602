import Simulation

/// One language's part of the dossier: the screens explored on a phone in that language.
public struct DossierLanguage: Sendable {
    public let language: String
    public let exploration: ConsentExploration

    public init(language: String, exploration: ConsentExploration) {
        self.language = language; self.exploration = exploration
    }
}
