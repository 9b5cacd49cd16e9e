package worksheet

import (
	"errors"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
)

// limitAddressSpace makes the kernel refuse this process more address
// space than it has mapped now plus extra bytes (RLIMIT_AS, as ulimit -v
// does, lowered and never raised), so that a worker whose computation
// outruns its memory budget's watchdog dies of Go's "out of memory" on
// its own instead of taking the machine's memory. The limit is counted
// from the address space mapped now because Go's runtime reserves much
// (about 1.5 GiB on amd64) that it never touches. The worker also offers
// itself first to the kernel's out-of-memory killer (oom_score_adj), so
// that when the machine runs short it is a worker that is ended, not the
// server.
func limitAddressSpace(extra int64) error {
	os.WriteFile("/proc/self/oom_score_adj", []byte("500"), 0)
	mapped, err := mappedBytes()
	if err != nil {
		return err
	}
	limit := uint64(mapped + extra)
	var r syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_AS, &r); err != nil {
		return err
	}
	if r.Cur <= limit {
		return nil // already lower
	}
	r.Cur = limit
	if r.Max > limit {
		r.Max = limit
	}
	return syscall.Setrlimit(syscall.RLIMIT_AS, &r)
}

// mappedBytes is the address space this process has mapped (VmSize).
func mappedBytes() (int64, error) {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmSize:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			if err != nil {
				return 0, err
			}
			return kb << 10, nil
		}
	}
	return 0, errors.New("no VmSize in /proc/self/status")
}

// detach puts a worker in a process group of its own, so that Ctrl-C in
// the server's terminal reaches the server, which then ends its workers,
// and not the workers themselves.
func detach(cmd *exec.Cmd) {
	if cmd.SysProcAttr == nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{}
	}
	cmd.SysProcAttr.Setpgid = true
}

// selfPath names the running program's binary: /proc/self/exe, which
// stays this binary when the file is replaced.
func selfPath() string {
	if _, err := os.Stat("/proc/self/exe"); err == nil {
		return "/proc/self/exe"
	}
	if p, err := os.Executable(); err == nil {
		return p
	}
	return os.Args[0]
}
