#define _XOPEN_SOURCE 600
#include <fcntl.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "CPseudoTerminal.h"

int parlor_open_pty(int *slave, unsigned short columns, unsigned short rows) {
    int master = posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0) return -1;
    struct winsize size = {.ws_row = rows, .ws_col = columns};
    const char *name = (grantpt(master) == 0 && unlockpt(master) == 0 && ioctl(master, TIOCSWINSZ, &size) == 0)
        ? ptsname(master) : NULL;
    int terminal = name ? open(name, O_RDWR | O_NOCTTY) : -1;
    if (terminal < 0) {
        close(master);
        return -1;
    }
    *slave = terminal;
    return master;
}
