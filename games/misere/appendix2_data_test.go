package misere

import (
	"strings"
	"testing"

	"cgcalc/games/impartial"
)

// Appendix II of Allemang, "Machine Computation with Finite Games"
// (1984; "Appendix II – Generalized genera for messy games", computed by
// the algorithm of his chapter "An algorithm for generalized genera"), read
// line by line from the OCR of the thesis. Every heap line and table line
// is as printed except for the OCR artefacts listed in each column's ocr
// field (doc/references.md#a7-appendix-ii-ocr-artefacts).
//
// Reading a column: a heap line "h *k" says the heap of h counters equals
// the nimheap *k; "h x, period p(s)" says the heap may be replaced by the
// game x with the pretence (p+s)·x = s·x, so a count c of x is reduced by
// c -= p while c >= p+s. The table gives the blurry genus g0 g1 g2 g3 (2/3
// notation: 2 = # followed by 0, 3 = # followed by 1) of every sum of the
// letters, keyed by the count vector written latest letter first. A sum
// plus *k (k <= 3, the nim-sum of the nimheap heaps) is a misère
// P-position iff the genus' first symbol is the digit k.

// appendixIIHeap is one heap line of a column: "h *k" (the heap equals the nimheap *k),
// "h x, period p(s)" (letter x with (p+s)·x = s·x), or "h p(s) like :n" (.45, .77: behaves as adder :n).
type appendixIIHeap struct {
	size   int
	nim    int    // k for "*k", else -1
	letter string // "a", "b", ... or ""
	p, s   int    // period p(s) for letters and "like" lines
	like   int    // n for "like :n", else -1
}

// appendixIIColumn is one game of Appendix II (Allemang 1984).
type appendixIIColumn struct {
	code    string            // octal code as cgcalc's Ruleset parser reads it: "0.04", "0.37", ...
	name    string            // "Dawson's Kayles", "Officers", "Guiles", "Kayles" or ""
	heaps   []appendixIIHeap  // heaps 1..N in order
	order   string            // the letters of a table line, latest first: "dcba"
	table   map[string]string // count vector (digits, latest letter first) -> 4-symbol genus as printed, e.g. "10001": "3131"
	omitted string            // a note when the printed table is incomplete (.16) or consolidated (.45, .77), else ""
	ocr     string            // every OCR problem or correction for this column, in words
}

