//go:build !unix

package main

import "time"

// cpuTime is the CPU time the process has used; 0: not read here.
func cpuTime() time.Duration { return 0 }
