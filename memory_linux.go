package main

import (
	"os"
	"strconv"
	"strings"
	"syscall"
)

// physicalMemory is the machine's memory in bytes, or 0.
func physicalMemory() int64 {
	var si syscall.Sysinfo_t
	if err := syscall.Sysinfo(&si); err != nil {
		return 0
	}
	return int64(si.Totalram) * int64(si.Unit)
}

// cgroupMemory is the memory limit of the process's cgroup (v2 memory.max,
// or v1 memory.limit_in_bytes), or 0 when there is none.
func cgroupMemory() int64 {
	for _, f := range []string{"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"} {
		b, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		n, err := strconv.ParseInt(strings.TrimSpace(string(b)), 10, 64)
		if err == nil && n > 0 && n < 1<<60 {
			return n
		}
	}
	return 0
}

// addressSpaceLimit is ulimit -v in bytes, or 0 when unlimited.
func addressSpaceLimit() int64 {
	var r syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_AS, &r); err != nil || r.Cur == ^uint64(0) || r.Cur > 1<<62 {
		return 0
	}
	return int64(r.Cur)
}
