import Foundation
import CNcursesw
import ConsentSimCLI
import TerminalUI

/// The terminal through ncurses, the only code that links it: starts and restores the terminal,
/// copies `Screen` frames to it (only the cells that changed), and reads keys, clicks, resizes
/// and pending signals.
final class CursesTerminal: TerminalDevice {
    private(set) var colour = false
    private let noColorRequested: Bool
    private let term: String?
    private var window: UnsafeMutablePointer<WINDOW>?
    private var output: UnsafeMutablePointer<FILE>?
    private var attributes = CursesAttributes(colour: false)
    private var previous: Screen?
    private var timeoutMS: Int32 = -2
    private var instantFailures = 0
    private var stopped = false

    /// Nothing happens until `start`: commands other than the demo never touch the terminal.
    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        noColorRequested = ColourPolicy.noColorRequested(environment)
        term = environment["TERM"]
    }

    func checkUsable() throws {
        guard isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0 else { throw TerminalError.notATerminal }
    }

    /// Takes over the terminal.
    func start() throws {
        // Before ncurses: with a pipe or file it would not fail, but write escape codes into it,
        // leave the keyboard cooked, or (stdin at end of file) spin a core.
        try checkUsable()
        // With LANG and LC_* unset the locale is POSIX, and ncursesw garbles every non-ASCII glyph.
        try UTF8Locale.adopt()
        PendingSignal.install()
        // newterm, unlike initscr, returns nil on an unknown TERM instead of exiting the process.
        guard let output = fdopen(STDOUT_FILENO, "w"), let input = fdopen(STDIN_FILENO, "r"),
              let screen = newterm(nil, output, input) else {
            throw TerminalError.unknownTerminal(term)
        }
        self.output = output
        set_term(screen)
        // Checked before anything is drawn: newterm accepts TERM=dumb, which cannot draw a screen.
        guard cs_can_draw_screens() != 0 else {
            endwin()
            delscreen(screen)
            throw TerminalError.incapable(term ?? "")
        }
        guard cs_has_reverse_video() != 0 else {
            endwin()
            delscreen(screen)
            throw TerminalError.noReverseVideo(term ?? "")
        }
        guard let window = cs_stdscr() else { throw TerminalError.unknownTerminal(term) }
        self.window = window
        cbreak()
        noecho()
        keypad(window, true)
        leaveok(window, true)
        curs_set(0)
        set_escdelay(25)
        colour = !noColorRequested && has_colors()
        if colour {
            start_color()
            use_default_colors()
        }
        attributes = CursesAttributes(colour: colour)
        mousemask(cs_button1_clicked() | cs_wheel_up() | cs_wheel_down(), nil)
        // Text pasted by mistake would otherwise be read key by key: an r relaunches the app,
        // a space presses the focused button, a q quits.
        cs_bracketed_paste(1)
    }

    /// The terminal's size in cells (ncurses updates it before delivering KEY_RESIZE).
    var size: TerminalSize {
        guard let window else { return TerminalSize(width: 0, height: 0) }
        return TerminalSize(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
    }

    /// Writes the cells of `frame` that differ from the last frame drawn, then shows them.
    /// An identical frame writes nothing.
    func draw(_ frame: Screen) {
        guard let window else { return }
        // Without a last frame the window is blank (just made, or cleared by `invalidate`), so
        // only what is not blank needs writing.
        let cleared = previous == nil
        let runs = previous.map { ScreenDiff.runs(from: $0, to: frame) } ?? ScreenDiff.runs(overBlank: frame)
        previous = frame
        // A cleared window is refreshed even when the frame is blank, or the terminal keeps what it showed.
        guard !runs.isEmpty || cleared else { return }
        // One buffer for every run, and a local one: a stored property would be checked for
        // exclusive access at each of its thousands of appends.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4 * frame.width)
        for run in runs { write(run, on: window, through: &bytes) }
        wrefresh(window)
    }

    func invalidate() {
        previous = nil
        if let window { wclear(window) }
    }

    /// Waits up to `milliseconds` for input; a signal that arrived before or during the wait
    /// comes back as `.signal`.
    ///
    /// Throws `TerminalError.inputLost` when reads keep failing instantly: with standard input
    /// at end of file every read returns at once, and the loop would spin a whole core.
    func read(timeout milliseconds: Int) throws -> TerminalInput {
        if let signal = PendingSignal.received { return .signal(signal) }
        guard let window else { throw TerminalError.inputLost }
        if PendingSignal.takeContinued() {
            // Continued after a stop (SIGSTOP, SIGTTOU, SIGTTIN; Ctrl-Z is ncurses' own) and `fg`:
            // the shell put its tty modes back meanwhile, so keys would wait for Enter. Leaving
            // curses mode is ncurses' way back in: the next refresh restores the program's modes,
            // keypad, mouse and alternate screen, and a resize makes the loop draw every cell.
            endwin()
            // The shell turns bracketed paste off for the commands it runs, `fg` among them.
            cs_bracketed_paste(1)
            return .key(.resize)
        }
        let wanted = Int32(clamping: milliseconds)
        if wanted != timeoutMS { wtimeout(window, wanted); timeoutMS = wanted }
        let started = Monotonic.seconds()
        var code: wint_t = 0
        let status = wget_wch(window, &code)
        guard status != ERR else {
            if let signal = PendingSignal.received { return .signal(signal) }
            if wanted > 0 && Monotonic.seconds() - started < 0.001 {
                instantFailures += 1
                if instantFailures >= 20 { throw TerminalError.inputLost }
            } else if wanted > 0 {
                instantFailures = 0
            }
            return .timedOut
        }
        instantFailures = 0
        if status == OK && code == 27 { return escapeOrSequence(window) }
        if status == KEY_CODE_YES && Int32(bitPattern: code) == KEY_MOUSE {
            var event = MEVENT()
            guard getmouse(&event) == OK else { return .ignored }
            let x = Int(event.x), y = Int(event.y)
            if event.bstate & cs_wheel_up() != 0 { return .key(.wheel(x: x, y: y, down: false)) }
            if event.bstate & cs_wheel_down() != 0 { return .key(.wheel(x: x, y: y, down: true)) }
            guard event.bstate & cs_button1_clicked() != 0 else { return .ignored }
            return .key(.mouse(x: x, y: y))
        }
        return KeyDecoder.key(status: status, code: code).map(TerminalInput.key) ?? .ignored
    }

    /// An Esc, or the start of a key's sequence the terminal description does not list (Home
    /// and End as tmux and the Linux console send them, Alt or Ctrl with a key): ncurses hands
    /// those over as Esc and then their characters, and read as Esc they went back a page or
    /// cancelled the consent request. What is waiting at once decides: nothing, another Esc, or
    /// a key ncurses decoded (put back for the next read) leaves a lone Esc; `[` or `O` opens a
    /// sequence, read to its final character and taken as a key the demo does not use; any
    /// other character is Alt with it, which the demo does not use either.
    private func escapeOrSequence(_ window: UnsafeMutablePointer<WINDOW>) -> TerminalInput {
        wtimeout(window, 0)
        timeoutMS = 0
        func waiting() -> (status: Int32, code: wint_t)? {
            var code: wint_t = 0
            let status = wget_wch(window, &code)
            return status == ERR ? nil : (status, code)
        }
        guard let first = waiting() else { return .key(.escape) }
        guard first.status == OK, first.code >= 32, first.code != 127 else {
            if first.status == KEY_CODE_YES { ungetch(Int32(bitPattern: first.code)) } else { unget_wch(wchar_t(bitPattern: first.code)) }
            return .key(.escape)
        }
        switch first.code {
        case wint_t(UInt8(ascii: "[")):
            // Parameters and intermediates, then one final character from @ to ~.
            var sequence = ""
            for _ in 0..<32 {
                guard let next = waiting(), next.status == OK else { break }
                if let scalar = Unicode.Scalar(next.code) { sequence.unicodeScalars.append(scalar) }
                if (0x40...0x7E).contains(next.code) { break }
            }
            if sequence == "200~" { return skipPaste(window) }
            return .key(Self.sequenceKey(sequence))
        case wint_t(UInt8(ascii: "O")):
            let final = waiting().flatMap { Unicode.Scalar($0.code) }.map { String(Character($0)) } ?? ""
            return .key(.unlisted(Self.sequenceName(final)))
        default:
            return .key(.unlisted("Alt-" + (Unicode.Scalar(first.code).map { String(Character($0)) } ?? "?")))
        }
    }

    /// Reads pasted text up to the terminal's end mark (`Esc [ 201 ~`) and drops it: none of it
    /// is a key the participant pressed. A paste whose end mark never comes ends after a pause.
    private func skipPaste(_ window: UnsafeMutablePointer<WINDOW>) -> TerminalInput {
        wtimeout(window, 200)
        timeoutMS = 200
        let end: [wint_t] = [27, 91, 50, 48, 49, 126]           // Esc [ 2 0 1 ~
        var matched = 0
        var resized = false
        var code: wint_t = 0
        while matched < end.count {
            let status = wget_wch(window, &code)
            if status == ERR { break }
            if status == KEY_CODE_YES {
                // A resize during the paste is kept for the next read; other decoded keys are text.
                if Int32(bitPattern: code) == KEY_RESIZE { resized = true }
                matched = 0
                continue
            }
            if code == end[matched] { matched += 1 } else { matched = code == end[0] ? 1 : 0 }
        }
        if resized { ungetch(KEY_RESIZE) }
        return .key(.unlisted("Pasted text"))
    }

    /// The key `Esc [` and `sequence` stand for. Shift-Tab, PgUp and PgDn are the demo's own keys,
    /// and a terminal sends them as xterm does (`Z`, `5~`, `6~`) whatever `TERM` says; where the
    /// terminal description does not list them (vt100, vt220, ansi) ncurses leaves them undecoded.
    static func sequenceKey(_ sequence: String) -> Key {
        switch sequence {
        case "Z": return .backTab
        case "5~": return .pageUp
        case "6~": return .pageDown
        default: return .unlisted(sequenceName(sequence))
        }
    }

    /// The name of a key from what follows its `Esc [` or `Esc O` (`1~` Home as tmux sends it,
    /// `F` End, `15;5~` Ctrl-F5; F5 to F12 as xterm sends them, which vt100, vt220, ansi and
    /// linux describe otherwise or not at all), for the bottom line's word on a key the demo does not use.
    static func sequenceName(_ sequence: String) -> String {
        let parts = sequence.dropLast().split(separator: ";")
        switch (sequence.last, parts.first.map(String.init)) {
        case ("H", _), ("~", "1"), ("~", "7"): return "Home"
        case ("F", _), ("~", "4"), ("~", "8"): return "End"
        case ("~", "2"): return "Insert"
        case ("~", "3"): return "Delete"
        case ("~", "11"): return "F1"
        case ("~", "12"): return "F2"
        case ("~", "13"): return "F3"
        case ("~", "14"): return "F4"
        case ("~", "15"): return "F5"
        case ("~", "17"): return "F6"
        case ("~", "18"): return "F7"
        case ("~", "19"): return "F8"
        case ("~", "20"): return "F9"
        case ("~", "21"): return "F10"
        case ("~", "23"): return "F11"
        case ("~", "24"): return "F12"
        case ("P", _): return "F1"
        case ("Q", _): return "F2"
        case ("R", _): return "F3"
        case ("S", _): return "F4"
        default: return "that key"
        }
    }

    /// Gives the terminal back as it was: leaves the alternate screen, shows the cursor, restores
    /// the tty modes and turns mouse reporting off. Only the first call after a start does anything.
    /// A terminal without an alternate screen (`TERM=linux`, `vt220`) is cleared instead, or the
    /// last frame stays and the shell's next lines run into its key line.
    func stop() {
        guard window != nil, !stopped else { return }
        stopped = true
        cs_bracketed_paste(0)
        endwin()
        if cs_has_alternate_screen() == 0 { cs_clear_screen() }
        if let output { fflush(output) }
    }

    /// Writes a run's cells as UTF-8 bytes, one ncurses call per stretch of one style: no
    /// String is made per cell (that was most of the first frame's cost).
    private func write(_ run: ScreenDiff.Run, on window: UnsafeMutablePointer<WINDOW>, through bytes: inout [UInt8]) {
        bytes.removeAll(keepingCapacity: true)
        var textX = run.x
        var textStyle: (key: UInt64, style: Style)?
        var mayExtend = false
        func flush() {
            guard let style = textStyle?.style, !bytes.isEmpty else { return }
            wattrset(window, attributes.attributes(for: style))
            bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { _ = mvwaddnstr(window, Int32(run.y), Int32(textX), $0.baseAddress, Int32(buffer.count)) }
            }
            bytes.removeAll(keepingCapacity: true)
        }
        for (i, cell) in run.cells.enumerated() {
            // The right half of a wide character: its left half already covers this column.
            if cell.isContinuation { continue }
            if cell.styleKey != textStyle?.key || !mayExtend {
                flush()
                textX = run.x + i
                textStyle = (cell.styleKey, cell.style)
            }
            // After a non-ASCII glyph, place the next one explicitly, in case the terminal's idea
            // of its width differs from ours.
            mayExtend = cell.appendUTF8(to: &bytes) == 1
        }
        flush()
    }
}
