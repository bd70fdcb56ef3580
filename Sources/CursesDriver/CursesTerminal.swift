import CNcurses
import Glibc
public import TermCore

/// The terminal while curses runs on it: draws canvases, turns input and signals into `TerminalEvent`s.
///
/// ncurses is not thread-safe, so create, use and stop it on one thread; other threads reach it only through a
/// `Waker`. `stop()` (or deinit, or process exit) gives the terminal back as it was.
public final class CursesTerminal {
    let screen: OpaquePointer
    let window: UnsafeMutablePointer<WINDOW>
    let inputFD: Int32
    /// Where `present` writes the frames it draws without curses.
    let outputFD: Int32
    let wakePipe: WakePipe
    var colorPairs: ColorPairs
    let mouseEnabled: Bool
    let mouseMotion: Bool
    private let streamsToClose: [UnsafeMutablePointer<FILE>]

    var lastCanvas: Canvas?
    var lastScreenSize: Size
    var needsFullRepaint = true
    /// The buttons pressed and not released yet, as the mouse reports came (`MouseDecoder`).
    var heldButtons: Set<MouseEvent.Button> = []
    /// The storage of the runs `present` hands curses, kept from frame to frame.
    var runBuffer: [cchar_t] = []
    /// The last style `present` drew with and its blank cell as curses stores it, so a colour pair is looked up
    /// only when the style changes.
    var styleTemplate: (Style, cchar_t)?
    /// Draws the frames between full repaints; `nil` when the terminal's entry lacks what it needs.
    var writer: TerminfoWriter?
    /// For each ASCII byte, whether it is a key by itself that no key sequence of the terminal starts with, so
    /// curses has read nothing ahead once it returned it.
    let standAloneBytes: [Bool]
    private(set) var isStopped = false

    /// Whether the locale's codeset is UTF-8, so box drawing and other non-ASCII characters can be shown.
    public let isUnicode: Bool

    /// How many colours `present` can use: 0 when colours are off or the terminal has none, else its `COLORS`.
    public var colorCount: Int { colorPairs.colorCount }

