// Package quotient computes misère quotients of impartial heap games
// (Plambeck, "Advances in Losing"; Plambeck and Siegel, "Misère quotients
// for impartial games"). It holds:
//
//   - finite commutative monoids given by generators (Monoid; monoid.go)
//     and bipartite monoids, a monoid with a P-portion (Bipartite;
//     bipartite.go), with their structure: idempotents, maximal subgroups,
//     isomorphism respecting P and the tame quotients T_n (structure.go);
//   - presentations in MisereSolver's style: normal words and relations
//     (Presentation; present.go), reading them (ParsePresentation,
//     ParseBipartite, and their Context forms, counted in units of work
//     and cancellable; presparse.go, errors in preserror.go) and the
//     commutative Knuth–Bendix completion that turns relations into a
//     monoid (knuthbendix.go);
//   - the partial quotients of a heap game built heap by heap, with the
//     pretending function Φ from heaps to monoid elements (Solver, Source;
//     solver.go, solvertrials.go, its work and polls in solverwork.go,
//     pretension.go), heap games given by a ruleset or explicitly (Octal,
//     source.go; DAG, dag.go), periods of Φ certified by Allemang's
//     Theorem VI (Analyze; analysis.go) and their reports (report.go);
//   - play with a quotient: the value of a position, winning moves, the
//     least positions of the elements, and a check of the quotient against
//     exhaustive search (play.go).
//
// It does not hold rulesets or normal-play nim values (games/impartial),
// nor genus, misère canonical forms and the other misère analyses
// (games/misere), which it imports for rulesets and for the closure of a
// canonical form.
package quotient
