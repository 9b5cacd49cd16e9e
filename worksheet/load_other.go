//go:build !unix

package worksheet

// openNonblock is nothing where there are no FIFOs to wait on.
const openNonblock = 0
