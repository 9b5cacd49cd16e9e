// Package plot draws thermographs: as a picture for the terminal (Text),
// in Unicode line drawing, and as a standalone SVG document (SVG).
//
// Both pictures use the orientation of combinatorial game theory: Left's
// direction, the positive values, is to the left, and temperature rises
// upward from the foot of the thermograph at temperature 0. Every number
// printed in a picture is exact, as games.Dyadic prints it ("3/2"); floats
// are used only for positions.
//
// A picture is made from a Thermograph, the corners of a thermograph as
// (*games.Thermograph).Corners returns them with its mean and temperature.
// Call Validate first: Text and SVG assume a valid thermograph.
//
// The package only draws: the thermographs themselves are computed in
// package games, and writing a picture to a file is the caller's job.
package plot
