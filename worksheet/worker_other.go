//go:build !linux

package worksheet

import "os/exec"

// limitAddressSpace sets no kernel ceiling here: on systems other than
// Linux a worker has its memory budget's watchdog only.
func limitAddressSpace(extra int64) error { return nil }

// detach leaves a worker in the server's process group here.
func detach(cmd *exec.Cmd) {}
