import Simulation

/// One language's part of the dossier: the screens explored on a phone in that language.
public struct DossierLanguage: Sendable {
    public let language: String
    public let exploration: ConsentExploration
    /// The main consent paths played on the same phone (none: the dossier has no walkthrough).
    public let walkthroughs: [Walkthrough.Outcome]
    /// Each screen's name, by its index: made once, read by every page and link.
    let names: [ScreenName]

    public init(language: String, exploration: ConsentExploration, walkthroughs: [Walkthrough.Outcome] = []) {
        self.language = language; self.exploration = exploration; self.walkthroughs = walkthroughs
        names = ScreenTitle.names(of: exploration)
    }
}
