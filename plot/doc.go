// Package plot draws thermographs: as a picture for the terminal (Text),
// in Unicode line drawing or, character for character, in ASCII (TextIn),
// and as a standalone SVG document (SVG). It also draws the positions of
// the classroom games, boards and graphs as package games/rulesets
// pictures them, for the terminal (PositionText) and as SVG (PositionSVG):
// see picture.go, board.go and graph.go; and pictures with captions
// beneath them, one or a row (ShownText, ShownSVG in shown.go), the
// captions given by the caller. Each has a TikZ picture too, for LaTeX
// documents (ThermographTikZ with exact coordinates in tikz.go;
// PositionTikZ, ShownTikZ and TreeTikZ in tikzpos.go).
//
// Both pictures use the orientation of combinatorial game theory: Left's
// direction, the positive values, is to the left, and temperature rises
// upward from the foot of the thermograph at temperature 0. Every number
// printed in a picture is exact, as games.Dyadic prints it ("3/2"), unless
// it is too long to read: then it is written with a power of two, exactly
// ("2^300000", "-3·2^299998") when the odd part of its numerator is short
// and approximately ("≈1.411·2^158") otherwise; a long number is never
// converted to decimal. The layout is computed exactly, in time that
// grows with the size of the numbers, not with their value, and only
// then mapped to positions, the one use of floats.
//
// Drawing takes time in proportion to the number of corners: TextPoll,
// SVGPoll and ValidatePoll call a Poll as they go, so that an interpreter
// can stop them (eval.Interp.Tick).
//
// A picture is made from a Thermograph, the corners of a thermograph as
// (*games.Thermograph).Corners returns them with its mean and temperature
// (or CornersFrom: the part below temperature 0 is not drawn).
// Call Validate first: Text and SVG assume a valid thermograph.
//
// The package only draws: the thermographs themselves are computed in
// package games, and writing a picture to a file is the caller's job.
package plot
