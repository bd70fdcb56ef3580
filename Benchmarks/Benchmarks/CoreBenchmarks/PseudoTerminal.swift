import CPseudoTerminal
import Foundation
import Glibc

/// A pseudo-terminal standing in for the standard input and output of this process while a terminal benchmark
/// runs, with a thread that reads and drops whatever is drawn on it.
///
/// NB: `CursesTerminal` draws only on a real terminal (both standard streams must be ttys). The benchmark tool
/// talks to this process over descriptors of its own, so lending 0 and 1 to a pty for a while hides nothing.
final class PseudoTerminal {
    private let master: Int32
    private let slave: Int32
    private let savedInput: Int32
    private let savedOutput: Int32
    private let readerDone = DispatchSemaphore(value: 0)

    /// Opens a pair of `columns` × `rows` and puts its terminal end on descriptors 0 and 1; nil if the system has
    /// no pty to give.
    init?(columns: Int, rows: Int) {
        var slave: Int32 = -1
        let master = parlor_open_pty(&slave, UInt16(columns), UInt16(rows))
        guard master >= 0 else { return nil }
        self.master = master
        self.slave = slave
        fflush(nil)
        savedInput = dup(STDIN_FILENO)
        savedOutput = dup(STDOUT_FILENO)
        dup2(slave, STDIN_FILENO)
        dup2(slave, STDOUT_FILENO)
        // NB: a pty holds only a few KB; without a reader, drawing would block once that is full.
        let done = readerDone
        let reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while buffer.withUnsafeMutableBytes({ read(master, $0.baseAddress, $0.count) }) > 0 {}
            done.signal()
        }
        reader.start()
    }

    /// Gives descriptors 0 and 1 back and closes the pair.
    func close() {
        fflush(nil)
        dup2(savedInput, STDIN_FILENO)
        dup2(savedOutput, STDOUT_FILENO)
        Glibc.close(savedInput)
        Glibc.close(savedOutput)
        // NB: with the terminal end closed everywhere the reader's read fails; the master is closed only after,
        // so its number cannot be reused under a read still going on.
        Glibc.close(slave)
        readerDone.wait()
        Glibc.close(master)
    }
}
