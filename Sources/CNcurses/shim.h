#ifndef PARLOR_CNCURSES_SHIM_H
#define PARLOR_CNCURSES_SHIM_H

// NB: both must come before the include, or the wide-character API (get_wch, cchar_t) stays invisible to Swift.
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include <locale.h>
#include <ncursesw/ncurses.h>

#endif
