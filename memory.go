package main

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// The memory budget's default: half of the machine's memory, or of the
// memory a container may use (cgroup memory.max), or three quarters of
// the address space allowed by ulimit -v, whichever is least; Go's runtime
// reserves address space beyond the memory it uses, hence the margin.
// Where none of these can be read the default is fallbackMemory.
const (
	fallbackMemory = 4 << 30
	minMemory      = 64 << 20
)

// defaultMaxMemory returns the default budget in bytes.
func defaultMaxMemory() int64 {
	limit := int64(0)
	least := func(n int64) {
		if n > 0 && (limit == 0 || n < limit) {
			limit = n
		}
	}
	least(physicalMemory() / 2)
	least(cgroupMemory() / 2)
	if as := addressSpaceLimit(); as > 0 && as < math.MaxInt64/4 {
		least(as / 4 * 3)
	}
	if limit == 0 {
		limit = fallbackMemory
	}
	return max(limit, minMemory)
}

// sizeUnits are the suffixes --max-memory accepts; K, M, G and T mean the
// binary units, as KiB, MiB, GiB and TiB do.
var sizeUnits = []struct {
	suffix string
	shift  uint
}{
	{"kib", 10}, {"mib", 20}, {"gib", 30}, {"tib", 40},
	{"kb", 10}, {"mb", 20}, {"gb", 30}, {"tb", 40},
	{"k", 10}, {"m", 20}, {"g", 30}, {"t", 40},
	{"b", 0}, {"", 0},
}

// parseSize reads a size such as "12GiB", "512M", "1.5G" or "1073741824";
// "off" (or 0) means no budget and returns 0.
func parseSize(s string) (int64, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	if t == "off" || t == "none" || t == "0" {
		return 0, nil
	}
	for _, u := range sizeUnits {
		num, ok := strings.CutSuffix(t, u.suffix)
		if !ok {
			continue
		}
		num = strings.TrimSpace(num)
		if num == "" {
			break
		}
		if n, err := strconv.ParseInt(num, 10, 64); err == nil {
			if n <= 0 || n > math.MaxInt64>>u.shift {
				break
			}
			return n << u.shift, nil
		}
		// A fraction of a unit, e.g. 1.5G: the budget is a size, rounding
		// to a byte is harmless.
		if f, err := strconv.ParseFloat(num, 64); err == nil && f > 0 && f*float64(uint64(1)<<u.shift) < math.MaxInt64/2 {
			return int64(f * float64(uint64(1)<<u.shift)), nil
		}
		break
	}
	return 0, fmt.Errorf("%q is not a size (e.g. 12GiB, 512M, off)", s)
}

// memoryFlag is the value of --max-memory.
type memoryFlag struct {
	bytes int64 // 0: no budget
	set   bool
}

func (m *memoryFlag) String() string {
	if m == nil || !m.set {
		return "half of the machine's memory"
	}
	if m.bytes == 0 {
		return "off"
	}
	return strconv.FormatInt(m.bytes, 10)
}

func (m *memoryFlag) Set(s string) error {
	n, err := parseSize(s)
	if err != nil {
		return err
	}
	if n != 0 && n < minMemory {
		return fmt.Errorf("%s is less than the least budget, %d MiB", s, minMemory>>20)
	}
	m.bytes, m.set = n, true
	return nil
}
