import Foundation
import Simulation
import SimCore

/// The navigation graph as Graphviz source: one node per screen, linking to its page, one
/// arrow per action labelled with what the participant presses.
enum NavigationGraph {
    /// What `--against` marks: screens new or changed since the earlier dossier, actions new.
    struct Marks {
        enum Screen { case added, changed }
        var screens: [Int: Screen] = [:]
        var addedEdges: Set<Int> = []
    }

    static func dot(_ exploration: ConsentExploration, names: [ScreenName], marks: Marks = Marks()) -> String {
        var out = "digraph consent {\n  graph [rankdir=LR, fontname=\"Helvetica\"];\n"
        out += "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#ffffff\", fontname=\"Helvetica\", fontsize=11];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=9, color=\"#0a64d8\"];\n"
        for screen in exploration.screens {
            let label = quoted(names[screen.index].numbered(screen.index).plain)
            let fill = switch marks.screens[screen.index] {
            case .added: ", fillcolor=\"#d7f5dd\", color=\"#1e8e3e\", penwidth=2"
            case .changed: ", fillcolor=\"#fff4d6\", color=\"#b26a00\", penwidth=2"
            case nil: ""
            }
            out += "  s\(screen.index + 1) [label=\(label), URL=\(quoted(ScreenTitle.file(screen.index))), target=\"_top\"\(fill)];\n"
        }
        for (i, edge) in exploration.edges.enumerated() {
            let added = marks.addedEdges.contains(i) ? ", color=\"#1e8e3e\", fontcolor=\"#1e8e3e\", penwidth=2" : ""
            out += "  s\(edge.from + 1) -> s\(edge.to + 1) [label=\(quoted(exploration.shownLabel(edge)))\(added)];\n"
        }
        return out + "}\n"
    }

    /// A DOT string literal: quotes and backslashes escaped, so any text is one label.
    private static func quoted(_ text: String) -> String {
        // Control characters as \u{1B}: Graphviz copies a label into the SVG, where XML forbids them.
        "\"" + VisibleText.escaped(text).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