// appendixII is Appendix II in printed order. (.04 is Tins in cgcalc's
// presets and in Appendix I; Appendix II itself names only .07 and .77, and
// the text names .37 Officers.)
var appendixII = []appendixIIColumn{
	{
		code: "0.04",
		name: "",
		heaps: []appendixIIHeap{
			{size: 1, nim: 0, like: -1},
			{size: 2, nim: 0, like: -1},
			{size: 3, nim: 0, like: -1},
			{size: 4, nim: 1, like: -1},
			{size: 5, nim: 1, like: -1},
			{size: 6, nim: 1, like: -1},
			{size: 7, nim: 2, like: -1},
			{size: 8, nim: 2, like: -1},
			{size: 9, nim: 0, like: -1},
			{size: 10, nim: 3, like: -1},
			{size: 11, nim: 3, like: -1},
			{size: 12, nim: 1, like: -1},
			{size: 13, nim: 1, like: -1},
			{size: 14, nim: 1, like: -1},
			{size: 15, nim: 0, like: -1},
			{size: 16, nim: -1, letter: "a", p: 2, s: 0, like: -1},
			{size: 17, nim: -1, letter: "b", p: 2, s: 0, like: -1},
			{size: 18, nim: 3, like: -1},
			{size: 19, nim: 3, like: -1},
			{size: 20, nim: -1, letter: "c", p: 2, s: 0, like: -1},
			{size: 21, nim: 2, like: -1},
			{size: 22, nim: 2, like: -1},
			{size: 23, nim: -1, letter: "a", p: 2, s: 0, like: -1},
			{size: 24, nim: -1, letter: "a", p: 2, s: 0, like: -1},
			{size: 25, nim: -1, letter: "d", p: 1, s: 0, like: -1},
		},
		order: "dcba",
		table: map[string]string{
			"0000": "1202", "0001": "1###", "0010": "1#31", "0011": "1###",
			"0100": "0#20", "0101": "0###", "0110": "0313", "0111": "0###",
		},
		omitted: "",
		ocr:     `none (d has period 1(0), i.e. d = 0 in this column, so its digit is always 0)`,
	},
	{
		code: "0.06",
		name: "",
		heaps: []appendixIIHeap{
			{size: 1, nim: 0, like: -1},
			{size: 2, nim: 0, like: -1},
			{size: 3, nim: 1, like: -1},
			{size: 4, nim: 1, like: -1},
			{size: 5, nim: 2, like: -1},
			{size: 6, nim: 2, like: -1},
			{size: 7, nim: 0, like: -1},
			{size: 8, nim: 3, like: -1},
			{size: 9, nim: 1, like: -1},
			{size: 10, nim: 1, like: -1},
			{size: 11, nim: 2, like: -1},
			{size: 12, nim: -1, letter: "a", p: 2, s: 1, like: -1},
			{size: 13, nim: -1, letter: "b", p: 2, s: 1, like: -1},
			{size: 14, nim: 3, like: -1},
			{size: 15, nim: -1, letter: "c", p: 2, s: 0, like: -1},
			{size: 16, nim: -1, letter: "c", p: 2, s: 0, like: -1},
		},
		order: "cba",
		table: map[string]string{
			"000": "1202", "001": "1#20", "002": "1202", "010": "1#31",
			"011": "1313", "012": "3131", "020": "1202", "021": "2020",
			"022": "0202", "100": "0###", "101": "0###", "102": "0###",
			"110": "0###", "111": "####", "112": "####", "120": "0###",
			"121": "####", "122": "####",
		},
		omitted: "",
		ocr:     `none`,
	},
	{
		code: "0.07",
		name: "Dawson's Kayles",
		heaps: []appendixIIHeap{
			{size: 1, nim: 0, like: -1},
			{size: 2, nim: 1, like: -1},
			{size: 3, nim: 1, like: -1},
			{size: 4, nim: 2, like: -1},
			{size: 5, nim: 0, like: -1},
			{size: 6, nim: 3, like: -1},
			{size: 7, nim: 1, like: -1},
			{size: 8, nim: 1, like: -1},
			{size: 9, nim: 0, like: -1},
			{size: 10, nim: -1, letter: "a", p: 2, s: 0, like: -1},
			{size: 11, nim: 3, like: -1},
			{size: 12, nim: -1, letter: "b", p: 2, s: 0, like: -1},
			{size: 13, nim: 2, like: -1},
			{size: 14, nim: -1, letter: "c", p: 2, s: 0, like: -1},
			{size: 15, nim: 0, like: -1},
			{size: 16, nim: -1, letter: "d", p: 2, s: 0, like: -1},
			{size: 17, nim: -1, letter: "b", p: 2, s: 0, like: -1},
			{size: 18, nim: 2, like: -1},
			{size: 19, nim: -1, letter: "a", p: 2, s: 0, like: -1},
			{size: 20, nim: 3, like: -1},
			{size: 21, nim: -1, letter: "e", p: 1, s: 1, like: -1},
		},
		order: "edcba",
		table: map[string]string{
			"00000": "1202", "00001": "1#31", "00010": "0#20", "00011": "0313",
			"00100": "1###", "00101": "1###", "00110": "0###", "00111": "0###",
			"01000": "0###", "01001": "0###", "01010": "1###", "01011": "1###",
			"01100": "0313", "01101": "0#20", "01110": "1#31", "01111": "1202",
			"10000": "0202", "10001": "3131", "10010": "2020", "10011": "1313",
			"10100": "####", "10101": "####", "10110": "####", "10111": "####",
			"11000": "####", "11001": "####", "11010": "####", "11011": "####",
			"11100": "1313", "11101": "2020", "11110": "3131", "11111": "0202",
		},
		omitted: "",
		ocr:     `OCR prints line 11011 as "( ##### )" (5 symbols) on the continuation page; read "####" as the neighbouring lines 10100-11011. OCR appends stray genera "( 1202 )", "( 1313 )", "( 2020 )", "( 3131 )", "( 0202 )" to heap lines 1-5 (1 *0 ... 5 *0); they are not part of the heap lines (they do not match the genera of *0 *1 *1 *2 *0) and are dropped. Heap 21 is e, period 1(1) as printed (so 2e = e, 2 values).`,
	},
	{
		code: "0.14",
		name: "",
		heaps: []appendixIIHeap{
			{size: 1, nim: 1, like: -1},
			{size: 2, nim: 0, like: -1},
			{size: 3, nim: 0, like: -1},
			{size: 4, nim: 1, like: -1},
			{size: 5, nim: 0, like: -1},
			{size: 6, nim: 2, like: -1},
			{size: 7, nim: 1, like: -1},
			{size: 8, nim: 2, like: -1},
			{size: 9, nim: 2, like: -1},
			{size: 10, nim: 1, like: -1},
			{size: 11, nim: 0, like: -1},
			{size: 12, nim: -1, letter: "a", p: 2, s: 2, like: -1},
			{size: 13, nim: 1, like: -1},
			{size: 14, nim: -1, letter: "b", p: 2, s: 0, like: -1},
			{size: 15, nim: -1, letter: "a", p: 2, s: 2, like: -1},
			{size: 16, nim: -1, letter: "c", p: 2, s: 2, like: -1},
		},
		order: "cba",
		table: map[string]string{
			"000": "1202", "001": "####", "002": "0202", "003": "####",
			"010": "1###", "011": "2020", "012": "####", "013": "0202",
			"100": "3131", "101": "####", "102": "1313", "103": "####",
			"110": "####", "111": "1313", "112": "####", "113": "1313",
			"200": "0202", "201": "####", "202": "0202", "203": "####",
			"210": "####", "211": "0202", "212": "####", "213": "0202",
			"300": "1313", "301": "####", "302": "1313", "303": "####",
			"310": "####", "311": "1313", "312": "####", "313": "1313",
		},
		omitted: "",
		ocr:     `none`,
	},
	{
		code: "0.15",
		name: "Guiles",
		heaps: []appendixIIHeap{
			{size: 1, nim: 1, like: -1},
			{size: 2, nim: 1, like: -1},
			{size: 3, nim: 0, like: -1},
			{size: 4, nim: 1, like: -1},
			{size: 5, nim: 1, like: -1},
			{size: 6, nim: 2, like: -1},
			{size: 7, nim: 2, like: -1},
			{size: 8, nim: 1, like: -1},
			{size: 9, nim: 2, like: -1},
			{size: 10, nim: 2, like: -1},
			{size: 11, nim: 1, like: -1},
			{size: 12, nim: 1, like: -1},
			{size: 13, nim: 0, like: -1},
			{size: 14, nim: -1, letter: "a", p: 2, s: 2, like: -1},
			{size: 15, nim: -1, letter: "a", p: 2, s: 2, like: -1},
			{size: 16, nim: 2, like: -1},
			{size: 17, nim: 2, like: -1},
			{size: 18, nim: -1, letter: "b", p: 2, s: 2, like: -1},
			{size: 19, nim: 2, like: -1},
			{size: 20, nim: -1, letter: "c", p: 2, s: 0, like: -1},
		},
		order: "cba",
		table: map[string]string{
			"000": "1202", "001": "#313", "002": "0202", "003": "1313",
			"010": "2020", "011": "3131", "012": "2020", "013": "3131",
			"020": "0202", "021": "1313", "022": "0202", "023": "1313",
			"030": "1313", "031": "0202", "032": "1313", "033": "0202",
			"100": "1#20", "101": "3131", "102": "2020", "103": "3131",
			"110": "0202", "111": "1313", "112": "0202", "113": "1313",
			"120": "2020", "121": "3131", "122": "2020", "123": "3131",
			"130": "3131", "131": "2020", "132": "3131", "133": "2020",
		},
		omitted: "",
		ocr:     `none (lines 130-133 are on the OCR continuation page)`,
	},
	{
		code: "0.16",
		name: "",
		heaps: []appendixIIHeap{
			{size: 1, nim: 1, like: -1},
			{size: 2, nim: 0, like: -1},
			{size: 3, nim: 0, like: -1},
			{size: 4, nim: 1, like: -1},
			{size: 5, nim: 2, like: -1},
			{size: 6, nim: 2, like: -1},
			{size: 7, nim: 1, like: -1},
			{size: 8, nim: -1, letter: "a", p: 2, s: 4, like: -1},
			{size: 9, nim: 0, like: -1},
			{size: 10, nim: 1, like: -1},
			{size: 11, nim: -1, letter: "a", p: 2, s: 4, like: -1},
			{size: 12, nim: -1, letter: "b", p: 2, s: 0, like: -1},
			{size: 13, nim: -1, letter: "c", p: 2, s: 2, like: -1},
		},
		order: "cba",
		table: map[string]string{
			"000": "1202", "001": "####", "002": "0202", "003": "####",
			"004": "0202", "005": "####", "010": "1#20", "011": "20##",
			"012": "##20", "013": "1###", "014": "2020", "015": "####",
			"100": "2020", "101": "####", "102": "1313", "110": "0202",
			"111": "####", "112": "3131", "200": "0202", "201": "####",
			"202": "0202", "210": "2020", "211": "####", "212": "2020",
			"300": "1313", "301": "####", "302": "1313", "310": "3131",
			"311": "####", "312": "3131",
		},
		omitted: "not printed (Allemang): the lines with 5, 4 or 3 heaps of size 8 or 11 (letter a, period 2(4)) where they agree with the lines for 1, 2 and 1 such heaps; 30 of the 48 lines are printed: all six a-counts for c=0, the a-counts 0..2 only for c=1..3, so a missing line c b 3/4/5 reads as c b 1/2/1",
		ocr:     `OCR prints heap 7 as '7 "1'; read *1. Allemang's note says the omitted lines concern "heaps of size 8 or 10"; heap 10 is *1 and heap 11 is the second a, so it should read 8 or 11 ([sic]; doc/references.md, erratum A7).`,
	},
	{
		code: "0.17",
		name: "",
		heaps: []appendixIIHeap{
			{size: 1, nim: 1, like: -1},
			{size: 2, nim: 1, like: -1},
			{size: 3, nim: 0, like: -1},
			{size: 4, nim: 2, like: -1},
			{size: 5, nim: 1, like: -1},
			{size: 6, nim: 3, like: -1},
			{size: 7, nim: 0, like: -1},
			{size: 8, nim: 1, like: -1},
			{size: 9, nim: 1, like: -1},
			{size: 10, nim: -1, letter: "a", p: 2, s: 0, like: -1},
			{size: 11, nim: 2, like: -1},
			{size: 12, nim: -1, letter: "b", p: 2, s: 0, like: -1},
			{size: 13, nim: 3, like: -1},
			{size: 14, nim: -1, letter: "c", p: 2, s: 0, like: -1},
			{size: 15, nim: 1, like: -1},
			{size: 16, nim: -1, letter: "d", p: 2, s: 0, like: -1},
			{size: 17, nim: -1, letter: "a", p: 2, s: 0, like: -1},
			{size: 18, nim: 2, like: -1},
			{size: 19, nim: -1, letter: "b", p: 2, s: 0, like: -1},
			{size: 20, nim: 3, like: -1},
			{size: 21, nim: -1, letter: "e", p: 2, s: 1, like: -1},
		},
		order: "edcba",
		table: map[string]string{
			"00000": "1202", "00001": "1#31", "00010": "0#20", "00011": "0313",
			"00100": "1###", "00101": "1###", "00110": "0###", "00111": "0###",
			"01000": "0###", "01001": "0###", "01010": "1###", "01011": "1###",
			"01100": "0313", "01101": "0#20", "01110": "1#31", "01111": "1202",
			"10000": "1313", "10001": "2020", "10010": "3131", "10011": "0202",
			"10100": "####", "10101": "####", "10110": "####", "10111": "####",
			"11000": "####", "11001": "####", "11010": "####", "11011": "####",
			"11100": "0202", "11101": "3131", "11110": "2020", "11111": "1313",
			"20000": "0202", "20001": "3131", "20010": "2020", "20011": "1313",
			"20100": "####", "20101": "####", "20110": "####", "20111": "####",
			"21000": "####", "21001": "####", "21010": "####", "21011": "####",
			"21100": "1313", "21101": "2020", "21110": "3131", "21111": "0202",
		},
		omitted: "",
		ocr:     `OCR prints heap 7 as '7 "0'; read *0. OCR prints line "01.110"; read 01110. On the continuation page OCR prints lines 11011 and 20100-21011 as "(###)" (3 symbols); read "####". Heap 21 is e, period 2(1) (3 values), unlike .07's 1(1).`,
	},
	{
		code: "0.36",
		name: "",
		heaps: []appendixIIHeap{
			{size: 1, nim: 1, like: -1},
			{size: 2, nim: 0, like: -1},
			{size: 3, nim: 2, like: -1},
			{size: 4, nim: 1, like: -1},
			{size: 5, nim: 0, like: -1},
			{size: 6, nim: 2, like: -1},
			{size: 7, nim: 1, like: -1},
			{size: 8, nim: -1, letter: "a", p: 2, s: 0, like: -1},
			{size: 9, nim: 2, like: -1},
			{size: 10, nim: 1, like: -1},
			{size: 11, nim: -1, letter: "a", p: 2, s: 0, like: -1},
			{size: 12, nim: 2, like: -1},
			{size: 13, nim: -1, letter: "b", p: 2, s: 0, like: -1},
			{size: 14, nim: -1, letter: "a", p: 2, s: 0, like: -1},
			{size: 15, nim: -1, letter: "c", p: 1, s: 2, like: -1},
			{size: 16, nim: -1, letter: "b", p: 2, s: 0, like: -1},
		},
		order: "cba",
		table: map[string]string{
			"000": "1202", "001": "1#31", "010": "0###", "011": "0###",
			"100": "2020", "101": "#313", "110": "####", "111": "####",
			"200": "0202", "201": "3131", "210": "####", "211": "####",
		},
		omitted: "",
		ocr:     `OCR prints heaps 2 and 4 as '2 "0' and '4 "1'; read *0 and *1.`,
	},
	{
		code: "0.37",
		name: "Officers",
		heaps: []appendixIIHeap{
			{size: 1, nim: 1, like: -1},
			{size: 2, nim: 2, like: -1},
			{size: 3, nim: 0, like: -1},
			{size: 4, nim: 1, like: -1},
			{size: 5, nim: 2, like: -1},
			{size: 6, nim: -1, letter: "a", p: 2, s: 0, like: -1},
			{size: 7, nim: 1, like: -1},
			{size: 8, nim: 2, like: -1},
			{size: 9, nim: -1, letter: "a", p: 2, s: 0, like: -1},
			{size: 10, nim: -1, letter: "b", p: 2, s: 0, like: -1},
			{size: 11, nim: -1, letter: "c", p: 1, s: 2, like: -1},
			{size: 12, nim: -1, letter: "a", p: 2, s: 0, like: -1},
			{size: 13, nim: -1, letter: "b", p: 2, s: 0, like: -1},
		},
		order: "cba",
		table: map[string]string{
			"000": "1202", "001": "1#31", "010": "0###", "011": "0###",
			"100": "2020", "101": "#313", "110": "####", "111": "####",
			"200": "0202", "201": "3131", "210": "####", "211": "####",
		},
		omitted: "",
		ocr:     `none in the column. The worked example in the text uses an older format "h s,p index # k": "10 0,2 index # 2" = 10 b, period 2(0); "11 2,1 index # 3" = 11 c, period 1(2).`,
	},
	{
		code: "0.45",
		name: "",
		heaps: []appendixIIHeap{
			{size: 1, nim: 0, like: -1},
			{size: 2, nim: 1, like: -1},
			{size: 3, nim: 1, like: -1},
			{size: 4, nim: 2, like: -1},
			{size: 5, nim: 2, like: -1},
			{size: 6, nim: 3, like: -1},
			{size: 7, nim: 1, like: -1},
			{size: 8, nim: 1, like: -1},
			{size: 9, nim: -1, letter: "a", p: 2, s: 0, like: -1},
			{size: 10, nim: -1, letter: "b", p: 2, s: 2, like: -1},
			{size: 11, nim: 3, like: -1},
			{size: 12, nim: -1, p: 2, s: 1, like: 2},
			{size: 13, nim: -1, p: 2, s: 1, like: 2},
			{size: 14, nim: -1, p: 2, s: 1, like: 5},
		},
		order: "ba",
		table: map[string]string{
			"00": "1202", "01": "1###", "10": "####", "11": "2020",
			"20": "0202", "21": "####", "30": "####", "31": "0202",
		},
		omitted: "consolidated (Allemang): heaps 12, 13, 14 behave like the adders :2, :2, :5 and have no letter; the table is over a and b only",
		ocr:     `none. OCR page header reads "0.45000 0.64000 0.74000"; columns identified by nim-values.`,
	},
	{
		code: "0.64",
		name: "",
		heaps: []appendixIIHeap{
			{size: 1, nim: 0, like: -1},
			{size: 2, nim: 1, like: -1},
			{size: 3, nim: 2, like: -1},
			{size: 4, nim: 3, like: -1},
			{size: 5, nim: -1, letter: "a", p: 2, s: 2, like: -1},
			{size: 6, nim: 1, like: -1},
			{size: 7, nim: -1, letter: "b", p: 2, s: 0, like: -1},
			{size: 8, nim: -1, letter: "c", p: 2, s: 1, like: -1},
		},
		order: "cba",
		table: map[string]string{
			"000": "1202", "001": "####", "002": "0202", "003": "####",
			"010": "1###", "011": "2020", "012": "####", "013": "1313",
			"100": "3131", "101": "####", "102": "3131", "103": "####",
			"110": "####", "111": "1313", "112": "####", "113": "2020",
			"200": "0202", "201": "####", "202": "0202", "203": "####",
			"210": "####", "211": "2020", "212": "####", "213": "1313",
		},
		omitted: "",
		ocr:     `none`,
	},
	{
		code: "0.74",
		name: "",
		heaps: []appendixIIHeap{
			{size: 1, nim: 1, like: -1},
			{size: 2, nim: 0, like: -1},
			{size: 3, nim: 1, like: -1},
			{size: 4, nim: 2, like: -1},
			{size: 5, nim: 3, like: -1},
			{size: 6, nim: 2, like: -1},
			{size: 7, nim: -1, letter: "a", p: 2, s: 2, like: -1},
			{size: 8, nim: 1, like: -1},
			{size: 9, nim: -1, letter: "b", p: 2, s: 0, like: -1},
		},
		order: "ba",
		table: map[string]string{
			"00": "1202", "01": "####", "02": "0202", "03": "####",
			"10": "1###", "11": "2020", "12": "####", "13": "0202",
		},
		omitted: "",
		ocr:     `none`,
	},
	{
		code: "0.76",
		name: "",
		heaps: []appendixIIHeap{
			{size: 1, nim: 1, like: -1},
			{size: 2, nim: 0, like: -1},
			{size: 3, nim: 2, like: -1},
			{size: 4, nim: 3, like: -1},
			{size: 5, nim: -1, letter: "a", p: 2, s: 1, like: -1},
			{size: 6, nim: 1, like: -1},
			{size: 7, nim: -1, letter: "b", p: 2, s: 0, like: -1},
			{size: 8, nim: 2, like: -1},
			{size: 9, nim: 3, like: -1},
			{size: 10, nim: -1, letter: "a", p: 2, s: 1, like: -1},
		},
		order: "ba",
		table: map[string]string{
			"00": "1202", "01": "####", "02": "0202", "10": "1###",
			"11": "2020", "12": "####",
		},
		omitted: "",
		ocr:     `none`,
	},
	{
		code: "0.77",
		name: "Kayles",
		heaps: []appendixIIHeap{
			{size: 1, nim: 1, like: -1},
			{size: 2, nim: 2, like: -1},
			{size: 3, nim: 3, like: -1},
			{size: 4, nim: 1, like: -1},
			{size: 5, nim: -1, letter: "a", p: 2, s: 1, like: -1},
			{size: 6, nim: 3, like: -1},
			{size: 7, nim: -1, p: 2, s: 1, like: 2},
			{size: 8, nim: -1, p: 2, s: 1, like: 5},
			{size: 9, nim: -1, letter: "d", p: 2, s: 1, like: -1},
		},
		order: "da",
		table: map[string]string{
			"00": "1202", "01": "1###", "02": "1202", "10": "0###",
			"11": "0202", "12": "####", "20": "1202", "21": "####",
			"22": "0202",
		},
		omitted: "consolidated (Allemang): heaps 7 and 8 behave like the adders :2 and :5 and have no letter (hence the letters a and d, no b or c); the table is over a and d only",
		ocr:     `none`,
	},
}

