module cgcalc

go 1.25.0

require (
	github.com/alecthomas/participle/v2 v2.1.4
	github.com/chromedp/cdproto v0.159.0
	github.com/chromedp/chromedp v0.23.0
	github.com/chzyer/readline v1.5.1
	github.com/fatih/color v1.19.0
	github.com/go-zeromq/zmq4 v0.17.0
	github.com/mattn/go-isatty v0.0.20
	github.com/yuin/goldmark v1.8.7
)

require (
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
	github.com/go-zeromq/goczmq/v4 v4.2.2 // indirect
	github.com/mattn/go-colorable v0.1.14 // indirect
	golang.org/x/sync v0.7.0 // indirect
	golang.org/x/sys v0.42.0 // indirect
	golang.org/x/text v0.15.0 // indirect
)
