import CursesDriver
import Foundation
import Glibc
import TermCore
import Testing

// NB: curses, the signal relay and the locale are process-wide, so these run one at a time.
@Suite(.serialized) struct CursesTerminalTests {
    private func start(
        input: String = "",
        terminalType: String = "xterm-256color",
        options: CursesTerminal.Options = .init()
    ) throws -> (CursesTerminal, TerminalFiles) {
        let files = try TerminalFiles(input: input)
        let terminal = try CursesTerminal(
            terminalType: terminalType,
            inputPath: files.inputPath,
            outputPath: files.outputPath,
            locale: "C.UTF-8",
            options: options
        )
        return (terminal, files)
    }

    /// Every event until end of input; a regular file never blocks, so a decoding bug cannot hang the test.
    private func eventsUntilEnd(_ terminal: CursesTerminal) -> [TerminalEvent] {
        var events: [TerminalEvent] = []
        for _ in 0..<10 where events.last != .endOfInput {
            events += terminal.waitForEvents()
        }
        return events
    }

    private func board(size: Size, mark: Character = " ", status: String = "X to move") -> Canvas {
        var canvas = Canvas(size: size)
        canvas.put(" Parlor - a game ", x: 0, y: 0, style: Style(attributes: .reverse))
        let rows = ["┌───┬───┬───┐", "│ \(mark) │   │   │", "├───┼───┼───┤", "│   │ O │   │", "└───┴───┴───┘"]
        for (index, row) in rows.enumerated() {
            canvas.put(row, x: 4, y: 2 + index, style: Style(foreground: .cyan))
        }
        canvas.put(status, x: 0, y: size.height - 1, style: Style(attributes: .bold))
        return canvas
    }

    @Test func startsWithColoursAndUnicode() throws {
        let (terminal, _) = try start()
        defer { terminal.stop() }
        #expect(terminal.colorCount == 256)
        #expect(terminal.isUnicode)
        #expect(terminal.size.width > 20 && terminal.size.height > 10)
    }

    @Test func presentDrawsTextBoxDrawingAndStyles() throws {
        let (terminal, _) = try start()
        defer { terminal.stop() }
        terminal.present(board(size: terminal.size, mark: "X"))

        let lines = (2...6).map { terminal.drawnLine($0).trimmingCharacters(in: .whitespaces) }
        #expect(lines == ["┌───┬───┬───┐", "│ X │   │   │", "├───┼───┼───┤", "│   │ O │   │", "└───┴───┴───┘"])
        #expect(terminal.drawnCell(x: 4, y: 4) == Cell("├", style: Style(foreground: .cyan)))
        #expect(terminal.drawnCell(x: 1, y: 0) == Cell("P", style: Style(attributes: .reverse)))
        #expect(terminal.drawnCell(x: 0, y: terminal.size.height - 1) == Cell("X", style: Style(attributes: .bold)))
        #expect(terminal.drawnCell(x: 30, y: 10) == Cell(" "))
    }

    @Test func withoutColoursOnlyAttributesAreDrawn() throws {
        let (terminal, _) = try start(options: .init(mouse: false, colors: false))
        defer { terminal.stop() }
        #expect(terminal.colorCount == 0)
        var canvas = Canvas(size: terminal.size)
        canvas.put("X", x: 2, y: 1, style: Style(foreground: .red, background: .palette(200), attributes: [.bold]))
        canvas.put("O", x: 3, y: 1, style: Style(foreground: .blue, attributes: [.underline, .dim]))
        terminal.present(canvas)
        #expect(terminal.drawnCell(x: 2, y: 1) == Cell("X", style: Style(attributes: .bold)))
        #expect(terminal.drawnCell(x: 3, y: 1) == Cell("O", style: Style(attributes: [.underline, .dim])))
    }

    @Test func eightColourTerminalsGetBasicColours() throws {
        let (terminal, _) = try start(terminalType: "xterm")
        defer { terminal.stop() }
        #expect(terminal.colorCount == 8)
        var canvas = Canvas(size: terminal.size)
        canvas.put("a", x: 0, y: 0, style: Style(foreground: .palette(9), background: .blue))
        canvas.put("b", x: 1, y: 0, style: Style(foreground: .palette(200), background: .palette(15)))
        terminal.present(canvas)
        #expect(terminal.drawnCell(x: 0, y: 0) == Cell("a", style: Style(foreground: .red, background: .blue)))
        #expect(terminal.drawnCell(x: 1, y: 0) == Cell("b", style: Style(background: .white)))
    }

    @Test func controlCharactersAreNotSentToTheTerminal() throws {
        let (terminal, _) = try start()
        defer { terminal.stop() }
        var canvas = Canvas(size: terminal.size)
        canvas.put("a\nb\u{1b}c\u{9b}d", x: 0, y: 0)
        terminal.present(canvas)
        #expect(terminal.drawnLine(0).hasPrefix("a?b?c?d "))
        #expect(terminal.drawnLine(1).trimmingCharacters(in: .whitespaces).isEmpty)
    }

