// Package surreal holds the surreal numbers CGSuite computes with beyond
// the dyadic rationals: generalized ordinals and their quotients.
//
// A generalized ordinal (Poly) is a finite sum c₁·ω^β₁ + … + cₙ·ω^βₙ with
// β₁ > … > βₙ ordinals below ω^ω and nonzero integer coefficients cᵢ of
// any size: ω−1, 2ω−3, ω^2−ω, −ω+5. They are the ring of ω-polynomials of
// Conway's surreal numbers (On Numbers and Games, ch. 0-3; Siegel,
// Combinatorial Game Theory, 2013, ch. VIII): sums add coefficients of
// equal powers, products multiply terms with exponents added naturally
// (Hessenberg's sum), and the order is that of the leading coefficient of
// the difference. Writing Xₖ = ω^(ω^k), ω^β is the monomial ∏ Xₖ^aₖ for
// β = Σ ω^k·aₖ, so a Poly is a polynomial with integer coefficients in
// X₀ = ω, X₁ = ω^ω, X₂ = ω^(ω^2), …
//
// A Number is a quotient of two of them in lowest terms (the greatest
// common divisor of the two polynomials divided out, the denominator's
// leading coefficient positive), as CGSuite's SurrealNumber is: 6/23, 1/ω,
// (ω+1)/(ω−1). The rationals are the quotients of integers.
//
// Birthdays and signs follow CGSuite's GeneralizedOrdinal and Rational: a
// generalized ordinal's birthday is the ordinal with the absolute values
// of its coefficients (ω−5 is born on day ω+5), a rational's is its
// dyadic birthday or ω when its denominator is not a power of 2; CGSuite
// gives no birthday for other quotients, and neither does this package.
//
// The files: poly.go (generalized ordinals), mpoly.go (the polynomial
// greatest common divisor that reduces quotients), number.go (quotients),
// parse.go (reading the notation users type). The package imports only
// the standard library and games/ordinal.
package surreal
