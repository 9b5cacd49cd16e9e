// Package instant answers misère positions of heap games at once, when a
// sound shortcut reaches them: the outcome, the misère Grundy value 𝒢⁻ and
// the winning moves of a sum of heaps, by the first of these methods that
// applies, each bounded by a count of work (Limits):
//
//  1. Bouton's misère rule, for Nim (misere.NimMisereGrundy; Bouton 1902,
//     ONAG ch. 12);
//  2. the genus, when every heap is proved tame (misere.TameHeaps): the
//     tame values add (ONAG ch. 12; Allen 2006, Thm 2.4.2);
//  3. the misère quotient of the ruleset (Plambeck 2005; Plambeck and
//     Siegel 2008), certified for the whole game or partial, which is
//     exact for positions whose heaps it covers (the quotient of heaps
//     0..n is that of the closed set of the sums of those heaps);
//     through it 𝒢⁻ is the m for which G + *m is a P-position (*m played
//     as heaps of the game), else the mex of the options' values;
//  4. search of the position's followers (misere.Analyzer), refused at
//     once when a counted lower bound of its work passes the bound
//     (Analyzer.SearchWorkAtLeast).
//
// A Cascade holds the ruleset, the limits and what it keeps between
// calls, which the caller owns: the tame scans and the positions equal to
// *m (a Cache), the search's Analyzer and the source of quotients (a
// QuotientRun, or the caller's own QuotientSource sharing its solver with
// other computations). Each answer comes with its explanation: the method
// that answered and why each one before it did not apply. A position no
// method reaches is an *OutOfReachError saying what would work; a
// cancelled context stops every method that computes (all but Bouton's
// rule) with the context's error.
//
// It does not hold the methods themselves (genus arithmetic, the tame
// scan, the search: games/misere; the quotient solver: games/quotient),
// nor anything of the language: naming positions in messages and printing
// the explanation are the builtins'.
package instant