    @Test func aLargerCanvasIsClipped() throws {
        let (terminal, _) = try start()
        defer { terminal.stop() }
        let size = terminal.size
        var canvas = Canvas(size: Size(width: size.width + 5, height: size.height + 2), fill: Cell("#"))
        canvas.put("end", x: size.width - 3, y: 0)
        terminal.present(canvas)
        #expect(terminal.drawnLine(0).hasSuffix("end"))
        #expect(terminal.drawnLine(1) == String(repeating: "#", count: size.width))
    }

    @Test func aSmallChangeWritesFewBytes() throws {
        let (terminal, files) = try start()
        defer { terminal.stop() }
        let start = files.bytesWritten
        terminal.present(board(size: terminal.size))
        let full = files.bytesWritten - start

        terminal.present(board(size: terminal.size, mark: "X", status: "O to move"))
        let move = files.bytesWritten - start - full

        terminal.present(board(size: terminal.size, mark: "X", status: "O to move"))
        let unchanged = files.bytesWritten - start - full - move

        terminal.invalidate()
        terminal.present(board(size: terminal.size, mark: "X", status: "O to move"))
        let repaint = files.bytesWritten - start - full - move - unchanged

        #expect(move > 0 && move <= 128, "a move wrote \(move) bytes, the first frame \(full)")
        #expect(unchanged == 0)
        #expect(repaint > move * 4, "a repaint wrote \(repaint) bytes")
        #expect(terminal.drawnLine(3).contains("│ X │"))
    }

    @Test(arguments: [
        ("\u{1b}[A", [TerminalEvent.key(.up)]),
        ("\u{1b}OA", [.key(.up)]),
        ("\u{1b}OB\u{1b}OC\u{1b}OD", [.key(.down), .key(.right), .key(.left)]),
        ("q", [.key(.character("q"))]),
        ("\r", [.key(.enter)]),
        ("\n", [.key(.enter)]),
        ("\t", [.key(.tab)]),
        ("\u{7f}", [.key(.backspace)]),
        ("\u{1b}", [.key(.escape)]),
        ("\u{1b}OP", [.key(.function(1))]),
        ("\u{1b}[24~", [.key(.function(12))]),
        ("\u{1b}[H\u{1b}[F\u{1b}OH\u{1b}OF", [.key(.home), .key(.end), .key(.home), .key(.end)]),
        ("\u{1b}[5~\u{1b}[6~", [.key(.pageUp), .key(.pageDown)]),
        ("\u{0c}", [.key(.control("l"))]),
        ("é│", [.key(.character("é")), .key(.character("│"))]),
        ("7 ?", [.key(.character("7")), .key(.character(" ")), .key(.character("?"))]),
        ("\u{1b}[<0;5;3M\u{1b}[<0;5;3m", [.mouse(MouseEvent(position: Point(x: 4, y: 2), button: .left))]),
        ("\u{1b}[<2;1;1M", [.mouse(MouseEvent(position: Point(x: 0, y: 0), button: .right))]),
        ("\u{1b}[<64;9;4M", [.mouse(MouseEvent(position: Point(x: 8, y: 3), button: .scrollUp))]),
        ("", []),
    ])
    func decodesInputThenEnds(input: String, expected: [TerminalEvent]) throws {
        let (terminal, _) = try start(input: input)
        defer { terminal.stop() }
        #expect(eventsUntilEnd(terminal) == expected + [.endOfInput])
        #expect(terminal.waitForEvents() == [.endOfInput])
    }

    @Test(arguments: [
        ("5", [TerminalEvent.key(.character("5"))]),
        ("57q", [.key(.character("5")), .key(.character("7")), .key(.character("q"))]),
        // NB: curses reads up to Z looking for a key (ESC [ 1 ; 5 A is Ctrl-Up), then hands out what it read ahead.
        (
            "\u{1b}[1;5Z",
            [
                .key(.escape), .key(.character("[")), .key(.character("1")), .key(.character(";")),
                .key(.character("5")), .key(.character("Z")),
            ]
        ),
    ])
    func oneWaitReturnsEveryKeyReadSoFar(input: String, expected: [TerminalEvent]) throws {
        let (terminal, _) = try start(input: input)
        defer { terminal.stop() }
        // NB: a key curses read ahead and kept would come only with a later wait (or, on a terminal, the next key).
        #expect(terminal.waitForEvents().filter { $0 != .endOfInput } == expected)
    }

    @Test(arguments: [
        // NB: SGR reports: 0 is the left button, 1 the middle, 2 the right, 35 motion with no button held.
        ("\u{1b}[<2;12;7M\u{1b}[<2;12;7m", true, [MouseEvent(position: Point(x: 11, y: 6), button: .right)]),
        (
            "\u{1b}[<35;5;3M\u{1b}[<35;6;3M", true,
            [
                MouseEvent(position: Point(x: 4, y: 2), button: .hover),
                MouseEvent(position: Point(x: 5, y: 2), button: .hover),
            ]
        ),
        ("\u{1b}[<35;5;3M\u{1b}[<0;5;3M", false, [MouseEvent(position: Point(x: 4, y: 2), button: .left)]),
        ("\u{1b}[<1;3;3M\u{1b}[<1;3;3m", false, [MouseEvent(position: Point(x: 2, y: 2), button: .middle)]),
    ])
    func decodesButtonsAndMotion(input: String, motion: Bool, expected: [MouseEvent]) throws {
        let (terminal, _) = try start(input: input, options: .init(mouseMotion: motion))
        defer { terminal.stop() }
        #expect(eventsUntilEnd(terminal) == expected.map(TerminalEvent.mouse) + [.endOfInput])
    }

