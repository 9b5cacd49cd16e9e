// Package survey runs a family of heap games through chosen analyses and
// writes one JSON line per game: the engine of `cgcalc survey`.
//
// A family is a sorted list of take-and-break codes: every octal code
// 0.d1…dk with up to k digits after the point and a non-zero last digit
// ("octal:k", 8^k − 1 codes), the same with hexadecimal digits ("hex:k",
// 16^k − 1 codes), or the codes of a file, one a line (ReadCodes). The
// analyses are the nim values to a heap N with the period the Guy–Smith
// test certifies (games/impartial), the order of the misère quotient to a
// heap H with or without Allemang's certificate (games/quotient), and the
// genus of heaps 0…H with whether they are tame (games/misere).
//
// A run writes a header line (the family, its size and digest, the
// analyses, the shard), one line per game in the family's order, and an
// end line saying how many games it wrote and whether every game of the
// shard was done; every line ends with its checksum (sum.go). Shard I of N
// takes the games at positions I, I+N, I+2N, … of the sorted list (0-based,
// as Slurm's SLURM_ARRAY_TASK_ID and Kubernetes' JOB_COMPLETION_INDEX
// are), so shards are disjoint, cover the family and take a similar share
// of slow and fast games. Merge joins shard files, refuses them when a
// line does not match its checksum, a file has no end line or other games
// than it counts, or a game is missing, repeated or foreign, and writes
// the lines a one-process run would have written, byte for byte.
//
// An error of one game (a quotient too large, a search past its table
// limit, the memory budget reached) is recorded in that game's line and
// the run goes on; cancelling the context ends the run after the games
// done so far, with an end line saying it was interrupted.
package survey
