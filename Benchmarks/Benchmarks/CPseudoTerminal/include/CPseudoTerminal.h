#ifndef C_PSEUDO_TERMINAL_H
#define C_PSEUDO_TERMINAL_H

/// Opens a pseudo-terminal pair of `columns` x `rows`: returns the master's descriptor and stores the terminal
/// end's in *slave, or returns -1. (posix_openpt, grantpt, unlockpt, ptsname and ioctl are hidden from Swift.)
int parlor_open_pty(int *slave, unsigned short columns, unsigned short rows);

#endif