// appendixIIExample is a worked example from the text: a position in one
// column, reduced by the column's heap lines to a nim part *nim plus one
// table line.
type appendixIIExample struct {
	code     string
	position []int  // heap sizes as printed (corrected where noted)
	nim      int    // nim-sum of the heaps that are nimheaps
	line     string // the table line after cancelling letters by their periods
	genus    string // the table entry for line
	outcome  byte   // 'P' or 'N': P iff genus[0] is the digit nim
	note     string
}

var appendixIIExamples = []appendixIIExample{
	{
		code:     "0.07",
		position: []int{21, 17, 12, 10, 7, 4},
		nim:      3, // 7 = *1, 4 = *2
		line:     "10001",
		genus:    "3131",
		outcome:  'P',
		note: "How to read Appendix II: 7 = *1 and 4 = *2 (together *3); 12 and 17 are both b, period 2(0), " +
			"so b+b = 0 and they are ignored; 10 = a, 21 = e: line 10001 = (3131), with *3 a P position.",
	},
	{
		code:     "0.37",
		position: []int{2, 7, 10, 10, 11, 11, 11, 11, 11, 13},
		nim:      3, // 2 = *2, 7 = *1
		line:     "210",
		genus:    "####",
		outcome:  'N',
		note: "Officers, 10 heaps: the two 10s (b, period 2(0)) cancel; five 11s (c, period 1(2)) reduce to two; " +
			"13 is b: *3 + 11 + 11 + 13, line c=2 b=1 a=0 = 210 = (####), N. The text's old format: " +
			`"10 0,2 index # 2" and "11 2,1 index # 3". OCR prints the reduced sum as "*3111113 × 3 11 11 13".`,
	},
	{
		code:     "0.37",
		position: []int{2, 7, 9, 10, 11, 11, 11, 11, 11, 13},
		nim:      3,
		line:     "201",
		genus:    "3131",
		outcome:  'P',
		note: "the winning move from the previous example, 10 -> 9: 10 and 13 are both b and cancel; " +
			"*3 + 9 + 11 + 11, 9 = a, line c=2 b=0 a=1 = 201 = (3131), with *3 a P position. " +
			"OCR-A prints the option with only four 11s (9 heaps); OCR-B has all five (doc/references.md, erratum A7). " +
			`OCR prints the reduced sum as "*391111 × 3 9 11 11".`,
	},
}

