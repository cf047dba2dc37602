import Foundation
import SimCore
import Simulation
import TerminalUI

/// A walkthrough as an asciicast v2 film: the terminal's phone alone (no dashboard with API
/// names, no log, no key bar: what the participant sees, which is what a board reviews), each
/// screen with the participant's next action captioned under it in the phone's language.
enum WalkthroughCast {
    /// Seconds each screen stays up: time to read a sensor's page, not the demo's pace.
    static let beat = 3.0

    static func text(_ walk: Walkthrough, title: String) -> String {
        let frames = walk.frames
        // One size for the whole film, tall enough that no page of it needs scrolling (up to a limit).
        let height = frames.map { PhoneFrame.phoneHeight(showingWhole: $0.snapshot) }.max() ?? PhoneFrame.minimumPhoneHeight
        // The header's timestamp is the virtual clock's start, not the wall clock's: same inputs, same bytes.
        let start = frames.first?.snapshot.now ?? SimulatedPhone.Options().start
        var cast = Asciicast(width: PhoneFrame.width, height: height + 1, title: title,
                             virtualClock: ISODateTime.string(from: start), timestamp: Int(start.timeIntervalSince1970))
        for (i, frame) in frames.enumerated() {
            var screen = PhoneFrame.render(frame.snapshot, phoneHeight: height)
            if let caption = frame.caption {
                Caption.draw("\(i + 1)/\(frames.count) \(caption)", colour: true, on: &screen)
            }
            cast.add(screen, at: Double(i) * beat)
        }
        cast.hold(until: Double(frames.count) * beat)
        return cast.text
    }
}