    @Test func mouseOffReportsNoClicks() throws {
        let (terminal, _) = try start(input: "\u{1b}[<0;5;3Mq", options: .init(mouse: false))
        defer { terminal.stop() }
        let keys = eventsUntilEnd(terminal).filter { if case .mouse = $0 { true } else { false } }
        #expect(keys.isEmpty)
    }

    @Test func devNullInputEnds() throws {
        let files = try TerminalFiles(input: "")
        let terminal = try CursesTerminal(
            terminalType: "xterm-256color",
            inputPath: "/dev/null",
            outputPath: files.outputPath,
            locale: "C.UTF-8"
        )
        defer { terminal.stop() }
        #expect(terminal.waitForEvents() == [.endOfInput])
    }

    @Test func livePipeInputWakesAndHangUpEnds() throws {
        let files = try TerminalFiles(input: "")
        let fifo = files.directory.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // NB: a FIFO opens for writing only once a reader exists, and the driver's blocking open needs a writer.
        let keeper = open(fifo, O_RDONLY | O_NONBLOCK)
        let writer = open(fifo, O_WRONLY)
        // NB: the test closes both ends itself to hang up; closing one again at the end would close whatever
        // socket or file another test running meanwhile got under that number (a server's accepted connection
        // failed with EBADF in NIO and took the whole test process down).
        let terminal = try CursesTerminal(
            terminalType: "xterm-256color",
            inputPath: fifo,
            outputPath: files.outputPath,
            locale: "C.UTF-8"
        )
        defer { terminal.stop() }

        let waker = terminal.makeWaker()
        waker.wake()
        waker.wake()
        #expect(terminal.waitForEvents() == [])

        let thread = Thread { waker.wake() }
        thread.start()
        #expect(terminal.waitForEvents() == [])

        #expect(write(writer, "\u{1b}[Ax", 4) == 4)
        #expect(terminal.waitForEvents() == [.key(.up), .key(.character("x"))])

        close(writer)
        close(keeper)
        #expect(terminal.waitForEvents() == [.endOfInput])
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func terminationSignalsBecomeEventsAndHandlersAreRestored(signal: Int32) throws {
        let files = try TerminalFiles(input: "")
        let fifo = files.directory.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let keeper = open(fifo, O_RDWR)
        defer { close(keeper) }
        let terminal = try CursesTerminal(
            terminalType: "xterm-256color",
            inputPath: fifo,
            outputPath: files.outputPath,
            locale: "C.UTF-8"
        )
        // NB: kill, not raise: raise targets this thread, and the test runner's worker threads block signals.
        kill(getpid(), signal)
        // NB: if the signal were lost, fail instead of waiting forever.
        let waker = terminal.makeWaker()
        Thread {
            Thread.sleep(forTimeInterval: 2)
            waker.wake()
        }.start()
        #expect(terminal.waitForEvents() == [.terminationRequested(signal: signal)])
        terminal.stop()

        var action = sigaction()
        sigaction(signal, nil, &action)
        #expect(action.__sigaction_handler.sa_handler == nil, "the default disposition is back")
    }

    @Test func unknownTerminalTypeThrowsAndLeavesNothingRunning() throws {
        let files = try TerminalFiles(input: "")
        #expect(throws: CursesError.unknownTerminalType("no-such-terminal")) {
            try CursesTerminal(
                terminalType: "no-such-terminal",
                inputPath: files.inputPath,
                outputPath: files.outputPath,
                locale: "C.UTF-8"
            )
        }
        let (terminal, _) = try start()
        terminal.stop()
    }

    @Test func onlyOneTerminalRunsAtATime() throws {
        let (first, files) = try start()
        #expect(throws: CursesError.alreadyActive) {
            try CursesTerminal(
                terminalType: "xterm-256color",
                inputPath: files.inputPath,
                outputPath: files.directory.appendingPathComponent("second").path,
                locale: "C.UTF-8"
            )
        }
        first.stop()
        let (second, _) = try start()
        second.stop()
    }

    @Test func stopIsIdempotentAndEndsInput() throws {
        let (terminal, files) = try start(input: "q")
        terminal.present(board(size: terminal.size))
        terminal.stop()
        let afterStop = files.bytesWritten
        terminal.stop()
        terminal.present(board(size: terminal.size, mark: "X"))
        terminal.bell()
        #expect(terminal.waitForEvents() == [.endOfInput])
        #expect(files.bytesWritten == afterStop)
    }
}
