package loopy

// SidedOutcome returns the outcome class of a game of sided value v,
// found from its sides as CGSuite's SidedValue finds it (CGSuite (Siegel),
// version 2.x): in the onside, infinite play counts for Left, in the
// offside for Right (Winning Ways ch. 11; Siegel, Combinatorial Game
// Theory, 2013, ch. VI §4), so with infinite play a draw
//
//   - Left moving first wins when the offside is not ≤ 0, and Right wins
//     when the onside is ≤ 0;
//   - Right moving first wins when the onside is not ≥ 0, and Left wins
//     when the offside is ≥ 0;
//
// and otherwise the play is drawn. 1 & 0 is PHat, ^ & v* NHat and on & off
// (dud) D. It needs no game graph, so it answers for values read as
// "A & B" too.
func SidedOutcome(v *Sided, maxStates int) (OutcomeClass, error) {
	zero := &Graph{L: [][]int32{nil}, R: [][]int32{nil}}
	offLE, err := GreaterEq(zero, v.Offside, maxStates)
	if err != nil {
		return 0, err
	}
	onLE, err := GreaterEq(zero, v.Onside, maxStates)
	if err != nil {
		return 0, err
	}
	onGE, err := GreaterEq(v.Onside, zero, maxStates)
	if err != nil {
		return 0, err
	}
	offGE, err := GreaterEq(v.Offside, zero, maxStates)
	if err != nil {
		return 0, err
	}
	leftFirst, rightFirst := Draw, Draw
	switch {
	case !offLE:
		leftFirst = LeftWins
	case onLE:
		leftFirst = RightWins
	}
	switch {
	case offGE:
		rightFirst = LeftWins
	case !onGE:
		rightFirst = RightWins
	}
	return ClassOf(leftFirst, rightFirst), nil
}
