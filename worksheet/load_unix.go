//go:build unix

package worksheet

import "syscall"

// openNonblock opens a FIFO without waiting for a writer, so that load can
// see it is not a regular file and refuse it.
const openNonblock = syscall.O_NONBLOCK
