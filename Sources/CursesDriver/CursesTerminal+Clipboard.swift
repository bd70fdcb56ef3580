import Foundation
import Glibc

extension CursesTerminal {
    /// The OSC 52 request that asks a terminal to put `text` on the system clipboard:
    /// `ESC ] 52 ; c ; <base64 of the UTF-8 bytes> BEL`.
    public static func clipboardSequence(for text: String) -> String {
        "\u{1b}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}"
    }

    /// Asks the terminal to put `text` on the system clipboard (OSC 52), after the frame already drawn.
    ///
    /// Terminals that do not allow OSC 52 ignore the request, so the caller should say "if your terminal allows
    /// it". Inside tmux the request reaches the outer terminal only with `set -g set-clipboard on` in tmux.conf.
    ///
    /// NB: written straight to standard output, the terminal `init(options:)` draws on: `present` ends with
    /// curses' output flushed, so the request cannot land inside a frame. It moves no cursor and draws nothing,
    /// so curses' idea of the screen stays true. (ncurses' putp was tried first: on a terminal started on other
    /// streams it still wrote to standard output, so it offers nothing over a plain write.)
    public func copyToClipboard(_ text: String) {
        guard !isStopped else { return }
        var bytes = Array(Self.clipboardSequence(for: text).utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0 {
                guard errno == EINTR || errno == EAGAIN else { return }
                continue
            }
            bytes = bytes.dropFirst(written)
        }
    }
}
