import Foundation
import Scenarios
import Simulation

/// Runs the interactive demo in this terminal and gives the terminal back, however it ends.
enum InteractiveSession {
    /// Set to 1 to draw one frame, restore the terminal and exit 0 (`bench` times start-up with it).
    static let exitAfterFirstFrameVariable = "CONSENT_SIM_EXIT_AFTER_FIRST_FRAME"

    static func run(_ simulation: ConsentSimulation, recording: Recording? = nil) -> ExitCode {
        // Before ncurses: with a pipe or file it would not fail, but write escape codes into it,
        // leave the keyboard cooked, or (stdin at EOF) spin a core.
        guard isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0 else {
            return fail(TerminalError.notATerminal)
        }
        let terminal: TerminalBackend
        do {
            terminal = try TerminalBackend.start()
        } catch {
            return fail(error)
        }
        var loop = EventLoop(simulation: simulation, terminal: terminal,
                             exitAfterFirstFrame: ProcessInfo.processInfo.environment[exitAfterFirstFrameVariable] == "1")
        loop.recorder = recording?.recorder
        let outcome = Result { try loop.run() }
        // The one shutdown path: every way out of the loop, thrown errors included, passes here.
        terminal.stop()
        if let recording {
            do {
                try AtomicFile.write(recording.recorder.yaml(finalState: simulation.snapshot), to: recording.path)
                try? FileHandle.standardError.write(contentsOf: Data("consent-sim: recorded the walk-through in \(recording.path)\n".utf8))
            } catch {
                try? FileHandle.standardError.write(contentsOf: Data("consent-sim: could not write \(recording.path): \(error)\n".utf8))
            }
        }
        switch outcome {
        case .success(.quit): return .success
        case .success(.signal(let sig)): return ExitCode.killed(by: sig)
        case .failure(let error): return fail(error)
        }
    }

    private static func fail(_ error: Error) -> ExitCode {
        // The throwing write: with the terminal gone, the plain one traps on EIO.
        try? FileHandle.standardError.write(contentsOf: Data("consent-sim: \(error)\n".utf8))
        return error is TerminalError ? .unusable : .failure
    }
}

/// Where `run --record` writes the walk-through, and the recorder that collects it.
struct Recording {
    let path: String
    let recorder: ScenarioRecorder
}
