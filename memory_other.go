//go:build !linux

package main

// On systems other than Linux the default budget is fallbackMemory; give
// --max-memory to change it.

func physicalMemory() int64    { return 0 }
func cgroupMemory() int64      { return 0 }
func addressSpaceLimit() int64 { return 0 }
