import Foundation
import SimCore
import TerminalUI

/// Runs the interactive demo on the context's terminal and gives the terminal back, however it
/// ends; then saves the recorded walk-through and the cast, if they were asked for.
enum InteractiveSession {
    /// Set to 1 to draw one frame, restore the terminal and exit 0 (`bench` times start-up with it).
    static let exitAfterFirstFrameVariable = "CONSENT_SIM_EXIT_AFTER_FIRST_FRAME"

    /// What the session shares afterwards: an asciicast of it, and where screenshots go.
    struct Sharing {
        var cast: String?
        var screenshots = "."
    }

    /// The exit code for how the demo ended: 0 on q, 128 + n after signal n. Throws
    /// `TerminalError` (exit 2) without a usable terminal; returns 73 when the demo ended with q
    /// and the recording (saved in a fallback place, which is printed) or the cast could not be
    /// written where asked.
    static func run(_ demo: DemoSession, recordTo path: String?, sharing: Sharing = Sharing(), autoplay: Autoplay? = nil,
                    _ context: CommandContext) throws -> ExitCode {
        let casting = sharing.cast.map { _ in
            CastingTerminal(context.terminal, clock: context.clock, title: "\(ProgramName.current) run: \(demo.appName)",
                            virtualClock: ISODateTime.string(from: Date(timeIntervalSinceReferenceDate: demo.clockSeconds)),
                            timestamp: Int(Date().timeIntervalSince1970))
        }
        let terminal: any TerminalDevice = casting ?? context.terminal
        let loop = EventLoop(demo: demo, terminal: terminal, clock: context.clock,
                             exitAfterFirstFrame: context.environment[exitAfterFirstFrameVariable] == "1",
                             autoplay: autoplay, saveScreenshot: { screen in save(screen, in: sharing.screenshots) })
        var started = false
        let outcome = Result {
            try terminal.start()
            started = true
            demo.startSaving()
            return try loop.run()
        }
        // The one shutdown path: every way out, a failed start and thrown errors included,
        // passes here before anything is printed.
        terminal.stop()
        var writeFailure: CannotCreateError?
        // The participant is saved on every way out too (a signal, an error); a demo that never
        // had the terminal saves nothing, so the file stays as it was.
        demo.saveState()
        if let path = demo.savesStateTo {
            if let failure = demo.stateSaveFailure {
                context.output.message("the participant could not be saved: \(failure)")
                writeFailure = CannotCreateError(path: path, reason: failure)
            } else if started {
                context.output.message("saved the participant in \(path)")
            }
        }
        // Without a terminal there was no walk to save.
        if started, let path, let yaml = demo.recordedScenario() {
            writeFailure = RecordingSave.save(yaml, to: path, what: "the walk-through", context.output)
            if writeFailure == nil { context.output.message("recorded the walk-through in \(path)") }
        }
        if started, let path = sharing.cast, let cast = casting?.cast {
            if let failure = RecordingSave.save(cast.text, to: path, what: "the cast", option: "--cast", context.output) {
                writeFailure = writeFailure ?? failure
            } else {
                context.output.message("wrote the cast to \(path) (\(String(format: "%.0f", cast.duration)) s; asciinema play \(path))")
            }
        }
        switch outcome {
        case .success(.quit):
            // Already reported (with where the walk went instead); the exit code still says so.
            return writeFailure == nil ? .success : .cannotCreate
        case .success(.signal(let number)):
            // The shell expects 128 + n after a signal.
            return .killed(by: number)
        case .failure(let error):
            throw error
        }
    }

    /// Saves `screen` as the next free `screenshot-N` in `folder`; the notice says where, or why not.
    private static func save(_ screen: Screen, in folder: String) -> String {
        do {
            let base = try ScreenshotFiles.write(screen, name: ScreenshotFiles.freeName(in: folder), in: folder)
            return "Saved \(base).txt, .ansi and .svg"
        } catch {
            return "Screenshot not saved: \(error)"
        }
    }
}
