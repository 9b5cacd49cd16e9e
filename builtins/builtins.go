package builtins

import (
	"slices"

	"cgcalc/eval"
)

// Section is a titled part of the builtin table.
type Section struct {
	Title    string
	Builtins []*eval.Builtin
}

// Sections returns the builtin table in the order of the reference and of
// (help): the games' sections in the order people need them (games,
// classroom games, temperature, impartial and misère, loopy), then the
// language's, each builtin's Section set to its section's title. Each call
// returns new rows. The special forms are listed with the language, before
// its first section (LanguageStart).
func Sections() []Section {
	sections := slices.Concat(gameSections(), languageSections())
	sections = slices.DeleteFunc(sections, func(s Section) bool { return len(s.Builtins) == 0 })
	for _, s := range sections {
		for _, b := range s.Builtins {
			b.Section = s.Title
		}
	}
	return sections
}

// gameSections are the sections about games, in the order of (help).
func gameSections() []Section {
	return []Section{
		{"Games", append(append(append(gameBuiltins(), notationBuiltins()...), literalBuiltins()...), latexBuiltins()...)},
		{"Winning and sensible moves", moveBuiltins()},
		{"Classroom games", classroomBuiltins()},
		{"Temperature theory", thermoBuiltins()},
		{"Infinitesimals and atomic weights", append(atomicBuiltins(), farStarBuiltins()...)},
		{"Uptimals and notation", append(uptimalBuiltins(), upowBuiltins()...)},
		{"Impartial games", impartialBuiltins()},
		{"Ordinals and transfinite nimbers", ordinalBuiltins()},
		{"Surreal numbers", surrealBuiltins()},
		{"Take-and-break codes", tbcodeBuiltins()},
		{"Misère games", append(misereBuiltins(), misereLinkBuiltins()...)},
		{"Partizan misère play", pmisereBuiltins()},
		{"Generalized genus", ggenusBuiltins()},
		{"Misère quotients", quotientBuiltins()},
		{"Loopy games", slices.Concat(loopyBuiltins(), loopyRuleBuiltins(), foxGeeseBuiltins(), loopySideBuiltins(), loopyVarietyBuiltins())},
	}
}

// languageSections are the sections of the language, after the games'.
func languageSections() []Section {
	return []Section{
		{LanguageStart, listBuiltins()},
		{"Predicates and equality", predicateBuiltins()},
		{"Numbers", numberBuiltins()},
		{"Output", outputBuiltins()},
		{"Functions, files, errors and help", systemBuiltins()},
		{"Hash tables, strings and rulesets in Lisp", lispGameBuiltins()},
	}
}

// LanguageStart is the title of the language's first section: (help) and
// the reference list the special forms (eval.SpecialForms) before it.
const LanguageStart = "Lists"

// Table returns every builtin, in the order of Sections.
func Table() []*eval.Builtin {
	var t []*eval.Builtin
	for _, s := range Sections() {
		t = append(t, s.Builtins...)
	}
	return t
}

// row builds a row of the builtin table: the builtin's name, its
// parameters (declared as eval.Params describes: "N LIST", "G [K=20]
// [:at (J ...)]"), its documentation (one sentence first, then details and
// an example) and its function. Arity, keywords, defaults and the usage
// line all come from params; errors get the builtin's name from the
// interpreter.
func row(name, params, doc string, f func(c call) (eval.Value, error)) *eval.Builtin {
	return &eval.Builtin{
		Name:   name,
		Params: eval.MustParams(params),
		Doc:    doc,
		Fn: func(in *eval.Interp, a eval.Args) (eval.Value, error) {
			v, err := f(call{in: in, Args: a})
			if err != nil {
				err = inNotation(in, err)
			}
			return v, err
		},
	}
}

// Install defines every builtin of the table in the interpreter, with the
// default settings.
func Install(in *eval.Interp) { InstallWith(in, DefaultSettings()) }

// InstallWith defines every builtin of the table in the interpreter and
// applies the settings.
func InstallWith(in *eval.Interp, s Settings) {
	for _, b := range Table() {
		in.Define(b)
	}
	in.SpecialFormsBefore(LanguageStart)
	installSyntax(in)
	s.apply(in)
	installGameGlobals(in)
	in.DefineVariable(eval.PartialVar, eval.Nil, partialDoc)
	installTopics(in)
	installLiteralAtoms(in)
}

// New returns an interpreter with every builtin installed and the default
// settings, writing output to the interpreter's Out (set it before use; it
// defaults to discarding).
func New() *eval.Interp { return NewWith(DefaultSettings()) }

// NewWith returns an interpreter with every builtin installed and the
// given settings.
func NewWith(s Settings) *eval.Interp {
	in := eval.New(nil)
	InstallWith(in, s)
	return in
}
