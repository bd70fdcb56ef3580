import Testing

@testable import CursesDriver

@Suite struct TerminfoWriterTests {
    @Test(arguments: [
        ("\u{1b}[%i%p1%d;%p2%dH$<5>", "\u{1b}[%i%p1%d;%p2%dH"),
        ("\u{1b}[1m$<2>", "\u{1b}[1m"),
        ("\u{1b}[H\u{1b}[J$<50>", "\u{1b}[H\u{1b}[J"),
        ("$<1.5*/>\u{1b}[7m$<2*>x$<3/>", "\u{1b}[7mx"),
        ("\u{1b}[0m", "\u{1b}[0m"),
        ("$", "$"),
        ("cost $5", "cost $5"),
        ("$<>", "$<>"),
        ("$<x>", "$<x>"),
        ("$<5", "$<5"),
        ("$<1.2.3>", "$<1.2.3>"),
        ("a$$<5>b", "a$b"),
    ])
    func paddingIsStrippedAndOtherDollarsKept(text: String, expected: String) {
        #expect(TerminfoWriter.withoutPadding(Array(text.utf8)) == Array(expected.utf8))
    }
}
