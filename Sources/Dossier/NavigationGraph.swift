import Foundation
import Simulation

/// The navigation graph as Graphviz source: one node per screen, linking to its page, one
/// arrow per action labelled with what the participant presses.
enum NavigationGraph {
    static func dot(_ exploration: ConsentExploration) -> String {
        var out = "digraph consent {\n  graph [rankdir=LR, fontname=\"Helvetica\"];\n"
        out += "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#ffffff\", fontname=\"Helvetica\", fontsize=11];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=9, color=\"#0a64d8\"];\n"
        for screen in exploration.screens {
            let label = quoted("\(screen.index + 1). \(ScreenTitle.of(screen))")
            out += "  s\(screen.index + 1) [label=\(label), URL=\(quoted(ScreenTitle.file(screen.index))), target=\"_top\"];\n"
        }
        for edge in exploration.edges {
            out += "  s\(edge.from + 1) -> s\(edge.to + 1) [label=\(quoted(edge.label))];\n"
        }
        return out + "}\n"
    }

    /// A DOT string literal: quotes and backslashes escaped, so any text is one label.
    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
