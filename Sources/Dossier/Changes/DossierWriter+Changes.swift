import Simulation

extension DossierWriter {
    /// The line under a screen's title saying it is new or changed, linking to changes.html.
    func changeNotice(_ screen: ConsentExploration.Screen, in part: DossierLanguage) -> String {
        guard let change = screenChange(screen.index, in: part) else { return "" }
        let anchor = "\(part.language)-screen-\(screen.index + 1)"
        return "<p class=\"changed-notice \(change.kind.rawValue)\">\(change.kind == .added ? "New" : "Changed") since the earlier dossier: "
            + "<a href=\"../changes.html#\(HTMLText.escape(anchor))\">what changed</a>.</p>\n"
    }

    /// The index's link to changes.html, when there is one.
    func changesLink() -> String {
        guard let changes else { return "" }
        return "<p class=\"changed-notice\"><a href=\"changes.html\">What changed since the earlier dossier</a>"
            + (changes.isEmpty ? " (no changes)" : "") + ".</p>\n"
    }

    /// The sensors whose rows of the data table changed or are new, by raw value.
    func changedRows(_ part: DossierLanguage) -> Set<String> {
        Set(changes?.languages.first { $0.language == part.language }?.rows.filter { $0.kind != .removed }.map(\.sensor) ?? [])
    }

    /// The graph's colours: a new screen green, a changed one yellow, a new action green.
    func graphMarks(_ part: DossierLanguage) -> NavigationGraph.Marks {
        guard let language = changes?.languages.first(where: { $0.language == part.language }) else { return NavigationGraph.Marks() }
        var marks = NavigationGraph.Marks()
        for screen in part.exploration.screens {
            if let change = screenChange(screen.index, in: part) { marks.screens[screen.index] = change.kind == .added ? .added : .changed }
        }
        let keys = screenKeys(part.exploration).map { $0.joined(separator: " ") }
        let added = Set(language.edges.filter(\.added).map(\.edge))
        for (i, edge) in part.exploration.edges.enumerated() {
            let e = DossierManifest.Edge(from: keys[edge.from], control: edge.control.map(ScreenIdentity.name) ?? "open-settings",
                                         label: edge.label, to: keys[edge.to])
            if added.contains(e) { marks.addedEdges.insert(i) }
        }
        return marks
    }

    private func screenChange(_ index: Int, in part: DossierLanguage) -> DossierChanges.ScreenChange? {
        let page = ScreenTitle.file(index)
        return changes?.languages.first { $0.language == part.language }?.screens.first { $0.kind != .removed && $0.new?.page == page }
    }
}
