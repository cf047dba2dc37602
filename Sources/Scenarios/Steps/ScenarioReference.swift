import TerminalUI

/// `consent-sim help scenario`: a scenario file's header keys and every step with the
/// argument it takes, read from the tables the parser reads (`ScenarioParser.headerKeys`,
/// `StepTable`), so the list cannot miss a key or a step.
public enum ScenarioReference {
    public static let text: String = {
        var lines = [
            "A scenario is a YAML file: a header, then steps: (a list played in order).",
            "README.md's \"Scripted flows\" section says what each key and step does; Scenarios/flows/ has examples.",
            "",
            "Header keys:",
        ]
        lines += wrapped(ScenarioParser.headerKeys, indent: "  ")
        // The header keys that take a map: a reader of the help alone could not find how to turn
        // Fitness Tracking off (motion:) or start from earlier answers (given:).
        for (key, keys, example) in [("app", ScenarioParser.appKeys, ""),
                                     ("motion", ScenarioParser.motionKeys, " (such as {fitnessTracking: off})"),
                                     ("given", ScenarioParser.givenKeys, " (such as {authorized: [accelerometer], motion: denied})")] {
            lines.append("\(key): takes" + example)
            lines += wrapped(keys, indent: "  ")
        }
        for (role, title) in [(StepDefinition.Role.action, "Steps that act"), (.check, "Steps that check (a scenario needs one)"),
                              (.record, "Steps that record")] {
            lines += ["", title + ":"]
            for step in StepTable.all where step.role == role {
                lines.append("  " + step.name + (step.argument.map { ": " + $0 } ?? ""))
                // The key names press: reads, from its one table (a guess such as Esc is refused).
                if step.name == "press" {
                    lines.append("    keys: " + KeyName.names.joined(separator: ", ") + " (BTab is Shift-Tab), or one character")
                }
            }
        }
        return lines.joined(separator: "\n")
    }()

    /// `words` joined by commas, wrapped to 100 columns with `indent` before each line.
    private static func wrapped(_ words: [String], indent: String) -> [String] {
        TextWrap.lines(words.joined(separator: ", "), width: 100 - indent.count).map { indent + $0 }
    }
}
