//go:build !linux

package worksheet

import (
	"os"
	"os/exec"
)

// limitAddressSpace sets no kernel ceiling here: on systems other than
// Linux a worker has its memory budget's watchdog only.
func limitAddressSpace(extra int64) error { return nil }

// detach leaves a worker in the server's process group here.
func detach(cmd *exec.Cmd) {}

// selfPath names the running program's binary.
func selfPath() string {
	if p, err := os.Executable(); err == nil {
		return p
	}
	return os.Args[0]
}