// completeSolution is a pretend table of Allemang 1984's catalogue (the
// complete solutions): heap n behaves, for the blurry genus of sums, as
// pretend[n] (an adder ":n" or "n", a nimheap "*k", a named game "r", "s",
// "a", "a:1", or for .72's first table a genus), and for n >= len(pretend) as
// pretend[n-repeat].
type completeSolution struct {
	code    string
	pretend []string // per heap size from 0, as printed: ":0", ":1", "*4", "r", "a:1", "#313" ...
	repeat  int      // "last k values repeat"
	notes   string   // the conditions as printed (e.g. .53: "at least two heaps have 6 or more counters") and fixes
}

var completeSolutions = []completeSolution{
	// OCR: "0 1 2 1 2 r 2 r 2 5 2 5 ..." / "The last two values repeat indefinitely. We can pretend that r + r = :4."
	{
		code:    "0.75",
		pretend: []string{"0", "1", "2", "1", "2", "r", "2", "r", "2", "5", "2", "5"},
		repeat:  2,
		notes: "r = {:0, :2, :3, :4}, genus (#313). The numbers are adders (\"We can pretend that the heaps " +
			"of .75 equal adders or r\"). Pretend r + r = :4. No conditions: every position.",
	},
	// OCR: ":0 :1 :0 :2 :3 :1 :0 :2 :3 #313 0202 2020 3131 #313 0202 1#20 2031" / "The last four values repeat indefinitely."
	// (the OCR header "a b a b c" labels heaps 9, 11, 13, 15, 16; it belongs to the exception table below)
	{
		code: "0.72",
		pretend: []string{":0", ":1", ":0", ":2", ":3", ":1", ":0", ":2", ":3",
			"#313", "0202", "2020", "3131", "#313", "0202", "1#20", "2031"},
		repeat: 4,
		notes: "For positions in which at most one heap has more than 8 counters, the following adder/genus " +
			"table gives the correct outcome. (Entries 9.. are the genus of that one big heap; the small heaps are adders.)",
	},
	// OCR: "0 1 0 2 3 1 0 2 3 5 4 6 7 5 4 6 7 ..." / "Again, the last four values repeat indefinitely."
	{
		code:    "0.72",
		pretend: []string{"0", "1", "0", "2", "3", "1", "0", "2", "3", "5", "4", "6", "7", "5", "4", "6", "7"},
		repeat:  4,
		notes: "For more complicated sums, we may usually pretend that the heaps equal adders according to this " +
			"table. The above table fails only for the cases of completeSolutionSums[\"0.72\"]: one heap of " +
			"class c = {16, 20, 24, ...} plus one of class a = {9, 13} (genus #20) or b = {11, 15} (genus #313).",
	},
	// OCR: ":0 :1 :1 :2 :2 :1 /2 :2 :2 *4 :4 :5 :2 :2 :5 :5 :2 :2 *4 :5" with a stray ":4" below the table;
	// "We can pretend that the last 9 entries repeat indefinitely."
	{
		code: "0.53",
		pretend: []string{":0", ":1", ":1", ":2", ":2", ":1", ":4", ":2", ":2", "*4",
			":4", ":5", ":2", ":2", ":5", ":5", ":2", ":2", "*4", ":5"},
		repeat: 9,
		notes: "For positions in which at least two heaps have 6 or more counters. For positions in which at " +
			"most one heap has 6 or more counters, use the blurry genus table in appendix I. " +
			"[fix] heap 6: OCR prints \"/2\" with a stray \":4\" below the table; read :4 (App I .53 heap 6 = 0(0202), the genus of :4).",
	},
	// OCR: ":0 :1 :0 /6 :2 :2 :2 *4 :1 :5 :5 :2 :2 :2 *4 :5" with a stray ":1" below the table;
	// "We can pretend that the last 7 entries repeat indefinitely." handwritten: "count 7 as a big heap"
	{
		code: "0.54",
		pretend: []string{":0", ":1", ":0", ":1", ":2", ":2", ":2", "*4", ":1", ":5",
			":5", ":2", ":2", ":2", "*4", ":5"},
		repeat: 7,
		notes: "For positions in which at least two heaps have 9 or more counters [handwritten: \"count 7 as a " +
			"big heap\"]. For positions in which at most one heap has 9 or more counters, use the blurry genus " +
			"table in appendix I. [fix] heap 3: OCR prints \"/6\" with a stray \":1\" below the table; read :1 " +
			"(App I .54 heap 3 = *1(0313)).",
	},
	// OCR: "0 1 0 1 2 0 1 0 3 2 a 1 2 0 a : 1" / "The last 8 values repeat indefinitely. We can pretend that a + a = 0."
	{
		code:    "0.34",
		pretend: []string{"0", "1", "0", "1", "2", "0", "1", "0", "3", "1", "a", "1", "2", "0", "a:1"},
		repeat:  8,
		notes: "Jim Flanigan, reprinted from WW. a = {:1, :4}, genus (1#20); a:1 genus (0#31); the numbers are " +
			"nimheaps. Pretend a + a = 0. [fix] heap 9: printed 2, read 1 (the normal nim-value of .34 heap 9 is 1; " +
			"Plambeck's .34 pretending function also gives *1).",
	},
	// OCR: "0 1 2 1 0 r 0 1 s ..." / "The last 6 values repeat indefinitely, and we can use the following table ..."
	{
		code:    "0.71",
		pretend: []string{"0", "1", "2", "1", "0", "r", "0", "1", "s"},
		repeat:  6,
		notes: "Jim Flanigan, reprinted from WW. Each heap is a nimheap or one of r = {:4, :5} (genus 2020), " +
			"s = {:1, r:2} (genus 1#20); sums of r and s: completeSolutionSums[\"0.71\"].",
	},
}

