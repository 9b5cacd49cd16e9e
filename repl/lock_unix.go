//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package repl

import (
	"errors"
	"os"
	"syscall"
)

// lockFile takes an flock lock on f, exclusive or shared, waiting for it;
// closing f releases it. Where the file system has no locks (ENOLCK,
// EOPNOTSUPP) the file is used unlocked.
func lockFile(f *os.File, exclusive bool) error {
	how := syscall.LOCK_SH
	if exclusive {
		how = syscall.LOCK_EX
	}
	for {
		err := syscall.Flock(int(f.Fd()), how)
		switch {
		case errors.Is(err, syscall.EINTR):
			continue
		case errors.Is(err, syscall.ENOLCK), errors.Is(err, syscall.EOPNOTSUPP), errors.Is(err, syscall.ENOSYS):
			return nil
		}
		return err
	}
}
