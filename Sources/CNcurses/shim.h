#ifndef PARLOR_CNCURSES_SHIM_H
#define PARLOR_CNCURSES_SHIM_H

// NB: both must come before the include, or the wide-character API (get_wch, cchar_t) stays invisible to Swift.
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include <langinfo.h>
#include <locale.h>
#include <ncursesw/ncurses.h>
#include <stdio.h>

// NB: Swift 6 rejects C globals as shared mutable state and cannot import function-like macros, so each one the
// driver needs is read through a static inline accessor.

static inline WINDOW *parlor_stdscr(void) { return stdscr; }
static inline int parlor_colors(void) { return COLORS; }
static inline int parlor_color_pairs(void) { return COLOR_PAIRS; }
static inline FILE *parlor_stdin(void) { return stdin; }
static inline FILE *parlor_stdout(void) { return stdout; }

static inline attr_t parlor_a_bold(void) { return A_BOLD; }
static inline attr_t parlor_a_reverse(void) { return A_REVERSE; }
static inline attr_t parlor_a_underline(void) { return A_UNDERLINE; }
static inline attr_t parlor_a_dim(void) { return A_DIM; }

static inline mmask_t parlor_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t parlor_button2_pressed(void) { return BUTTON2_PRESSED; }
static inline mmask_t parlor_button3_pressed(void) { return BUTTON3_PRESSED; }
static inline mmask_t parlor_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t parlor_button5_pressed(void) { return BUTTON5_PRESSED; }
static inline mmask_t parlor_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }
static inline mmask_t parlor_button_released(int n) { return NCURSES_MOUSE_MASK(n, NCURSES_BUTTON_RELEASED); }

static inline int parlor_key_f(int n) { return KEY_F(n); }

// NB: tiparm is variadic, which Swift cannot call; these fix its argument count.
static inline char *parlor_tiparm1(const char *cap, int a) { return tiparm(cap, a); }
static inline char *parlor_tiparm2(const char *cap, int a, int b) { return tiparm(cap, a, b); }
static inline char *parlor_tiparm9(const char *cap, int a, int b, int c, int d, int e, int f, int g, int h, int i) {
    return tiparm(cap, a, b, c, d, e, f, g, h, i);
}

#endif