    /// Starts curses on the controlling terminal (standard input and output).
    ///
    /// Throws `.notATerminal` when either is redirected and `.unknownTerminalType` when terminfo does not know
    /// `TERM`; the caller then falls back to the plain line mode.
    public convenience init(options: Options) throws(CursesError) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
        try self.init(
            terminalType: nil,
            input: parlor_stdin(),
            output: parlor_stdout(),
            closingStreams: false,
            options: options,
            locale: ""
        )
    }

    /// Starts curses on the given streams; `terminalType` nil means `TERM`.
    init(
        terminalType: String?,
        input: UnsafeMutablePointer<FILE>,
        output: UnsafeMutablePointer<FILE>,
        closingStreams: Bool,
        options: Options,
        locale: String
    ) throws(CursesError) {
        func failing(_ error: CursesError) -> CursesError {
            if closingStreams {
                fclose(input)
                fclose(output)
            }
            return error
        }
        guard !ExitRestorer.isActive else { throw failing(.alreadyActive) }

        // NB: without the locale, ncurses treats UTF-8 bytes as Latin-1 and box drawing comes out as garbage.
        setlocale(LC_ALL, locale)
        isUnicode = String(cString: nl_langinfo(nl_item(CODESET))) == "UTF-8"

        do {
            wakePipe = try WakePipe()
        } catch {
            throw failing(error)
        }
        SignalRelay.start(writingTo: wakePipe.writeFD)

        // NB: newterm, not initscr: initscr prints an error and exits the process when terminfo lacks TERM.
        guard let screen = newterm(terminalType, output, input), let window = parlor_stdscr() else {
            SignalRelay.stop()
            let type = terminalType ?? getenv("TERM").map { String(cString: $0) } ?? ""
            throw failing(.unknownTerminalType(type))
        }
        self.screen = screen
        self.window = window
        inputFD = fileno(input)
        outputFD = fileno(output)
        streamsToClose = closingStreams ? [input, output] : []
        mouseEnabled = options.mouse
        mouseMotion = options.mouse && options.mouseMotion
        SignalRelay.chainResize()

        cbreak()
        noecho()
        nonl()
        Self.makeQuitCharacterAKey(on: inputFD)
        keypad(window, true)
        // NB: input is read only after poll(2) says so, then drained until ERR, never blocking in curses.
        nodelay(window, true)
        // NB: the cursor is hidden, so moving it back after each refresh would only cost bytes.
        leaveok(window, true)
        curs_set(0)
        set_escdelay(25)

        var colorCount = 0
        var hasDefaultColors = false
        if options.colors && has_colors() && start_color() == OK {
            colorCount = Int(parlor_colors())
            hasDefaultColors = use_default_colors() == OK
        }
        colorPairs = ColorPairs(
            colorCount: colorCount,
            hasDefaultColors: hasDefaultColors,
            pairCount: Int(parlor_color_pairs())
        )

        if options.mouse {
            mousemask(MouseDecoder.mask(motion: options.mouseMotion), nil)
            // NB: with the default interval ncurses holds every press back to see whether it becomes a click.
            mouseinterval(0)
        }
        Self.defineNormalModeKeys()
        standAloneBytes = Self.standAloneBytes()

        writer = TerminfoWriter()
        lastScreenSize = Size(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
        ExitRestorer.register(screen)
    }

    deinit {
        stop()
    }

    /// The terminal's current size in columns and rows.
    public var size: Size {
        guard !isStopped else { return lastScreenSize }
        return Size(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
    }

    /// Makes the next `present` repaint the whole screen, for Ctrl-L or after something else wrote to it.
    public func invalidate() {
        needsFullRepaint = true
    }

    /// Rings the terminal's bell (or flashes, as the user configured the terminal).
    public func bell() {
        guard !isStopped else { return }
        beep()
    }

    /// A handle another thread can use to make `waitForEvents()` return.
    public func makeWaker() -> Waker {
        Waker(pipe: wakePipe)
    }

    /// Ends curses and restores the terminal, the mouse and the signal handlers; safe to call more than once.
    public func stop() {
        guard !isStopped else { return }
        isStopped = true
        lastScreenSize = Size(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
        if mouseEnabled {
            mousemask(0, nil)
        }
        endwin()
        SignalRelay.stop()
        ExitRestorer.unregister()
        delscreen(screen)
        for stream in streamsToClose {
            fclose(stream)
        }
    }

    /// Makes Ctrl-\ a key while curses runs: the terminal no longer turns it into SIGQUIT.
    ///
    /// NB: cbreak keeps the terminal's signal characters, and Ctrl-C must keep its SIGINT; only the quit character
    /// is switched off (0 is `_POSIX_VDISABLE` on Linux). `def_prog_mode` makes this the mode curses comes back to
    /// after Ctrl-Z; `endwin` gives the shell its own modes back, the quit character included. Files (tests) have no
    /// modes to change.
    private static func makeQuitCharacterAKey(on fd: Int32) {
        var modes = termios()
        guard tcgetattr(fd, &modes) == 0 else { return }
        withUnsafeMutableBytes(of: &modes.c_cc) { $0[Int(VQUIT)] = 0 }
        guard tcsetattr(fd, TCSANOW, &modes) == 0 else { return }
        def_prog_mode()
    }

    /// Which ASCII bytes curses would hand back unchanged: printable or control, but not Escape, and neither a key
    /// of the terminal's entry (Backspace may be DEL or Ctrl-H) nor the start of one.
    private static func standAloneBytes() -> [Bool] {
        (0..<128).map { byte in
            guard byte != 0, byte != 0x1B, let scalar = Unicode.Scalar(byte) else { return false }
            return key_defined(String(Character(scalar))) == 0
        }
    }

    /// Teaches ncurses the arrow, Home and End sequences of a terminal that ignores the keypad-mode request.
    ///
    /// NB: terminfo lists only the application-mode forms (ESC O A); some terminals and multiplexers send the
    /// normal-mode forms (ESC [ A) regardless, which would otherwise arrive as Escape plus letters.
    private static func defineNormalModeKeys() {
        let sequences: [(String, Int32)] = [
            ("\u{1b}[A", KEY_UP), ("\u{1b}[B", KEY_DOWN), ("\u{1b}[C", KEY_RIGHT), ("\u{1b}[D", KEY_LEFT),
            ("\u{1b}[H", KEY_HOME), ("\u{1b}[F", KEY_END),
        ]
        for (sequence, code) in sequences where key_defined(sequence) == 0 {
            define_key(sequence, code)
        }
    }
}
