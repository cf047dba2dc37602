import Foundation
import CNcursesw
import TerminalUI

/// The terminal through ncurses: starts and restores it, copies `Screen` frames to it (only the
/// cells that changed), and reads keys, clicks and resizes.
final class TerminalBackend {
    /// What one read brought.
    enum Input {
        case key(Key)
        /// A key or mouse event the demo does not use.
        case ignored
        case timedOut
    }

    let colour: Bool
    private let window: UnsafeMutablePointer<WINDOW>
    private let output: UnsafeMutablePointer<FILE>
    private var attributes: CursesAttributes
    private var previous: Screen?
    private var timeoutMS: Int32 = -2
    private var instantFailures = 0
    private var stopped = false

    private init(window: UnsafeMutablePointer<WINDOW>, output: UnsafeMutablePointer<FILE>, colour: Bool) {
        self.window = window
        self.output = output
        self.colour = colour
        attributes = CursesAttributes(colour: colour)
    }

    /// Takes over the terminal. The caller has checked that standard input and output are
    /// terminals (with a file or pipe ncurses would not fail, but garble it or spin).
    static func start() throws -> TerminalBackend {
        setlocale(LC_ALL, "")
        // With LANG and LC_* unset the locale is POSIX, and ncursesw garbles every non-ASCII glyph.
        if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" { setlocale(LC_CTYPE, "C.UTF-8") }
        PendingSignal.install()
        // newterm, unlike initscr, returns nil on an unknown TERM instead of exiting the process.
        guard let output = fdopen(STDOUT_FILENO, "w"), let input = fdopen(STDIN_FILENO, "r"),
              let screen = newterm(nil, output, input) else {
            throw TerminalError.unknownTerminal(ProcessInfo.processInfo.environment["TERM"])
        }
        set_term(screen)
        guard let window = cs_stdscr() else { throw TerminalError.unknownTerminal(ProcessInfo.processInfo.environment["TERM"]) }
        cbreak()
        noecho()
        keypad(window, true)
        leaveok(window, true)
        curs_set(0)
        set_escdelay(25)
        let colour = !Terminal.noColorRequested && has_colors()
        if colour {
            start_color()
            use_default_colors()
        }
        mousemask(cs_button1_clicked(), nil)
        return TerminalBackend(window: window, output: output, colour: colour)
    }

    /// The terminal's size in cells (ncurses updates it before delivering KEY_RESIZE).
    var size: (width: Int, height: Int) { (Int(getmaxx(window)), Int(getmaxy(window))) }

    /// Writes the cells of `frame` that differ from the last frame drawn, then shows them.
    /// An identical frame writes nothing.
    func draw(_ frame: Screen) {
        let runs = ScreenDiff.runs(from: previous, to: frame)
        previous = frame
        guard !runs.isEmpty else { return }
        for run in runs { write(run) }
        wrefresh(window)
    }

    /// Forgets what is on screen, so the next `draw` repaints everything (after a resize the
    /// terminal may have reflowed or cleared what was there).
    func invalidate() {
        previous = nil
        wclear(window)
    }

    /// Waits up to `milliseconds` for input.
    ///
    /// Throws `TerminalError.inputLost` when reads keep failing instantly: with standard input
    /// at end of file every read returns at once, and the loop would spin a whole core.
    func read(timeout milliseconds: Int32) throws -> Input {
        if milliseconds != timeoutMS { wtimeout(window, milliseconds); timeoutMS = milliseconds }
        let started = Monotonic.seconds()
        var code: wint_t = 0
        let status = wget_wch(window, &code)
        guard status != ERR else {
            if milliseconds > 0 && Monotonic.seconds() - started < 0.001 {
                instantFailures += 1
                if instantFailures >= 20 { throw TerminalError.inputLost }
            } else {
                instantFailures = 0
            }
            return .timedOut
        }
        instantFailures = 0
        if status == KEY_CODE_YES && Int32(bitPattern: code) == KEY_MOUSE {
            var event = MEVENT()
            guard getmouse(&event) == OK, event.bstate & cs_button1_clicked() != 0 else { return .ignored }
            return .key(.mouse(x: Int(event.x), y: Int(event.y)))
        }
        return KeyDecoder.key(status: status, code: code).map(Input.key) ?? .ignored
    }

    /// Gives the terminal back as it was: leaves the alternate screen, shows the cursor, restores
    /// the tty modes and turns mouse reporting off. Safe to call more than once; only the first
    /// call does anything.
    func stop() {
        guard !stopped else { return }
        stopped = true
        endwin()
        fflush(output)
    }

    private func write(_ run: ScreenDiff.Run) {
        var text = ""
        var textX = run.x
        var textStyle: Style?
        var mayExtend = false
        func flush() {
            guard let style = textStyle, !text.isEmpty else { return }
            wattrset(window, attributes.attributes(for: style))
            mvwaddstr(window, Int32(run.y), Int32(textX), text)
            text = ""
        }
        for (i, cell) in run.cells.enumerated() {
            // The right half of a wide character: its left half already covers this column.
            if cell.text.isEmpty { continue }
            if cell.style != textStyle || !mayExtend {
                flush()
                textX = run.x + i
                textStyle = cell.style
            }
            text += cell.text
            // After a non-ASCII glyph, place the next one explicitly, in case the terminal's idea
            // of its width differs from ours.
            mayExtend = cell.text.utf8.count == 1
        }
        flush()
    }
}
