// Package ordinal holds ordinals below ω^(ω^ω) in Cantor normal form and
// their arithmetic: the ordinal sum and product (not commutative), the
// natural (Hessenberg) sum and product, comparison, printing in CGSuite's
// notation, and the nim arithmetic of transfinite nimbers *α: nim sum, nim
// product and nim inverse by Lenstra's method, with Lenstra's constants
// (the excess and Q-set of each prime).
//
// An ordinal is a finite sum ω^β₁·c₁ + … + ω^βₙ·cₙ with β₁ > … > βₙ, each
// βᵢ itself an ordinal below ω^ω (so a polynomial in ω with natural
// coefficients) and each cᵢ a positive natural of any size (math/big).
// Below ω^(ω^ω) are exactly the ordinals whose nimbers Lenstra's method
// multiplies: they form the algebraic closure of the field of two elements
// (Conway, On Numbers and Games, ch. 6; Lenstra, "On the algebraic closure
// of two", 1977).
//
// The files, from the bottom up: ordinal.go (the type, comparison,
// ordinal and natural arithmetic), print.go (printing and reading),
// finitenim.go (nim products of naturals of any size), nim.go (nim sums,
// products and inverses of ordinals), lenstra.go (Lenstra's constants,
// with the calculator that derives them).
//
// The package imports only the standard library.
package ordinal