// completeSolutionSum is a finite genus table printed with a complete
// solution: genus[i][j] is the genus of rows[i] + cols[j].
type completeSolutionSum struct {
	rows, cols []string
	genus      [][]string
	notes      string
}

var completeSolutionSums = map[string]completeSolutionSum{
	// OCR: "$0, 2s, 4s, \dots$ 1202 2020 0202 1313 0202" / "$s, 3s, 5s, \dots$ 1#20 -2020 2020 1313 0202" / "~~0202~~"
	"0.71": {
		rows: []string{"0, 2s, 4s, ...", "s, 3s, 5s, ..."},
		cols: []string{"0", "r", "2r", "3r, 5r, 7r, ...", "4r, 6r, 8r, ..."},
		genus: [][]string{
			{"1202", "2020", "0202", "1313", "0202"},
			{"1#20", "2020", "2020", "1313", "0202"},
		},
		notes: "s + r: OCR \"-2020\" with a struck-out \"0202\" nearby; read 2020.",
	},
	// OCR: "a b" / "+ 9, 13    11, 15" / "c    16, 20, 24, ...	#20    #313"
	"0.72": {
		rows: []string{"c: 16, 20, 24, ..."},
		cols: []string{"a: 9, 13", "b: 11, 15"},
		genus: [][]string{
			{"#20", "#313"},
		},
		notes: "the only sums where the second .72 adder table fails; genera as printed (\"#20\" is the short " +
			"form #,#,0,#,0,...).",
	},
}

