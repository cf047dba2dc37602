import Foundation
import SimCore
import StudyConfig
import Simulation
import TerminalUI

/// The steps that work the screen as a person at the terminal would: a screenshot, keys, the
/// phone's page scrolled, a caption for an audience.
extension StepTable {
    static let screen: [StepDefinition] = [
        .step("say", "text to show as the caption",
              match: { if case .say(let text) = $0 { text } else { nil } },
              parse: { p, a in
                  guard let value = p.needs(a), let text = p.string(value, a.name) else { return nil }
                  guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                      p.fail(value, "say: the caption is empty; write what the audience should read"); return nil
                  }
                  return .say(text)
              },
              write: { YAMLText.quote($0) },
              // One line on the status row, and never a control character sent to the terminal.
              caption: { text, _ in VisibleText.escaped(text.split(whereSeparator: \.isNewline).joined(separator: " ")) },
              perform: { _, _ in nil }),
        .step("screenshot", "a name", role: .record,
              match: { if case .screenshot(let name) = $0 { name } else { nil } },
              parse: { p, a in
                  guard let value = p.needs(a), let n = p.string(value, a.name) else { return nil }
                  // The name becomes NAME.txt, .ansi and .svg in one folder.
                  if let problem = ScreenshotName.problem(n) { p.fail(value, problem); return nil }
                  // The later one's files replaced the earlier's, while the JSON report kept the earlier.
                  if let first = p.screenshotLines[n] {
                      p.fail(value, "screenshot: \(n) is taken at line \(first) already; the second would replace its files",
                             suggestion: "give each screenshot its own name, such as \(n)-2")
                      return nil
                  }
                  p.screenshotLines[n] = value.mark.line
                  return .screenshot(name: n)
              },
              write: { YAMLText.quote($0) },
              caption: { name, _ in "screenshot \(name)" },
              perform: { c, name in
                  c.screenshot = (name, c.render(c.sim).text)
                  c.onScreenshot?(name, ScenarioScreen.frame(c.sim, size: c.screen, colour: true))
                  return nil
              }),
        .step("press", "a list of keys such as [Down, Enter]",
              match: { if case .press(let keys) = $0 { keys } else { nil } },
              parse: { p, a in p.needs(a).flatMap { p.keys($0) }.map { .press(keys: $0) } },
              write: { keys in YAMLText.list(keys.compactMap(KeyName.name).map { $0.count == 1 ? YAMLText.quote($0) : $0 }) },
              caption: { keys, words in words.press(keys.compactMap(KeyName.name).joined(separator: " ")) },
              perform: { c, keys in
                  // A key that does nothing here, or acts only in the demo, passed as if pressed:
                  // `press: [q]` went on to the next step, and the keys after it were dropped.
                  for (i, key) in keys.enumerated() {
                      let name = KeyName.name(key) ?? "the key"
                      let which = name + (keys.count > 1 ? " (key \(i + 1) of \(keys.count))" : "")
                      switch KeyMap.command(for: key, in: c.state, screen: ScenarioScreen.frame(c.sim, size: c.screen)) {
                      case .action(let a)?: c.send(a)
                      case .quit?: return ("\(which) to act in the scenario", "\(name) quits the demo; a scenario ends after its last step")
                      case .screenshot?: return ("\(which) to act in the scenario", "\(name) saves the demo's screenshot; a scenario takes one with screenshot: NAME")
                      case .update?: return ("\(which) to act in the scenario", "\(name) installs run --update-to's version; a scenario installs one with update: STUDY")
                      case nil: return ("\(which) to do something on this screen", "\(name) does nothing here")
                      }
                  }
                  return nil
              }),
        .step("scroll", Step.ScrollStep.allCases.map(\.rawValue).joined(separator: "|"),
              match: { if case .scroll(let way) = $0 { way } else { nil } },
              parse: { p, a in
                  let ways = Step.ScrollStep.allCases.map(\.rawValue)
                  guard let value = p.needs(a), let v = p.string(value, a.name) else { return nil }
                  guard let way = Step.ScrollStep(rawValue: v) else {
                      p.fail(value, "scroll: expected \(ways.joined(separator: ", ")), got \(ScenarioParser.shown(v))",
                             suggestion: NearestName.suggest(v, among: ways).map { "did you mean \($0)?" })
                      return nil
                  }
                  return .scroll(way)
              },
              write: { $0.rawValue },
              caption: { way, words in
                  switch way {
                  case .down: words.scrollDown
                  case .up: words.scrollUp
                  case .top: words.scrollTop
                  case .bottom: words.scrollBottom
                  }
              },
              perform: { c, way in
                  // The page's length depends on the screen it is drawn on: the scenario's.
                  guard let area = ScenarioScreen.frame(c.sim, size: c.screen).scrollArea else {
                      return ("a page that scrolls", "everything on screen fits: nothing scrolls")
                  }
                  let move: ScrollArea.Move = switch way {
                  case .down: .pageDown
                  case .up: .pageUp
                  case .top: .top
                  case .bottom: .bottom
                  }
                  // A page already at that end did not move, and the step passed as if it had.
                  guard area.target(move) != area.offset else {
                      let end = way == .down || way == .bottom ? "bottom" : "top"
                      return ("the page to scroll \(way.rawValue)", "it is at its \(end) already")
                  }
                  c.send(.scrollPage(to: area.target(move)))
                  return nil
              }),
    ]
}