// appendixIILetters returns each letter's period p and start s, checking
// that every heap line with that letter agrees.
func appendixIILetters(t *testing.T, col appendixIIColumn) map[string][2]int {
	t.Helper()
	per := map[string][2]int{}
	for _, h := range col.heaps {
		if h.letter == "" {
			continue
		}
		ps := [2]int{h.p, h.s}
		if old, ok := per[h.letter]; ok && old != ps {
			t.Errorf("%s: letter %s has periods %d(%d) and %d(%d)", col.code, h.letter, old[0], old[1], ps[0], ps[1])
		}
		per[h.letter] = ps
	}
	return per
}

func TestAppendixIIData(t *testing.T) {
	wantOrder := []string{"0.04", "0.06", "0.07", "0.14", "0.15", "0.16", "0.17", "0.36", "0.37", "0.45", "0.64", "0.74", "0.76", "0.77"}
	if len(appendixII) != len(wantOrder) {
		t.Fatalf("%d columns, want %d", len(appendixII), len(wantOrder))
	}
	byCode := map[string]appendixIIColumn{}
	for i, col := range appendixII {
		if col.code != wantOrder[i] {
			t.Errorf("column %d is %s, want %s", i, col.code, wantOrder[i])
		}
		byCode[col.code] = col
		if _, err := impartial.Parse(col.code); err != nil {
			t.Errorf("%s: %v", col.code, err)
		}
		for i, h := range col.heaps {
			if h.size != i+1 {
				t.Errorf("%s: heap line %d has size %d", col.code, i, h.size)
			}
			switch {
			case h.nim >= 0:
				if h.letter != "" || h.like != -1 || h.p != 0 || h.s != 0 {
					t.Errorf("%s: heap %d: nimheap line with other fields %+v", col.code, h.size, h)
				}
			case h.letter != "":
				if h.like != -1 || h.p < 1 || h.s < 0 || len(h.letter) != 1 || !strings.Contains(col.order, h.letter) {
					t.Errorf("%s: heap %d: bad letter line %+v (order %q)", col.code, h.size, h, col.order)
				}
			default:
				if h.like < 0 || h.p < 1 {
					t.Errorf("%s: heap %d: bad line %+v", col.code, h.size, h)
				}
			}
		}
		per := appendixIILetters(t, col)
		if len(per) != len(col.order) {
			t.Errorf("%s: %d distinct letters, order %q", col.code, len(per), col.order)
		}
		product := 1
		for _, l := range col.order {
			ps, ok := per[string(l)]
			if !ok {
				t.Errorf("%s: order letter %c has no heap", col.code, l)
				continue
			}
			product *= ps[0] + ps[1]
		}
		for key, g := range col.table {
			if len(key) != len(col.order) {
				t.Errorf("%s: key %q has %d digits, order %q", col.code, key, len(key), col.order)
				continue
			}
			for i, l := range col.order {
				ps := per[string(l)]
				if d := int(key[i] - '0'); key[i] < '0' || key[i] > '9' || d >= ps[0]+ps[1] {
					t.Errorf("%s: key %q: count of %c out of range 0..%d", col.code, key, l, ps[0]+ps[1]-1)
				}
			}
			if len(g) != 4 || strings.Trim(g, "0123#") != "" {
				t.Errorf("%s: key %q: genus %q is not 4 symbols from 0123#", col.code, key, g)
			}
		}
		switch {
		case col.code == "0.16":
			// Partly omitted: at most the product, and every omitted line
			// c b 3/4/5 must have its stand-in c b 1/2/1 printed.
			if len(col.table) > product || col.omitted == "" {
				t.Errorf("%s: %d lines, product %d, omitted %q", col.code, len(col.table), product, col.omitted)
			}
			stand := map[byte]byte{'3': '1', '4': '2', '5': '1'}
			for c := '0'; c <= '3'; c++ {
				for b := '0'; b <= '1'; b++ {
					for a := '0'; a <= '5'; a++ {
						key := string([]rune{c, b, a})
						if _, ok := col.table[key]; ok {
							continue
						}
						alt := key[:2] + string(stand[key[2]])
						if _, ok := col.table[alt]; !ok || stand[key[2]] == 0 {
							t.Errorf("%s: line %s neither printed nor covered by %s", col.code, key, alt)
						}
					}
				}
			}
		default:
			if len(col.table) != product {
				t.Errorf("%s: %d table lines, want Π(p+s) = %d", col.code, len(col.table), product)
			}
		}
		t.Logf("%s %-16q heaps %2d, letters %-5s Π(p+s) = %2d, lines %2d", col.code, col.name, len(col.heaps), col.order, product, len(col.table))
	}

	// The worked examples, by the column data: reduce each position.
	for _, ex := range appendixIIExamples {
		col := byCode[ex.code]
		per := appendixIILetters(t, col)
		nim := 0
		counts := map[string]int{}
		for _, n := range ex.position {
			h := col.heaps[n-1]
			switch {
			case h.nim >= 0:
				nim ^= h.nim
			case h.letter != "":
				counts[h.letter]++
			default:
				t.Errorf("%s example: heap %d is an adder-like line", ex.code, n)
			}
		}
		line := ""
		for _, l := range col.order {
			c, ps := counts[string(l)], per[string(l)]
			for c >= ps[0]+ps[1] {
				c -= ps[0]
			}
			line += string(rune('0' + c))
		}
		if nim != ex.nim || line != ex.line || col.table[line] != ex.genus {
			t.Errorf("%s %v: got *%d + line %s (%s), want *%d + line %s (%s)", ex.code, ex.position, nim, line, col.table[line], ex.nim, ex.line, ex.genus)
		}
		outcome := byte('N')
		if nim <= 3 && ex.genus[0] == byte('0'+nim) {
			outcome = 'P'
		}
		if outcome != ex.outcome {
			t.Errorf("%s %v: outcome %c, want %c", ex.code, ex.position, outcome, ex.outcome)
		}
	}

	for _, cs := range completeSolutions {
		if _, err := impartial.Parse(cs.code); err != nil {
			t.Errorf("%s: %v", cs.code, err)
		}
		if cs.repeat < 1 || cs.repeat > len(cs.pretend) || cs.notes == "" {
			t.Errorf("%s: repeat %d of %d entries", cs.code, cs.repeat, len(cs.pretend))
		}
	}
	for code, tab := range completeSolutionSums {
		if len(tab.genus) != len(tab.rows) {
			t.Errorf("%s: %d genus rows, %d row labels", code, len(tab.genus), len(tab.rows))
		}
		for _, r := range tab.genus {
			if len(r) != len(tab.cols) {
				t.Errorf("%s: genus row %v, %d column labels", code, r, len(tab.cols))
			}
		}
	}
}
